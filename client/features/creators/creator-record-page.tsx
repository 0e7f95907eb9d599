import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { can, type CreatorDetail, type CreatorStatus } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { RecordMissing } from '../../components/record/record-missing';
import { Spinner } from '../../components/spinner/spinner';
import { LinkTabs } from '../../components/tabs/link-tabs';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { recordIdOf } from '../../lib/routing/record-id';
import { useSession } from '../../lib/session/use-session';
import { CreatorAccountsTab } from './creator-accounts-tab';
import { CreatorActivityTab } from './creator-activity-tab';
import { CreatorDetailsForm } from './creator-details-form';
import { creatorProblems } from './creator-errors';
import { categoriesQueryOptions, creatorQueryOptions, managerOptionsQueryOptions, storeSavedCreator } from './creator-queries';
import { CreatorRatesTab } from './creator-rates-tab';
import { CREATOR_TABS, creatorPanelId, creatorTab, creatorTabId, creatorTabSearch } from './creator-record-tab';
import { CreatorRecordHeader } from './creator-record-header';
import { InviteCreatorDialog } from './invite-creator-dialog';

/** /creatori/:id: a creator's page, with their details, accounts and numbers, rate cards and activity in tabs. */
export function CreatorRecordPage() {
  const { t } = useTranslation('admin');
  const id = recordIdOf(useParams().id);
  if (id === null) return <RecordMissing backTo="/creatori" backLabel={t('creators.record.back')} message={t('creators.record.notFound')} />;
  return <CreatorRecord key={id} id={id} />;
}

type Change = { kind: 'status'; status: CreatorStatus } | { kind: 'archive' } | { kind: 'restore' };

function CreatorRecord({ id }: { id: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const tab = creatorTab(searchParams.get('tab'));
  const record = useQuery(creatorQueryOptions(api, id));
  const managers = useQuery(managerOptionsQueryOptions(api));
  const categories = useQuery(categoriesQueryOptions(api));
  const banner = useTimedBanner();
  const [unsaved, setUnsaved] = useState(false);
  const [inviting, setInviting] = useState(false);
  const onUnsavedChange = useCallback((value: boolean) => setUnsaved(value), []);
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (record.data && !unsaved && formVersion !== record.data.version) setFormVersion(record.data.version);

  const change = useMutation({
    mutationFn: async ({ creator, change: wanted }: { creator: CreatorDetail; change: Change }) => {
      const params = { id: creator.creator_id };
      const body = { version: creator.version };
      const response =
        wanted.kind === 'status'
          ? await api.creators.changeStatus.mutate({ params, body: { ...body, status: wanted.status } })
          : wanted.kind === 'archive'
            ? await api.creators.archive.mutate({ params, body })
            : await api.creators.restore.mutate({ params, body });
      if (response.status !== 200) throw response;
      return { body: response.body, wanted };
    },
    onSuccess: async ({ body, wanted }) => {
      await storeSavedCreator(queryClient, body);
      banner.show(
        'success',
        wanted.kind === 'status' ? t('creators.record.statusChanged', { status: t(`creators.statuses.${wanted.status}`) }) : wanted.kind === 'archive' ? t('creators.record.archivedDone') : t('creators.record.restoredDone'),
      );
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: creatorQueryOptions(api, id).queryKey });
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      banner.show('error', problems.general ?? problems.fields[0]?.message ?? t('creators.record.failed'));
    },
  });

  if (record.isError) {
    const missing = isApiErrorResponse(record.error) && record.error.status === 404;
    return <RecordMissing backTo="/creatori" backLabel={t('creators.record.back')} message={missing ? t('creators.record.notFound') : t('creators.record.loadFailed')} />;
  }
  const creator = record.data;
  if (!creator || !session) {
    return (
      <p className="list-note" role="status">
        <Spinner />
        {t('common:app.loading')}
      </p>
    );
  }
  const actor = { user_id: session.user.user_id, role: session.user.role };
  const archived = creator.archived_at !== null;
  const mayEdit = can(actor, 'update:creator') && !archived;
  const notify = (kind: 'success' | 'error') => (message: string) => banner.show(kind, message);

  return (
    <section className="record-page" aria-labelledby="creator-record-title">
      <CreatorRecordHeader
        creator={creator}
        may={{ status: can(actor, 'update:creator:status'), archive: can(actor, 'archive:creator'), invite: can(actor, 'update:creator:portal') }}
        busy={unsaved || change.isPending}
        onStatus={(status) => change.mutate({ creator, change: { kind: 'status', status } })}
        onArchive={() => change.mutate({ creator, change: { kind: 'archive' } })}
        onRestore={() => change.mutate({ creator, change: { kind: 'restore' } })}
        onInvite={() => setInviting(true)}
      />
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <LinkTabs
        tabs={CREATOR_TABS}
        current={tab}
        label={t('creators.record.tabs.label')}
        tabLabel={(value) => t(`creators.record.tabs.${value}`)}
        search={creatorTabSearch}
        tabId={creatorTabId}
        panelId={creatorPanelId}
      />
      <div role="tabpanel" id={creatorPanelId('details')} aria-labelledby={creatorTabId('details')} hidden={tab !== 'details'}>
        <CreatorDetailsForm
          key={formVersion}
          creator={creator}
          mode="staff"
          managers={managers.data ?? []}
          categories={categories.data ?? []}
          readOnly={!mayEdit}
          mayChangeMoney={can(actor, 'update:money')}
          onUnsavedChange={onUnsavedChange}
        />
      </div>
      {tab === 'accounts' && (
        <div role="tabpanel" id={creatorPanelId('accounts')} aria-labelledby={creatorTabId('accounts')}>
          <CreatorAccountsTab creator={creator} readOnly={!mayEdit} evidenceRequired={false} onDone={notify('success')} onProblem={notify('error')} />
        </div>
      )}
      {tab === 'rates' && (
        <div role="tabpanel" id={creatorPanelId('rates')} aria-labelledby={creatorTabId('rates')}>
          <CreatorRatesTab creator={creator} mayChange={can(actor, 'update:creator:rates') && !archived} onDone={notify('success')} />
        </div>
      )}
      {tab === 'activity' && (
        <div role="tabpanel" id={creatorPanelId('activity')} aria-labelledby={creatorTabId('activity')}>
          <CreatorActivityTab creatorId={creator.creator_id} />
        </div>
      )}
      {inviting && <InviteCreatorDialog creator={creator} onClose={() => setInviting(false)} onDone={notify('success')} />}
    </section>
  );
}
