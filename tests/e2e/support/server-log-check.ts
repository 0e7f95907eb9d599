import { readFile } from 'node:fs/promises';
import { recordedSecrets, SUITE_PASSWORDS } from './suite-secrets';
import { MAIN_SERVER_LOG } from './test-results';

const LINES_SHOWN = 5;

/**
 * Global teardown: after every test, the main server's log (access log included) must hold none of
 * the suite's passwords and none of the invitation tokens it obtained.
 */
export default async function checkServerLogForSecrets(): Promise<void> {
  const log = await readFile(MAIN_SERVER_LOG, 'utf8');
  const lines = log.split('\n');
  if (!lines.some((line) => line.includes('"msg":"request completed"'))) {
    throw new Error(`${MAIN_SERVER_LOG} has no access-log lines: the check would prove nothing`);
  }
  const secrets = [...SUITE_PASSWORDS, ...(await recordedSecrets())];
  const leaking = lines.filter((line) => secrets.some((secret) => line.includes(secret)));
  if (leaking.length > 0) {
    const shown = leaking.slice(0, LINES_SHOWN).join('\n');
    throw new Error(`${MAIN_SERVER_LOG}: ${leaking.length} line(s) hold a secret of the suite (password or invitation token), such as:\n${shown}`);
  }
}
