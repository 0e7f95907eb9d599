import { rm } from 'node:fs/promises';
import { snapshotPathForRun } from './snapshot-path';

/** Removes the PGlite snapshot that the global setup wrote for the run. */
export default async function globalTeardown(): Promise<void> {
  await rm(snapshotPathForRun(), { force: true });
}
