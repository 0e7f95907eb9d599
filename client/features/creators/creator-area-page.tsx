import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { LogoutIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { StandalonePage } from '../../components/standalone-page/standalone-page';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useSignOut } from '../../lib/session/use-sign-out';
import { CreatorAccountsTab } from './creator-accounts-tab';
import { CreatorDetailsForm } from './creator-details-form';
import { ownCreatorQueryOptions } from './creator-queries';

/**
 * /creator, the creator's own area: the welcome of spec section 2, then their profile (the fields
 * they may change), their accounts and their numbers, which they add with a screenshot.
 */
export function CreatorAreaPage() {
  const { t } = useTranslation(['creator', 'admin', 'common']);
  const { api } = useAppServices();
  const signOut = useSignOut();
  const banner = useTimedBanner();
  const own = useQuery(ownCreatorQueryOptions(api));
  const [unsaved, setUnsaved] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (own.data && !unsaved && formVersion !== own.data.version) setFormVersion(own.data.version);
  const unlinked = own.isError && isApiErrorResponse(own.error) && own.error.status === 404;

  return (
    <StandalonePage
      actions={
        <button type="button" className="button button--secondary" onClick={() => void signOut()}>
          <LogoutIcon width={18} height={18} />
          {t('common:logout')}
        </button>
      }
    >
      <div className="creator-area">
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
      </div>
    </StandalonePage>
  );
}
