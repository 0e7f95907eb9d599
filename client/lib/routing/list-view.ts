import type { z } from 'zod';
import type { SortDirection } from '../../../contract';

/** A schema of the contract that reads one value of the address (a string, or nothing). */
type ParamSchema<Value> = z.ZodType<Value, z.ZodTypeDef, unknown>;
export type FilterSchemas = Record<string, ParamSchema<string | undefined>>;

export type ListFilters<Filters extends FilterSchemas> = { [Key in keyof Filters]: z.output<Filters[Key]> };

/** What a list shows: its filters, its order, its page and the columns the reader hid. */
export interface ListView<Filters extends FilterSchemas = FilterSchemas, Sort extends string = string> {
  filters: ListFilters<Filters>;
  sort: Sort;
  dir: SortDirection;
  page: number;
  hidden: readonly string[];
}

export interface ListViewOptions<Filters extends FilterSchemas, Sort extends string> {
  /** Each filter by its name in the address, read by the contract's schema of the query field it fills. */
  filters: Filters;
  /** The contract's sort fields: they know the sortable columns and the list's default order. */
  sort: ParamSchema<Sort>;
  dir: ParamSchema<SortDirection>;
  page: ParamSchema<number>;
  /** The last page the list may show (the log shows 20 at most). */
  maxPage?: number;
  /** Makes a view that parses field by field but not as a whole (a date range ending before it starts) whole. */
  consistent?: (filters: ListFilters<Filters>) => ListFilters<Filters>;
  /** The columns the reader may hide, by id, in the order they are shown. */
  hideableColumns?: readonly string[];
}

export const SORT_PARAM = 'sort';
export const DIR_PARAM = 'dir';
export const PAGE_PARAM = 'page';
export const HIDDEN_PARAM = 'hide';

function valueOr<Value>(schema: ParamSchema<Value>, input: unknown, fallback: Value): Value {
  const result = schema.safeParse(input);
  return result.success ? result.data : fallback;
}

/**
 * A list's view as it lives in the address (`?role_filter=admin&sort=email&dir=desc&page=3`):
 * read with the contract's own schemas, so what the address holds is what the API accepts; a value
 * that does not parse (a hand-edited address, an old link) is its default, never an error. Only
 * what differs from the defaults is written, and the address's other parameters are kept.
 */
export function defineListView<Filters extends FilterSchemas, Sort extends string>(options: ListViewOptions<Filters, Sort>) {
  type View = ListView<Filters, Sort>;
  const filterKeys = Object.keys(options.filters) as (keyof Filters & string)[];
  const noFilters = Object.fromEntries(filterKeys.map((key) => [key, undefined])) as ListFilters<Filters>;
  const defaults: View = { filters: noFilters, sort: options.sort.parse(undefined), dir: options.dir.parse(undefined), page: 1, hidden: [] };
  const consistent = options.consistent ?? ((filters) => filters);
  const hideable = options.hideableColumns ?? [];

  /** Known hideable columns only, each once, in the list's order. */
  function hiddenOf(ids: readonly string[]): string[] {
    return hideable.filter((id) => ids.includes(id));
  }

  function parseFilters(params: URLSearchParams): ListFilters<Filters> {
    const entries = filterKeys.map((key) => {
      const value = valueOr(options.filters[key]!, params.get(key) ?? undefined, undefined);
      return [key, value === '' ? undefined : value];
    });
    return consistent(Object.fromEntries(entries) as ListFilters<Filters>);
  }

  function parse(params: URLSearchParams): View {
    const page = valueOr(options.page, params.get(PAGE_PARAM) ?? undefined, defaults.page);
    return {
      filters: parseFilters(params),
      sort: valueOr(options.sort, params.get(SORT_PARAM) ?? undefined, defaults.sort),
      dir: valueOr(options.dir, params.get(DIR_PARAM) ?? undefined, defaults.dir),
      page: page > (options.maxPage ?? Infinity) ? defaults.page : page,
      hidden: hiddenOf((params.get(HIDDEN_PARAM) ?? '').split(',')),
    };
  }

  /** `base` (the current address's parameters) with the list's own ones replaced by `view`'s. */
  function serialise(view: View, base = new URLSearchParams()): URLSearchParams {
    const params = new URLSearchParams(base);
    for (const key of [...filterKeys, SORT_PARAM, DIR_PARAM, PAGE_PARAM, HIDDEN_PARAM]) params.delete(key);
    for (const key of filterKeys) {
      const value = view.filters[key];
      if (value) params.set(key, value);
    }
    if (view.sort !== defaults.sort || view.dir !== defaults.dir) {
      params.set(SORT_PARAM, view.sort);
      params.set(DIR_PARAM, view.dir);
    }
    if (view.page !== defaults.page) params.set(PAGE_PARAM, String(view.page));
    const hidden = hiddenOf(view.hidden);
    if (hidden.length > 0) params.set(HIDDEN_PARAM, hidden.join(','));
    return params;
  }

  /** Another filter means page 1 again (spec section 9). */
  function withFilters(view: View, changes: Partial<ListFilters<Filters>>): View {
    return { ...view, filters: consistent({ ...view.filters, ...changes }), page: 1 };
  }

  /** The first click on a column sorts by it ascending; the next ones turn its direction. A new order starts on page 1. */
  function withSort(view: View, sort: Sort): View {
    const dir: SortDirection = view.sort !== sort || view.dir === 'desc' ? 'asc' : 'desc';
    return { ...view, sort, dir, page: 1 };
  }

  /** Showing or hiding a column keeps the page. */
  function withHidden(view: View, hidden: readonly string[]): View {
    return { ...view, hidden: hiddenOf(hidden) };
  }

  function hasFilters(view: View): boolean {
    return filterKeys.some((key) => view.filters[key] !== undefined);
  }

  /** What a filter's text becomes once in the address (trimmed, say), to tell typing from a change of the view. */
  function filterValue(key: keyof Filters & string, text: string): string {
    return valueOr(options.filters[key]!, text, undefined) ?? '';
  }

  return { defaults, noFilters, hideable, parse, serialise, withFilters, withSort, withHidden, hasFilters, filterValue };
}

export type ListViewDefinition<Filters extends FilterSchemas = FilterSchemas, Sort extends string = string> = ReturnType<typeof defineListView<Filters, Sort>>;
