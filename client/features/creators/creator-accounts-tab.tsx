import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { PLATFORMS, accountFieldsSchema, type AccountBody, type CreatorDetail, type PlatformAccount } from '../../../contract';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { DateTime } from '../../components/date-time/date-time';
import { PlusIcon } from '../../components/icons/icons';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { creatorProblems, useCreatorMessages } from './creator-errors';
import { CreatorMetricsChart } from './creator-metrics-chart';
import { snapshotsQueryOptions, storeSavedCreator } from './creator-queries';
import { SnapshotForm } from './snapshot-form';

interface CreatorAccountsTabProps {
  creator: CreatorDetail;
  readOnly: boolean;
  /** A creator adding their own numbers must attach the screenshot. */
  evidenceRequired: boolean;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** The creator's platform accounts, each with its latest numbers, its history as a chart, and new numbers. */
export function CreatorAccountsTab({ creator, readOnly, evidenceRequired, onDone, onProblem }: CreatorAccountsTabProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PlatformAccount | null>(null);
  const remove = useMutation({
    mutationFn: async (account: PlatformAccount) => {
      const response = await api.creators.removeAccount.mutate({ params: { id: creator.creator_id, accountId: account.account_id } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (body) => {
      await storeSavedCreator(queryClient, body);
      onDone(t('creators.accounts.removed'));
    },
    onError: (error) => onProblem(creatorProblems(t, error, t('creators.record.failed')).general ?? t('creators.record.failed')),
  });

  return (
    <div className="creator-accounts">
      {!readOnly && !adding && (
        <button type="button" className="button button--primary creator-accounts__add" onClick={() => setAdding(true)}>
          <PlusIcon />
          {t('creators.accounts.add')}
        </button>
      )}
      {adding && (
        <AccountForm
          creatorId={creator.creator_id}
          onDone={(message) => {
            setAdding(false);
            onDone(message);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {creator.accounts.length === 0 ? (
        <p className="list-note">{t('creators.accounts.empty')}</p>
      ) : (
        <ul className="account-list">
          {creator.accounts.map((account) => (
            <AccountCard
              key={account.account_id}
              creatorId={creator.creator_id}
              account={account}
              readOnly={readOnly}
              evidenceRequired={evidenceRequired}
              onDone={onDone}
              onRemove={() => setRemoving(account)}
            />
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t('creators.accounts.removeTitle', { name: `@${removing.handle}` })}
          message={t('creators.accounts.removeBody')}
          confirmLabel={t('creators.accounts.remove')}
          cancelLabel={t('creators.accounts.cancel')}
          onConfirm={() => {
            remove.mutate(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

function AccountCard({
  creatorId,
  account,
  readOnly,
  evidenceRequired,
  onDone,
  onRemove,
}: {
  creatorId: number;
  account: PlatformAccount;
  readOnly: boolean;
  evidenceRequired: boolean;
  onDone: (message: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const language = usePageLanguage();
  const [addingNumbers, setAddingNumbers] = useState(false);
  const history = useQuery(snapshotsQueryOptions(api, creatorId, account.account_id));
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const name = `${t(`creators.platforms.${account.platform}`)} @${account.handle}`;
  const snapshots = history.data ?? [];
  return (
    <li className="account-card">
      <div className="account-card__head">
        <div>
          <p className="account-card__name">
            {account.url ? (
              <a href={account.url} target="_blank" rel="noreferrer noopener">
                {name}
              </a>
            ) : (
              name
            )}
            {account.is_primary && <span className="tag tag--primary">{t('creators.accounts.primaryBadge')}</span>}
          </p>
          <p className="account-card__figures">
            {account.latest ? (
              <>
                <span>
                  {t('creators.accounts.followers')}: <strong>{number.format(account.latest.followers)}</strong>
                </span>
                {account.latest.engagement_rate !== null && (
                  <span>
                    {t('creators.accounts.engagement')}: <strong>{percent.format(account.latest.engagement_rate)}</strong>
                  </span>
                )}
              </>
            ) : (
              t('creators.accounts.noNumbers')
            )}
          </p>
        </div>
        {!readOnly && (
          <div className="contact-card__actions">
            <button type="button" className="button button--secondary button--small" onClick={() => setAddingNumbers(true)}>
              {t('creators.accounts.addNumbers')}
            </button>
            <button type="button" className="button button--secondary button--small button--danger-text" aria-label={t('creators.accounts.removeLabel', { name })} onClick={onRemove}>
              {t('creators.accounts.remove')}
            </button>
          </div>
        )}
      </div>
      {addingNumbers && (
        <SnapshotForm
          creatorId={creatorId}
          accountId={account.account_id}
          idPrefix={`snapshot-${account.account_id}`}
          evidenceRequired={evidenceRequired}
          onDone={(message) => {
            setAddingNumbers(false);
            onDone(message);
          }}
          onCancel={() => setAddingNumbers(false)}
        />
      )}
      {snapshots.length > 0 && (
        <>
          <CreatorMetricsChart snapshots={snapshots} label={t('creators.accounts.chart', { name })} />
          <details className="account-card__history">
            <summary>{t('creators.accounts.history')}</summary>
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">{t('creators.accounts.date')}</th>
                  <th scope="col">{t('creators.accounts.followers')}</th>
                  <th scope="col">{t('creators.accounts.engagement')}</th>
                  <th scope="col">{t('creators.accounts.source')}</th>
                  <th scope="col">{t('creators.accounts.evidence')}</th>
                </tr>
              </thead>
              <tbody>
                {[...snapshots].reverse().map((snapshot) => (
                  <tr key={snapshot.snapshot_id}>
                    <td>
                      <DateTime value={snapshot.captured_at} />
                    </td>
                    <td>{number.format(snapshot.followers)}</td>
                    <td>{snapshot.engagement_rate === null ? '—' : percent.format(snapshot.engagement_rate)}</td>
                    <td>{t(`creators.sources.${snapshot.source}`)}</td>
                    <td>
                      {snapshot.evidence_url ? (
                        <a href={snapshot.evidence_url} target="_blank" rel="noreferrer noopener">
                          {t('creators.accounts.evidenceLink')}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </li>
  );
}

function AccountForm({ creatorId, onDone, onCancel }: { creatorId: number; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const messages = useCreatorMessages();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ platform: AccountBody['platform']; handle: string; url: string; is_primary: boolean }, unknown, AccountBody>({
    resolver: zodResolver(accountFieldsSchema(messages)),
    defaultValues: { platform: 'instagram', handle: '', url: '', is_primary: false },
  });
  const mutation = useMutation({
    mutationFn: async (body: AccountBody) => {
      const response = await api.creators.addAccount.mutate({ params: { id: creatorId }, body });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async (body) => {
      await storeSavedCreator(queryClient, body);
      onDone(t('creators.accounts.added'));
    },
    onError: (error) => {
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      for (const { field, message } of problems.fields) setError(field as 'handle', { message });
      if (problems.general) setError('handle', { message: problems.general });
    },
  });
  return (
    <form className="contact-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((body) => mutation.mutate(body)))}>
      <div className="contact-form__grid">
        <div className="field">
          <label className="field__label" htmlFor="new-account-platform">
            {t('creators.accounts.platform')}
          </label>
          <select id="new-account-platform" className="field__input" {...register('platform')}>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`creators.platforms.${platform}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField id="new-account-handle" label={t('creators.accounts.handle')} autoComplete="off" error={errors.handle?.message} {...register('handle')} />
        <TextField id="new-account-url" label={t('creators.accounts.url')} type="url" autoComplete="off" error={errors.url?.message} {...register('url')} />
        <label className="check">
          <input type="checkbox" {...register('is_primary')} />
          <span>{t('creators.accounts.is_primary')}</span>
        </label>
      </div>
      <div className="contact-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('creators.accounts.cancel')}
        </button>
        <SubmitButton busy={mutation.isPending} busyLabel={t('creators.accounts.saving')}>
          {t('creators.accounts.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
