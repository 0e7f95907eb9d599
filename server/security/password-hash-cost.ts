/** What one password hash costs: memory in KiB and passes over it (argon2id, one lane). */
export interface PasswordHashCost {
  memoryKib: number;
  timeCost: number;
}

/**
 * The OWASP recommendation for argon2id (m=19 MiB, t=2, p=1): production's cost. Tests set a lower
 * one (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST) so that each sign-in does not pay it.
 * A hash carries its own parameters, so hashes made at any cost keep verifying after a change.
 */
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, timeCost: 2 };

/** The bounds the configuration accepts: argon2's own floor (8 KiB per lane, one pass) up to 1 GiB and 10 passes. */
export const PASSWORD_HASH_LIMITS = { memoryKib: { min: 8, max: 1_048_576 }, timeCost: { min: 1, max: 10 } } as const;
