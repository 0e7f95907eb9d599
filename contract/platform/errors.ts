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
