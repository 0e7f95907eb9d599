import type { SortDirection } from '../../../contract';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from '../icons/icons';

interface SortableHeaderProps<Column extends string> {
  column: Column;
  label: string;
  /** The list's current order. */
  sort: { sort: string; dir: SortDirection };
  onSort: (column: Column) => void;
}

/** The icon of a column's order: not the list's order, ascending or descending. */
export function SortOrderIcon({ column, sort, className }: { column: string; sort: { sort: string; dir: SortDirection }; className: string }) {
  if (sort.sort !== column) return <SortIcon className={className} />;
  return sort.dir === 'asc' ? <ChevronUpIcon className={className} /> : <ChevronDownIcon className={className} />;
}

/** A column header that orders the list by its column: a button, with the order said by aria-sort. */
export function SortableHeader<Column extends string>({ column, label, sort, onSort }: SortableHeaderProps<Column>) {
  const active = sort.sort === column;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={active ? 'sortable-header sortable-header--active' : 'sortable-header'} onClick={() => onSort(column)}>
        {label}
        <SortOrderIcon column={column} sort={sort} className="sortable-header__icon" />
      </button>
    </th>
  );
}
