import { plainText, wholeNumberField } from './fields';

export const PAGE_SIZE_MAX = 100;

export const pageField = wholeNumberField('page', { min: 1, max: 1_000_000, maxMessage: 'page is too large' });

export function pageSizeField(defaultSize: number) {
  return wholeNumberField('page_size', { min: 1, max: PAGE_SIZE_MAX, maxMessage: `page_size must be at most ${PAGE_SIZE_MAX}` }).default(defaultSize);
}

/** A free-text list filter. */
export const filterText = plainText().trim().max(100, 'filter is too long').optional();
