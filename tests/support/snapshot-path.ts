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

const TEMPLATE_VARIABLE = 'AGENCY_TEST_POSTGRES_TEMPLATE';

/** The migrated PostgreSQL database that the global setup of this jest run copies for each test app. */
export function postgresTemplateForRun(): string {
  process.env[TEMPLATE_VARIABLE] ??= `test_template_${process.pid}_${Date.now()}`;
  return process.env[TEMPLATE_VARIABLE];
}

/** The PostgreSQL template of this jest run, if its global setup made one. */
export const postgresTemplate = (): string | undefined => process.env[TEMPLATE_VARIABLE];
