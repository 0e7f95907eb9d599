import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { can, type CampaignDetail } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { RecordMissing } from '../../components/record/record-missing';
import { Spinner } from '../../components/spinner/spinner';
import { LinkTabs } from '../../components/tabs/link-tabs';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { recordIdOf } from '../../lib/routing/record-id';
import { useSession } from '../../lib/session/use-session';
import { CampaignActivityTab } from './campaign-activity-tab';
import { CampaignDealsTab } from './campaign-deals-tab';
import { CampaignDeliverablesTab } from './campaign-deliverables-tab';
import { CampaignDetailsForm, conflictingCampaign } from './campaign-details-form';
import { campaignProblems } from './campaign-errors';
import { campaignOwnerOptionsQueryOptions, campaignQueryOptions, sponsorOptionsQueryOptions, storeSavedCampaign } from './campaign-queries';
import { CampaignRecordHeader } from './campaign-record-header';
import { CAMPAIGN_TABS, campaignPanelId, campaignTab, campaignTabId, campaignTabSearch } from './campaign-record-tab';

/** /campagne/:id: a campaign's page, with its details, its creators and its activity in tabs. */
export function CampaignRecordPage() {
  const { t } = useTranslation(['admin', 'common']);
  const id = recordIdOf(useParams().id);
  if (id === null) return <RecordMissing backTo="/campagne" backLabel={t('campaigns.record.back')} message={t('campaigns.record.notFound')} />;
  return <CampaignRecord key={id} id={id} />;
}

function CampaignRecord({ id }: { id: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const tab = campaignTab(searchParams.get('tab'));
  const record = useQuery(campaignQueryOptions(api, id));
  const sponsors = useQuery(sponsorOptionsQueryOptions(api));
  const owners = useQuery(campaignOwnerOptionsQueryOptions(api));
  const banner = useTimedBanner();
  const [unsaved, setUnsaved] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  // The version the details form was filled from: it follows the server while nothing is typed.
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (record.data && !unsaved && formVersion !== record.data.version) setFormVersion(record.data.version);

  const saved = (message: (campaign: CampaignDetail) => string) => async ({ body }: { body: CampaignDetail }) => {
    await storeSavedCampaign(queryClient, body);
    banner.show('success', message(body));
  };
  const refused = (error: unknown) => {
    const current = conflictingCampaign(error);
    if (current) void storeSavedCampaign(queryClient, current);
    const problems = campaignProblems(t, error, t('campaigns.record.failed'));
    banner.show('error', current ? t('campaigns.conflict.title') : (problems.general ?? problems.fields[0]?.message ?? t('campaigns.record.failed')));
  };
  const status = api.campaigns.changeStatus.useMutation({ onSuccess: saved((campaign) => t('campaigns.record.statusChanged', { status: t(`campaigns.statuses.${campaign.status}`) })), onError: refused });
  const archive = api.campaigns.archive.useMutation({ onSuccess: saved(() => t('campaigns.record.archivedDone')), onError: refused });
  const restore = api.campaigns.restore.useMutation({ onSuccess: saved(() => t('campaigns.record.restoredDone')), onError: refused });

  if (record.isError) {
    const missing = isApiErrorResponse(record.error) && record.error.status === 404;
    return <RecordMissing backTo="/campagne" backLabel={t('campaigns.record.back')} message={missing ? t('campaigns.record.notFound') : t('campaigns.record.loadFailed')} />;
  }
  const campaign = record.data;
  if (!campaign || !session) {
    return (
      <p className="list-note" role="status">
        <Spinner />
        {t('common:app.loading')}
      </p>
    );
  }
  const actor = { user_id: session.user.user_id, role: session.user.role };
  const archived = campaign.archived_at !== null;
  const mayEdit = can(actor, 'update:campaign') && !archived;
  const money = can(actor, 'update:money') ? 'edit' : can(actor, 'read:money') ? 'read' : 'hidden';
  const params = { id: campaign.campaign_id };
  const acting = unsaved || status.isPending || archive.isPending || restore.isPending;

  return (
    <section className="record-page" aria-labelledby="campaign-record-title">
      <CampaignRecordHeader
        campaign={campaign}
        mayEdit={can(actor, 'update:campaign')}
        mayArchive={can(actor, 'archive:campaign')}
        busy={acting}
        onStatus={(next) => status.mutate({ params, body: { status: next, version: campaign.version } })}
        onArchive={() => archive.mutate({ params, body: { version: campaign.version } })}
        onRestore={() => restore.mutate({ params, body: { version: campaign.version } })}
      />
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <LinkTabs
        tabs={CAMPAIGN_TABS}
        current={tab}
        label={t('campaigns.record.tabs.label')}
        tabLabel={(value) => t(`campaigns.record.tabs.${value}`)}
        search={campaignTabSearch}
        tabId={campaignTabId}
        panelId={campaignPanelId}
      />
      {/* The details stay mounted on the other tabs, so that nothing typed there is lost. */}
      <div role="tabpanel" id={campaignPanelId('details')} aria-labelledby={campaignTabId('details')} hidden={tab !== 'details'}>
        <CampaignDetailsForm key={formVersion} campaign={campaign} sponsors={sponsors.data ?? []} owners={owners.data ?? []} money={money} readOnly={!mayEdit} onUnsavedChange={onUnsavedChange} />
      </div>
      {tab === 'creators' && (
        <div role="tabpanel" id={campaignPanelId('creators')} aria-labelledby={campaignTabId('creators')}>
          <CampaignDealsTab campaign={campaign} readOnly={!mayEdit} money={money} />
        </div>
      )}
      {tab === 'deliverables' && (
        <div role="tabpanel" id={campaignPanelId('deliverables')} aria-labelledby={campaignTabId('deliverables')}>
          <CampaignDeliverablesTab campaign={campaign} readOnly={!mayEdit} />
        </div>
      )}
      {tab === 'activity' && (
        <div role="tabpanel" id={campaignPanelId('activity')} aria-labelledby={campaignTabId('activity')}>
          <CampaignActivityTab campaignId={campaign.campaign_id} />
        </div>
      )}
    </section>
  );
}
