import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP recommendation for argon2id: m=19 MiB, t=2, p=1.
// Algorithm is an ambient const enum (unusable with isolated modules): 2 is Argon2id.
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so that an unknown user costs as much as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-user-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
