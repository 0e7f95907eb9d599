import { z } from 'zod';

/** The one error shape of every API answer that is not a success. */
export const errorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** Per field: the message for people and, where code must tell cases apart, a stable code. */
  errors: z.array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** The refusals every signed-in route can answer with: validation, not signed in, forbidden. */
export const commonErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
} as const;

/**
 * 409 `edit_conflict`: someone saved the record after the editor read it. The answer carries the
 * record as it now is, so the editor can compare it with what they typed and apply it again.
 */
export function editConflictSchema<Current extends z.ZodTypeAny>(current: Current) {
  return errorSchema.extend({ current });
}
