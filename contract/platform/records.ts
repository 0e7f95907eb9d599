import { z } from 'zod';
import { wholeNumberField } from './fields';

/** The parts every domain record shares (DOMAIN.md §1): its id in a path, its version, and the people it names. */

/** A record id in a path: a positive 32-bit integer in plain digits. */
export const recordIdSchema = wholeNumberField('id', { min: 1, max: 2_147_483_647, minMessage: 'id must be positive', maxMessage: 'Not found' });

/** The version of a record as its editor read it (optimistic concurrency): an update of another version gets 409 edit_conflict. */
export function versionField(message = 'The version of the record you edited is required.') {
  return z.number({ required_error: message, invalid_type_error: message }).int(message).min(1, message).max(2_147_483_647, message);
}

/** A user a record names (owner, manager, author). */
export const personRefSchema = z.object({ user_id: z.number().int(), username: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
