import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { createJobQueue, jobKind, JOBS_SCHEMA, type JobQueue } from '../../server/jobs';
import { createLogger } from '../../server/logger';
import { freshPostgresDatabase } from '../support/postgres-databases';
import { databaseKind } from '../support/test-app';

declare const TEST_DATABASE: { name: 'pglite' | 'postgres'; url: string };

/** Processes that start together on one PostgreSQL share job tables that have no queues yet. */
const onPostgres = databaseKind() === 'postgres' ? describe : describe.skip;

const PROCESSES = 6;
const kinds = ['first-kind', 'second-kind', 'third-kind'].map((name) => jobKind(name, z.object({})));
const settings = { pollSeconds: 1, retryLimit: 2, retryDelaySeconds: 1, leaseSeconds: 30, maintenanceSeconds: 60, poolSize: 2 };

async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

onPostgres('job queue start-up', () => {
  test('processes released at the same instant all start without a deadlock, and every queue is created once', async () => {
    const fresh = await freshPostgresDatabase(TEST_DATABASE.url);
    const blocker = new pg.Client({ connectionString: fresh.url });
    const observer = new pg.Client({ connectionString: fresh.url });
    await Promise.all([blocker.connect(), observer.connect()]);
    const handles: DatabaseHandle[] = [];
    const queues: JobQueue[] = [];
    let closed = false;
    const closeAll = async () => {
      if (closed) return;
      closed = true;
      await blocker.end();
      await Promise.all(queues.map((queue) => queue.stop(1000)));
      await Promise.all(handles.map((handle) => handle.close()));
    };
    try {
      await blocker.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
      for (let i = 0; i < PROCESSES; i += 1) {
        const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory', poolSize: 2 });
        handles.push(database);
        const queue = createJobQueue({ database, settings, logger: createLogger('silent') });
        for (const kind of kinds) queue.handle(kind, async () => undefined);
        queues.push(queue);
      }
      await handles[0]!.migrate();

      // Every process that gets as far as creating a queue waits behind this lock; then all go at once.
      await blocker.query(`begin; lock table ${JOBS_SCHEMA}.queue in exclusive mode`);
      const started = Promise.allSettled(queues.map((queue) => queue.start()));
      await until('every process to wait for a lock', async () => {
        // Asked outside the blocker's transaction, which would keep seeing its first snapshot of the activity view.
        const { rows } = await observer.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.waiting >= PROCESSES;
      });
      await blocker.query('commit');

      const results = await started;
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const { rows } = (await handles[0]!.db.execute(sql`select name from pgboss.queue where left(name, 2) <> '__' order by name`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((row) => row.name)).toEqual(kinds.map((kind) => kind.name).sort());

      // The library swallows a deadlock in its own start-up, so the server's count is the witness.
      // A session reports its counts when it ends: end them all first.
      await closeAll();
      await until('every other session to end', async () => {
        const { rows: sessions } = await observer.query<{ count: number }>(
          'select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return sessions[0]!.count === 0;
      });
      const { rows: stats } = await observer.query<{ deadlocks: string }>('select deadlocks from pg_stat_database where datname = current_database()');
      expect(Number(stats[0]!.deadlocks)).toBe(0);
    } finally {
      await closeAll();
      await observer.end();
      await fresh.drop();
    }
  });
});
