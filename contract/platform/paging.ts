import { z } from 'zod';
import { plainText, wholeNumberField } from './fields';

export const PAGE_SIZE_MAX = 100;

export const pageField = wholeNumberField('page', { min: 1, max: 1_000_000, maxMessage: 'page is too large' });

export function pageSizeField(defaultSize: number) {
  return wholeNumberField('page_size', { min: 1, max: PAGE_SIZE_MAX, maxMessage: `page_size must be at most ${PAGE_SIZE_MAX}` }).default(defaultSize);
}

/** A free-text list filter. */
export const filterText = plainText().trim().max(100, 'filter is too long').optional();

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A list's sort: `sort` names one of the list's whitelisted columns and `dir` its direction; the
 * server always adds the row id as the last key, so equal values keep one stable order.
 */
export function sortFields<const Column extends string>(columns: readonly [Column, ...Column[]], defaults: { sort: Column; dir: SortDirection }) {
  return {
    sort: z.enum(columns, { errorMap: () => ({ message: `sort must be one of: ${columns.join(', ')}` }) }).default(defaults.sort),
    dir: z.enum(SORT_DIRECTIONS, { errorMap: () => ({ message: 'dir must be asc or desc' }) }).default(defaults.dir),
  };
}
