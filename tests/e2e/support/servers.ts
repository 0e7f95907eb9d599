/**
 * The two production servers the suite runs against (started by playwright.config.ts):
 * the main one, and one with access tokens of a few seconds for the renewal tests.
 */
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 5;

/** Real argon2id hashes at a small cost: the suite signs in hundreds of times (production's cost is the default). */
export const E2E_PASSWORD_HASH_COST = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

function baseUrl(variable: string): string {
  const port = process.env[variable];
  if (!port) throw new Error(`${variable} is not set: run the suite through playwright.config.ts`);
  return `http://127.0.0.1:${port}`;
}

export const mainServerUrl = () => baseUrl('E2E_PORT');
export const shortTtlServerUrl = () => baseUrl('E2E_SHORT_TTL_PORT');
