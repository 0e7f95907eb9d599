import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CREATED_ACCOUNT_PASSWORD, SUPER_ADMIN } from './accounts';
import { TEST_RESULTS_DIR } from './test-results';

/** Secrets made up while the suite runs, one a line; workers are separate processes, so they meet in a file. */
const RECORDED_SECRETS_FILE = path.join(TEST_RESULTS_DIR, 'e2e-secrets.txt');

/**
 * The passwords the suite signs in with, types or sends (the literals of the specs), besides the
 * accounts' own. Those that client-side validation stops never reach a server and are not listed.
 */
const PASSWORDS_IN_SPECS = ['Valid1234', 'WrongPassword1', 'whatever', 'NotMine000', 'Wrong0000', 'Welcome123', 'Secret1', 'secret123'];

export const SUITE_PASSWORDS: readonly string[] = [SUPER_ADMIN.password, CREATED_ACCOUNT_PASSWORD, ...PASSWORDS_IN_SPECS];

/** Called by global setup: a run checks only its own secrets. */
export function forgetRecordedSecrets(): void {
  rmSync(RECORDED_SECRETS_FILE, { force: true });
}

export function recordSecret(secret: string): void {
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });
  appendFileSync(RECORDED_SECRETS_FILE, `${secret}\n`);
}

/** Records the token of an accept link (`…/invite/<token>`), and answers the link. */
export function recordInvitationLink(link: string): string {
  const token = /^\/invite\/([^/]+)$/.exec(new URL(link).pathname)?.[1];
  if (!token) throw new Error(`Not an invitation link: ${link}`);
  recordSecret(token);
  return link;
}

export async function recordedSecrets(): Promise<string[]> {
  const text = await readFile(RECORDED_SECRETS_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').filter(Boolean);
}
