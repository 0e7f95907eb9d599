import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/database';
import { installJobTables } from '../../server/jobs';
import { snapshotPathForRun } from './snapshot-path';

/** Migrates one PGlite database (the job tables included) and dumps it: each test file starts from a copy (much faster than initdb and migrations). */
export default async function globalSetup(): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  await installJobTables(client);
  const dump = await client.dumpDataDir('none');
  await writeFile(snapshotPathForRun(), Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
