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
  // WAL segments of 1 MB instead of 16: each test app's copy is 19 MB instead of 28.
  const client = await PGlite.create({ extensions: { pg_trgm }, initDbStartParams: ['--wal-segsize=1'] });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  await installJobTables(client);
  // Tests never create a database: without the two template databases each test app unpacks a
  // third less (28 MB instead of 43) and opens about a quarter sooner.
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await writeFile(snapshotPathForRun(), Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
