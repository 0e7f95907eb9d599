import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { CreatorAreaFrame } from '../../components/creator-area-frame/creator-area-frame';
import { Spinner } from '../../components/spinner/spinner';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { CreatorAccountsTab } from './creator-accounts-tab';
import { CreatorDetailsForm } from './creator-details-form';
import { ownCreatorQueryOptions } from './creator-queries';

/**
 * /creator, the creator's own area: the welcome of spec section 2, then their profile (the fields
 * they may change), their accounts and their numbers, which they add with a screenshot. Their
 * campaign work is the area's other page (/creator/campagne).
 */
export function CreatorAreaPage() {
  const { t } = useTranslation(['creator', 'admin', 'common']);
  const { api } = useAppServices();
  const banner = useTimedBanner();
  const own = useQuery(ownCreatorQueryOptions(api));
  const [unsaved, setUnsaved] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (own.data && !unsaved && formVersion !== own.data.version) setFormVersion(own.data.version);
  const unlinked = own.isError && isApiErrorResponse(own.error) && own.error.status === 404;

  return (
    <CreatorAreaFrame>
      <section className="creator-welcome" aria-labelledby="creator-welcome">
        <p className="creator-welcome__eyebrow">{t('title')}</p>
        <h1 id="creator-welcome" className="creator-welcome__title">
          {t('welcome')}
        </h1>
        <p className="creator-welcome__message">{unlinked ? t('admin:creators.area.noRecord') : t('message')}</p>
      </section>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {own.data ? (
        <>
          <section className="creator-area__section" aria-labelledby="creator-area-profile">
            <h2 id="creator-area-profile" className="creator-area__title">
              {t('admin:creators.area.profile')}
            </h2>
            <CreatorDetailsForm
              key={formVersion}
              creator={own.data}
              mode="self"
              managers={[]}
              categories={[]}
              readOnly={own.data.archived_at !== null}
              mayChangeMoney={false}
              onUnsavedChange={onUnsavedChange}
            />
          </section>
          <section className="creator-area__section" aria-labelledby="creator-area-accounts">
            <h2 id="creator-area-accounts" className="creator-area__title">
              {t('admin:creators.accounts.title')}
            </h2>
            <p className="creator-area__hint">{t('admin:creators.area.numbersHint')}</p>
            <CreatorAccountsTab
              creator={own.data}
              readOnly={own.data.archived_at !== null}
              evidenceRequired
              onDone={(message) => banner.show('success', message)}
              onProblem={(message) => banner.show('error', message)}
            />
          </section>
        </>
      ) : (
        !own.isError && (
          <p className="list-note" role="status">
            <Spinner />
            {t('common:app.loading')}
          </p>
        )
      )}
    </CreatorAreaFrame>
  );
}
