import { useState } from 'react';

/** What the reader selected in a list: some rows of the page, or every row its filter matches. */
export type ListSelection<Filter> = { kind: 'rows'; ids: readonly number[] } | { kind: 'all'; filter: Filter; total: number };

/**
 * A list's selection. It belongs to the filter it was made under: another filter starts with none.
 * Once the whole page is selected and more rows match, `selectAllMatching` widens it to all of them.
 */
export function useListSelection<Filter>(filter: Filter, pageIds: readonly number[], total: number | undefined) {
  const filterKey = JSON.stringify(filter);
  const [chosen, setChosen] = useState<{ filterKey: string; selection: ListSelection<Filter> } | null>(null);
  const selection = chosen?.filterKey === filterKey ? chosen.selection : null;
  const select = (next: ListSelection<Filter> | null) => setChosen(next ? { filterKey, selection: next } : null);
  const selectedIds = selection?.kind === 'all' ? pageIds : (selection?.ids ?? []);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const selectAllMatching =
    selection?.kind === 'rows' && wholePage && total !== undefined && total > pageIds.length ? () => select({ kind: 'all', filter, total }) : undefined;
  return {
    selection,
    clear: () => select(null),
    selectAllMatching,
    /** The table's side: the selected rows of the page, and a change of them. */
    rows: { selected: selectedIds.map(String), onChange: (ids: string[]) => select(ids.length > 0 ? { kind: 'rows', ids: ids.map(Number) } : null) },
  };
}
