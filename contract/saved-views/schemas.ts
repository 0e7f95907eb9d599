import { z } from 'zod';
import { plainText } from '../platform/fields';
import { personRefSchema, versionField } from '../platform/records';
import { SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEW_QUERY_MAX_LENGTH } from './constants';

export const savedViewListField = z.enum(SAVED_VIEW_LISTS, { errorMap: () => ({ message: `list must be one of: ${SAVED_VIEW_LISTS.join(', ')}` }) });

const nameField = plainText({ requiredError: 'Give the view a name.' })
  .trim()
  .min(1, 'Give the view a name.')
  .max(SAVED_VIEW_NAME_MAX_LENGTH, `A view's name has at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters.`);

/** The list's address query without its `?` and its page: what the view shows, not where the reader was. */
const queryField = plainText()
  .max(SAVED_VIEW_QUERY_MAX_LENGTH, 'The view is too long to save.')
  .transform((text) => {
    const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
    params.delete('page');
    return params.toString();
  });

export const savedViewSchema = z.object({
  view_id: z.number().int(),
  list: savedViewListField,
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  owner: personRefSchema.nullable(),
  /** The reader's own view (which they may rename, share or delete). */
  mine: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.object({ list: savedViewListField });
export const savedViewsSchema = z.object({ views: z.array(savedViewSchema) });

export const createSavedViewSchema = z.object({ list: savedViewListField, name: nameField, query: queryField, shared: z.boolean().default(false) });
export const updateSavedViewSchema = z.object({ name: nameField.optional(), query: queryField.optional(), shared: z.boolean().optional(), version: versionField() });
export type CreateSavedViewBody = z.input<typeof createSavedViewSchema>;
