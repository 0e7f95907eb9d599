import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FilterSchemas, ListView, ListViewDefinition } from './list-view';

/**
 * How a new view enters the history: `push` (a select, a page, a sort: Back shows the view
 * before), `replace` (a correction the reader did not ask for), or the name of the text filter
 * being typed in: the first pause pushes, the next ones replace that entry.
 */
export type ShowHow = 'push' | 'replace' | { typing: string };

export interface ListViewControls<View extends ListView> {
  view: View;
  show: (next: View, how?: ShowHow) => void;
}

function typingIn(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'typingIn' in state ? state.typingIn : undefined;
}

/**
 * A list's view, read from the address and written to it (decision 0018): shareable, kept on
 * reload, restored by Back, and rendered by the server. The address changes at once (flushSync,
 * outside a transition): a change of view runs no route loader (see revalidateOnPathChange), only
 * the list's query.
 */
export function useListView<Filters extends FilterSchemas, Sort extends string>(
  definition: ListViewDefinition<Filters, Sort>,
): ListViewControls<ListView<Filters, Sort>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const view = useMemo(() => definition.parse(searchParams), [definition, searchParams]);

  const show = (next: ListView<Filters, Sort>, how: ShowHow = 'push') => {
    const typing = typeof how === 'object' ? how.typing : undefined;
    setSearchParams((current) => definition.serialise(next, current), {
      replace: how === 'replace' || (typing !== undefined && typingIn(location.state) === typing),
      state: typing === undefined ? null : { typingIn: typing },
      preventScrollReset: true,
      flushSync: true,
    });
  };
  return { view, show };
}

/**
 * A text filter's field: it shows what is typed at once, and hands it to `commit` once the typing
 * has paused for `delayMs` (the address, hence the request, follows then). When the address
 * changes otherwise (Back, Clear filters, a link), the field shows the address's value.
 * `normalise` says what a text becomes in the address (trimmed), so a pending text is told apart.
 */
export function useTypedFilter(inAddress: string, normalise: (text: string) => string, commit: (text: string) => void, delayMs: number) {
  const [field, setField] = useState({ text: inAddress, seen: inAddress });
  if (field.seen !== inAddress) setField({ text: normalise(field.text) === inAddress ? field.text : inAddress, seen: inAddress });
  const pending = normalise(field.text) !== inAddress;
  const commitLatest = useEffectEvent(commit);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => commitLatest(field.text), delayMs);
    return () => clearTimeout(timer);
  }, [pending, field.text, delayMs]);

  return { value: field.text, onChange: (text: string) => setField((current) => ({ ...current, text })) };
}

/**
 * When the list has fewer pages than the address's page (its last entries gone, an old link), its
 * last page is shown instead: page 1 for an empty list.
 */
export function useKeepPageWithin<View extends ListView>({ view, show }: ListViewControls<View>, pages: number | undefined) {
  const showLastPage = useEffectEvent((last: number) => show({ ...view, page: last }, 'replace'));
  useEffect(() => {
    if (pages === undefined) return;
    const last = Math.max(1, pages);
    if (view.page > last) showLastPage(last);
  }, [pages, view.page]);
}
