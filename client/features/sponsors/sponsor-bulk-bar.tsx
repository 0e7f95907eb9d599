import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SPONSOR_STATUSES, type PersonRef, type SponsorBulkAction, type SponsorBulkBody, type SponsorStatus } from '../../../contract';
import { BulkBar, type BulkAction } from '../../components/data-table/bulk-bar';
import type { ListSelection } from '../../components/data-table/use-list-selection';
import { useAppServices } from '../../lib/app-services';
import { serverProblems } from './sponsor-errors';
import { SPONSORS_QUERY_KEY } from './sponsor-queries';

/** What the reader selected: some rows of the page, or every sponsor the list's filter matches. */
export type SponsorSelection = ListSelection<SponsorBulkFilter>;
type SponsorBulkFilter = Extract<SponsorBulkBody['target'], { filter: unknown }>['filter'];

interface SponsorBulkBarProps {
  selection: SponsorSelection;
  onSelectAll?: (() => void) | undefined;
  matchingTotal: number;
  owners: readonly PersonRef[];
  mayArchive: boolean;
  onClear: () => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** The actions on the selected sponsors: change the owner, add or remove a tag, change the status, archive. */
export function SponsorBulkBar({ selection, onSelectAll, matchingTotal, owners, mayArchive, onClear, onDone, onProblem }: SponsorBulkBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const tag = { kind: 'text', label: t('sponsors.list.tag'), maxLength: 40 } as const;
  const actions: BulkAction[] = [
    { type: 'set_owner', label: t('sponsors.bulk.actions.set_owner'), value: { kind: 'select', label: t('sponsors.fields.owner_id'), options: owners.map((owner) => [String(owner.user_id), owner.username] as const), emptyLabel: t('sponsors.noOwner'), required: false } },
    { type: 'add_tag', label: t('sponsors.bulk.actions.add_tag'), value: tag },
    { type: 'remove_tag', label: t('sponsors.bulk.actions.remove_tag'), value: tag },
    { type: 'set_status', label: t('sponsors.bulk.actions.set_status'), value: { kind: 'select', label: t('sponsors.fields.status'), options: SPONSOR_STATUSES.map((status) => [status, t(`sponsors.statuses.${status}`)] as const), required: true } },
    ...(mayArchive ? [{ type: 'archive', label: t('sponsors.bulk.actions.archive') }] : []),
  ];
  const mutation = useMutation({
    mutationFn: async (body: SponsorBulkBody) => {
      const response = await api.sponsors.bulk.mutate({ body });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: SPONSORS_QUERY_KEY });
      onClear();
      onDone(t('common:bulk.done', result));
    },
    onError: (error) => {
      const problems = serverProblems(t, error, t('sponsors.record.failed'));
      onProblem(problems.general ?? problems.fields[0]?.message ?? t('sponsors.record.failed'));
    },
  });

  const actionOf = (type: string, value: string): SponsorBulkAction => {
    if (type === 'set_owner') return { type, owner_id: value === '' ? null : Number(value) };
    if (type === 'add_tag' || type === 'remove_tag') return { type, tag: value.trim() };
    if (type === 'set_status') return { type, status: value as SponsorStatus };
    return { type: 'archive' };
  };

  return (
    <BulkBar
      count={selection.kind === 'rows' ? selection.ids.length : selection.total}
      onSelectAll={onSelectAll}
      matchingTotal={matchingTotal}
      actions={actions}
      busy={mutation.isPending}
      onApply={(type, value) =>
        mutation.mutate({ target: selection.kind === 'rows' ? { ids: [...selection.ids] } : { filter: selection.filter }, action: actionOf(type, value) })
      }
      onClear={onClear}
    />
  );
}
