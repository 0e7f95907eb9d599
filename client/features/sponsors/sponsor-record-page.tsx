import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { can, type SponsorDetail } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { RecordMissing } from '../../components/record/record-missing';
import { Spinner } from '../../components/spinner/spinner';
import { LinkTabs } from '../../components/tabs/link-tabs';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { recordIdOf } from '../../lib/routing/record-id';
import { useSession } from '../../lib/session/use-session';
import { conflictingSponsor } from './edit-conflict';
import { serverProblems } from './sponsor-errors';
import { SponsorActivityTab } from './sponsor-activity-tab';
import { SponsorContactsTab } from './sponsor-contacts-tab';
import { SponsorDetailsForm } from './sponsor-details-form';
import { ownerOptionsQueryOptions, sponsorQueryOptions, storeSavedSponsor } from './sponsor-queries';
import { SPONSOR_TABS, sponsorPanelId, sponsorTab, sponsorTabId, sponsorTabSearch } from './sponsor-record-tab';
import { SponsorLogoControl } from './sponsor-logo-control';
import { SponsorRecordHeader } from './sponsor-record-header';
import { useArchiveSponsor, useChangeSponsorStatus, useRestoreSponsor } from './update-sponsor';

/** /sponsor/:id: a sponsor's page, with its details, contacts and activity in tabs. */
export function SponsorRecordPage() {
  const { t } = useTranslation(['admin', 'common']);
  const id = recordIdOf(useParams().id);
  if (id === null) return <RecordMissing backTo="/sponsor" backLabel={t('sponsors.record.back')} message={t('sponsors.record.notFound')} />;
  return <SponsorRecord key={id} id={id} />;
}

function SponsorRecord({ id }: { id: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const tab = sponsorTab(searchParams.get('tab'));
  const record = useQuery(sponsorQueryOptions(api, id));
  const owners = useQuery(ownerOptionsQueryOptions(api));
  const banner = useTimedBanner();
  const [unsaved, setUnsaved] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  // The version the details form was filled from: it follows the server while nothing is typed.
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (record.data && !unsaved && formVersion !== record.data.version) setFormVersion(record.data.version);

  const saved = (message: (sponsor: SponsorDetail) => string) => async ({ body }: { body: SponsorDetail }) => {
    await storeSavedSponsor(queryClient, body);
    banner.show('success', message(body));
  };
  const refused = (error: unknown) => {
    const current = conflictingSponsor(error);
    if (current) void storeSavedSponsor(queryClient, current);
    const problems = serverProblems(t, error, t('sponsors.record.failed'));
    banner.show('error', current ? t('sponsors.conflict.title') : (problems.general ?? problems.fields[0]?.message ?? t('sponsors.record.failed')));
  };
  const status = useChangeSponsorStatus({ onSuccess: saved((sponsor) => t('sponsors.record.statusChanged', { status: t(`sponsors.statuses.${sponsor.status}`) })), onError: refused });
  const archive = useArchiveSponsor({ onSuccess: saved(() => t('sponsors.record.archivedDone')), onError: refused });
  const restore = useRestoreSponsor({ onSuccess: saved(() => t('sponsors.record.restoredDone')), onError: refused });

  if (record.isError) {
    const missing = isApiErrorResponse(record.error) && record.error.status === 404;
    return <RecordMissing backTo="/sponsor" backLabel={t('sponsors.record.back')} message={missing ? t('sponsors.record.notFound') : t('sponsors.record.loadFailed')} />;
  }
  const sponsor = record.data;
  if (!sponsor || !session) {
    return (
      <p className="list-note" role="status">
        <Spinner />
        {t('common:app.loading')}
      </p>
    );
  }
  const actor = { user_id: session.user.user_id, role: session.user.role };
  const archived = sponsor.archived_at !== null;
  const mayEdit = can(actor, 'update:sponsor');
  const params = { id: sponsor.sponsor_id };
  const acting = unsaved || status.isPending || archive.isPending || restore.isPending;

  return (
    <section className="record-page" aria-labelledby="sponsor-record-title">
      <SponsorRecordHeader
        sponsor={sponsor}
        logoControl={
          mayEdit && !archived ? <SponsorLogoControl sponsor={sponsor} onDone={(message) => banner.show('success', message)} onProblem={(message) => banner.show('error', message)} /> : undefined
        }
        mayEdit={mayEdit}
        mayArchive={can(actor, 'archive:sponsor')}
        busy={acting}
        onStatus={(next) => status.mutate({ params, body: { status: next, version: sponsor.version } })}
        onArchive={() => archive.mutate({ params, body: { version: sponsor.version } })}
        onRestore={() => restore.mutate({ params, body: { version: sponsor.version } })}
      />
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <LinkTabs
        tabs={SPONSOR_TABS}
        current={tab}
        label={t('sponsors.record.tabs.label')}
        tabLabel={(value) => t(`sponsors.record.tabs.${value}`)}
        search={sponsorTabSearch}
        tabId={sponsorTabId}
        panelId={sponsorPanelId}
      />
      {/* The details stay mounted on the other tabs, so that nothing typed there is lost. */}
      <div role="tabpanel" id={sponsorPanelId('details')} aria-labelledby={sponsorTabId('details')} hidden={tab !== 'details'}>
        <SponsorDetailsForm key={formVersion} sponsor={sponsor} owners={owners.data ?? []} readOnly={!mayEdit || archived} onUnsavedChange={onUnsavedChange} />
      </div>
      {tab === 'contacts' && (
        <div role="tabpanel" id={sponsorPanelId('contacts')} aria-labelledby={sponsorTabId('contacts')}>
          <SponsorContactsTab sponsor={sponsor} readOnly={!mayEdit || archived} />
        </div>
      )}
      {tab === 'activity' && (
        <div role="tabpanel" id={sponsorPanelId('activity')} aria-labelledby={sponsorTabId('activity')}>
          <SponsorActivityTab sponsorId={sponsor.sponsor_id} />
        </div>
      )}
    </section>
  );
}
