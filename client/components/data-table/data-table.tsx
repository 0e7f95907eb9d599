import {
  columnVisibilityFeature,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { SortDirection } from '../../../contract';
import { SortableHeader } from '../sortable-header/sortable-header';
import { SortBar } from './sort-bar';

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature, rowSelectionFeature });

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  /** The header is read by screen readers only (a column of buttons). */
  labelHidden?: boolean;
  /** The server orders the list by this column (its id is the contract's sort field). */
  sortable?: boolean;
  /** The cell names its row: a row header. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableSelection<Row> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The accessible name of a row's checkbox ("Select mario"). */
  rowLabel: (row: Row) => string;
  /** The accessible name of the header's checkbox (every row of this page). */
  pageLabel: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** The server's order of the list; a sortable header asks for another. */
  sort: { sort: string; dir: SortDirection };
  onSort: (column: string) => void;
  /** Ids of the columns the reader hid (see ColumnChooser). */
  hidden: readonly string[];
  /** Rows the reader may select, for actions on several at once. */
  selection?: DataTableSelection<Row>;
  /** Shown instead of the table when there are no rows (the list's own words). */
  empty: ReactNode;
  busy: boolean;
  className: string;
  frameClassName: string;
  caption?: string;
  labelledBy?: string;
  describedBy?: string;
}

/**
 * A page of a server-side list (paging, order and filters are the server's; they live in the
 * address): TanStack Table keeps the visible columns, the order shown in the headers and the
 * selection. A table on wide screens, one card per row on narrow ones, where each cell names its
 * column (data-label) and a sort bar stands in for the headers.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, rowId, sort, hidden, selection } = props;
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.label, enableSorting: column.sortable === true, enableHiding: true })),
    [columns],
  );
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries((selection?.selected ?? []).map((id) => [id, true] as const)), [selection?.selected]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableRowSelection: selection !== undefined,
    state: {
      sorting: [{ id: sort.sort, desc: sort.dir === 'desc' }],
      columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
      rowSelection,
    },
    onRowSelectionChange: (updater) => selection?.onChange(Object.keys(functionalUpdate(updater, rowSelection))),
  });

  if (rows.length === 0) return props.empty;

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sortable = headers.flatMap((header) => {
    const column = byId.get(header.column.id);
    return column?.sortable ? [column] : [];
  });
  return (
    <div className={props.frameClassName}>
      {sortable.length > 0 && <SortBar columns={sortable} sort={sort} onSort={props.onSort} />}
      <table className={props.className} aria-busy={props.busy} aria-labelledby={props.labelledBy} aria-describedby={props.describedBy}>
        {props.caption && <caption className="visually-hidden">{props.caption}</caption>}
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="data-table__select">
                <input
                  type="checkbox"
                  aria-label={selection.pageLabel}
                  checked={table.getIsAllPageRowsSelected()}
                  ref={(box) => {
                    if (box) box.indeterminate = table.getIsSomePageRowsSelected();
                  }}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              </th>
            )}
            {headers.map((header) => {
              const column = byId.get(header.column.id);
              if (!column) return null;
              if (column.sortable) return <SortableHeader key={column.id} column={column.id} label={column.label} sort={sort} onSort={props.onSort} />;
              return (
                <th key={column.id} scope="col">
                  {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={props.rowClassName?.(row.original)}>
              {selection && (
                <td className="data-table__select">
                  <input type="checkbox" aria-label={selection.rowLabel(row.original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                </td>
              )}
              {row.getVisibleCells().map((cell) => {
                const column = byId.get(cell.column.id);
                if (!column) return null;
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell key={cell.id} scope={column.rowHeader ? 'row' : undefined} className={column.className} data-label={column.labelHidden ? undefined : column.label}>
                    {column.cell(row.original)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
