import { useTranslation } from '../../lib/i18n/use-translation';
import type { SortDirection } from '../../../contract';
import { SortOrderIcon } from '../sortable-header/sortable-header';

interface SortBarProps {
  /** The sortable columns shown, in their order on screen. */
  columns: readonly { id: string; label: string }[];
  sort: { sort: string; dir: SortDirection };
  onSort: (column: string) => void;
}

/**
 * The list's order where rows are cards and the headers are gone (narrow screens): a button per
 * sortable column, working as its header does. Each list's styles show it where its cards begin.
 */
export function SortBar({ columns, sort, onSort }: SortBarProps) {
  const { t } = useTranslation('common');
  return (
    <div className="data-table__sort" role="group" aria-label={t('dataTable.sortBy')}>
      <span className="data-table__sort-label" aria-hidden="true">
        {t('dataTable.sortBy')}
      </span>
      {columns.map((column) => {
        const active = sort.sort === column.id;
        return (
          <button
            key={column.id}
            type="button"
            className={active ? 'data-table__sort-button data-table__sort-button--active' : 'data-table__sort-button'}
            aria-pressed={active}
            onClick={() => onSort(column.id)}
          >
            {column.label}
            {active && <span className="visually-hidden">{t(sort.dir === 'asc' ? 'dataTable.ascending' : 'dataTable.descending')}</span>}
            <SortOrderIcon column={column.id} sort={sort} className="data-table__sort-icon" />
          </button>
        );
      })}
    </div>
  );
}
