import { tmpdir } from 'node:os';
import path from 'node:path';

export const PGLITE_SNAPSHOT_PATH = path.join(tmpdir(), `agency-backoffice-pglite-${process.ppid}-snapshot.tar`);
