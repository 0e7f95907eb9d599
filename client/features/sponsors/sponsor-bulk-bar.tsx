import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_STATUSES, type PersonRef, type SponsorBulkAction, type SponsorBulkActionType, type SponsorBulkBody } from '../../../contract';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useAppServices } from '../../lib/app-services';
import { serverProblems } from './sponsor-errors';
import { SPONSORS_QUERY_KEY } from './sponsor-queries';

/** What the reader selected: some rows of the page, or every sponsor the list's filter matches. */
export type SponsorSelection = { kind: 'rows'; ids: readonly number[] } | { kind: 'all'; filter: SponsorBulkFilter; total: number };
type SponsorBulkFilter = Extract<SponsorBulkBody['target'], { filter: unknown }>['filter'];

interface SponsorBulkBarProps {
  selection: SponsorSelection;
  /** Shown when the whole page is selected and the list has more: selects every matching sponsor. */
  onSelectAll?: () => void;
  matchingTotal: number;
  owners: readonly PersonRef[];
  mayArchive: boolean;
  onClear: () => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** The actions on the selected sponsors: change the owner, add or remove a tag, change the status, archive. */
export function SponsorBulkBar({ selection, onSelectAll, matchingTotal, owners, mayArchive, onClear, onDone, onProblem }: SponsorBulkBarProps) {
  const { t } = useTranslation('admin');
  const { api, queryClient } = useAppServices();
  const [type, setType] = useState<SponsorBulkActionType>('set_owner');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const count = selection.kind === 'rows' ? selection.ids.length : selection.total;
  const types = (['set_owner', 'add_tag', 'remove_tag', 'set_status', 'archive'] as const).filter((option) => option !== 'archive' || mayArchive);

  const action = ((): SponsorBulkAction | null => {
    switch (type) {
      case 'set_owner':
        return { type, owner_id: value === '' ? null : Number(value) };
      case 'add_tag':
      case 'remove_tag':
        return value.trim() === '' ? null : { type, tag: value.trim() };
      case 'set_status':
        return (SPONSOR_STATUSES as readonly string[]).includes(value) ? { type, status: value as (typeof SPONSOR_STATUSES)[number] } : null;
      case 'archive':
        return { type };
    }
  })();

  const mutation = useMutation({
    mutationFn: async (body: SponsorBulkBody) => {
      const response = await api.sponsors.bulk.mutate({ body });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: SPONSORS_QUERY_KEY });
      onClear();
      onDone(t('sponsors.bulk.done', { changed: result.changed, matched: result.matched }));
    },
    onError: (error) => {
      const problems = serverProblems(t, error, t('sponsors.record.failed'));
      onProblem(problems.general ?? problems.fields[0]?.message ?? t('sponsors.record.failed'));
    },
  });

  const apply = () => {
    if (!action) return;
    const target = selection.kind === 'rows' ? { ids: [...selection.ids] } : { filter: selection.filter };
    mutation.mutate({ target, action });
  };

  return (
    <div className="bulk-bar" role="region" aria-label={t('sponsors.bulk.label')}>
      <p className="bulk-bar__count" aria-live="polite">
        {t('sponsors.bulk.selected', { count })}
        {onSelectAll && (
          <button type="button" className="bulk-bar__link" onClick={onSelectAll}>
            {t('sponsors.bulk.selectAll', { count: matchingTotal })}
          </button>
        )}
      </p>
      <div className="bulk-bar__controls">
        <select
          className="field__input"
          aria-label={t('sponsors.bulk.action')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as SponsorBulkActionType);
            setValue('');
          }}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {t(`sponsors.bulk.actions.${option}`)}
            </option>
          ))}
        </select>
        {type === 'set_owner' && (
          <select className="field__input" aria-label={t('sponsors.fields.owner_id')} value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="">{t('sponsors.noOwner')}</option>
            {owners.map((owner) => (
              <option key={owner.user_id} value={String(owner.user_id)}>
                {owner.username}
              </option>
            ))}
          </select>
        )}
        {(type === 'add_tag' || type === 'remove_tag') && (
          <input className="field__input" aria-label={t('sponsors.list.tag')} maxLength={40} value={value} onChange={(event) => setValue(event.target.value)} />
        )}
        {type === 'set_status' && (
          <select className="field__input" aria-label={t('sponsors.fields.status')} value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="" disabled>
              {t('sponsors.bulk.chooseStatus')}
            </option>
            {SPONSOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`sponsors.statuses.${status}`)}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="button button--primary" disabled={!action || mutation.isPending} aria-busy={mutation.isPending} onClick={() => setConfirming(true)}>
          {t('sponsors.bulk.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('sponsors.bulk.clear')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('sponsors.bulk.confirmTitle', { count })}
          message={t(`sponsors.bulk.actions.${type}`)}
          confirmLabel={t('sponsors.bulk.apply')}
          cancelLabel={t('sponsors.unsaved.stay')}
          onConfirm={() => {
            setConfirming(false);
            apply();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
