import { z } from 'zod';
import { JOB_ERROR_MAX_LENGTH } from './constants';

export const jobKindFailuresSchema = z.object({
  /** The job kind, e.g. `invitation-mail`. */
  kind: z.string(),
  /** Jobs that failed for good (every retry used) in the last week. */
  failed: z.number().int().nonnegative(),
  /** Jobs that failed and wait for their next attempt. */
  retrying: z.number().int().nonnegative(),
  /** The message of the latest failure of this kind (failed or retrying), without any stack. */
  last_error: z.string().max(JOB_ERROR_MAX_LENGTH).nullable(),
  last_error_at: z.string().datetime().nullable(),
});

export const jobFailuresSchema = z.object({ kinds: z.array(jobKindFailuresSchema) });

export type JobKindFailures = z.infer<typeof jobKindFailuresSchema>;
export type JobFailures = z.infer<typeof jobFailuresSchema>;
