import { hash, verify, type Options } from '@node-rs/argon2';
import { PRODUCTION_PASSWORD_HASH_COST, type PasswordHashCost } from './password-hash-cost';

// Algorithm is an ambient const enum (unusable with isolated modules): 2 is Argon2id.
const argon2Options = (cost: PasswordHashCost): Options => ({ algorithm: 2, memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 });

let options = argon2Options(PRODUCTION_PASSWORD_HASH_COST);
let dummyHash: Promise<string> | undefined;

/** Sets the cost of new hashes (at start-up, from the configuration). */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  options = argon2Options(cost);
  // The throwaway hash must cost what a real one costs.
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifies against a throwaway hash so that an unknown user costs as much as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-user-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
