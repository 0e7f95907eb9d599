import { tmpdir } from 'node:os';
import path from 'node:path';

const VARIABLE = 'AGENCY_TEST_PGLITE_SNAPSHOT';

/** Where the global setup writes the migrated PGlite snapshot: one file per jest run, named in the environment its workers inherit. */
export function snapshotPathForRun(): string {
  process.env[VARIABLE] ??= path.join(tmpdir(), `agency-backoffice-pglite-${process.pid}-snapshot.tar`);
  return process.env[VARIABLE];
}

/** The snapshot the global setup of this jest run wrote. */
export function pgliteSnapshotPath(): string {
  const snapshot = process.env[VARIABLE];
  if (!snapshot) throw new Error(`${VARIABLE} is not set: the jest global setup (tests/support/global-setup.ts) did not run`);
  return snapshot;
}
