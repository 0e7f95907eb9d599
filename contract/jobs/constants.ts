/** The longest error text shown for a job; longer ones are cut. */
export const JOB_ERROR_MAX_LENGTH = 500;
