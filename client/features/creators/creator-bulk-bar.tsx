import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CREATOR_STATUSES, type CreatorBulkAction, type CreatorBulkBody, type CreatorCategory, type CreatorStatus, type PersonRef } from '../../../contract';
import { BulkBar, type BulkAction } from '../../components/data-table/bulk-bar';
import type { ListSelection } from '../../components/data-table/use-list-selection';
import { useAppServices } from '../../lib/app-services';
import { creatorProblems } from './creator-errors';
import { CREATORS_QUERY_KEY } from './creator-queries';

/** What the reader selected: some rows of the page, or every creator the list's filter matches. */
export type CreatorSelection = ListSelection<CreatorBulkFilter>;
type CreatorBulkFilter = Extract<CreatorBulkBody['target'], { filter: unknown }>['filter'];

interface CreatorBulkBarProps {
  selection: CreatorSelection;
  onSelectAll?: (() => void) | undefined;
  matchingTotal: number;
  managers: readonly PersonRef[];
  categories: readonly CreatorCategory[];
  may: { status: boolean; archive: boolean };
  onClear: () => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** The actions on the selected creators: change the manager, add or remove a category, change the status, archive. */
export function CreatorBulkBar({ selection, onSelectAll, matchingTotal, managers, categories, may, onClear, onDone, onProblem }: CreatorBulkBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const category = { kind: 'select', label: t('creators.list.category'), options: categories.map((item) => [String(item.category_id), item.name] as const), required: true } as const;
  const actions: BulkAction[] = [
    { type: 'set_manager', label: t('creators.bulk.set_manager'), value: { kind: 'select', label: t('creators.list.manager'), options: managers.map((person) => [String(person.user_id), person.username] as const), emptyLabel: t('creators.noManager'), required: false } },
    { type: 'add_category', label: t('creators.bulk.add_category'), value: category },
    { type: 'remove_category', label: t('creators.bulk.remove_category'), value: category },
    ...(may.status ? [{ type: 'set_status', label: t('creators.bulk.set_status'), value: { kind: 'select', label: t('creators.list.status'), options: CREATOR_STATUSES.map((status) => [status, t(`creators.statuses.${status}`)] as const), required: true } } as const] : []),
    ...(may.archive ? [{ type: 'archive', label: t('creators.bulk.archive') }] : []),
  ];
  const mutation = useMutation({
    mutationFn: async (body: CreatorBulkBody) => {
      const response = await api.creators.bulk.mutate({ body });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_QUERY_KEY });
      onClear();
      onDone(t('common:bulk.done', result));
    },
    onError: (error) => {
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      onProblem(problems.general ?? problems.fields[0]?.message ?? t('creators.record.failed'));
    },
  });
  const actionOf = (type: string, value: string): CreatorBulkAction => {
    if (type === 'set_manager') return { type, manager_id: value === '' ? null : Number(value) };
    if (type === 'add_category' || type === 'remove_category') return { type, category_id: Number(value) };
    if (type === 'set_status') return { type, status: value as CreatorStatus };
    return { type: 'archive' };
  };
  return (
    <BulkBar
      count={selection.kind === 'rows' ? selection.ids.length : selection.total}
      onSelectAll={onSelectAll}
      matchingTotal={matchingTotal}
      actions={actions}
      busy={mutation.isPending}
      onApply={(type, value) => mutation.mutate({ target: selection.kind === 'rows' ? { ids: [...selection.ids] } : { filter: selection.filter }, action: actionOf(type, value) })}
      onClear={onClear}
    />
  );
}
