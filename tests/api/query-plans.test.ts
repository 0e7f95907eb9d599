import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { activityLogRepository } from '../../server/modules/activity-log/activity-log-repository';
import { usersRepository } from '../../server/modules/users/users-repository';
import { createTestApp, databaseKind, type TestApp } from '../support/test-app';

/**
 * The plans PostgreSQL chooses for the list screens' queries, on enough rows for the planner to
 * prefer an index when one can serve. PGlite has the same planner but these checks are about the
 * production database.
 */
/** Eight characters of md5('1234'), upper-cased: the filters ignore case. */
const SOME_USERNAME_PART = '81DC9BDB';

const onPostgres = databaseKind() === 'postgres' ? describe : describe.skip;

onPostgres('query plans on PostgreSQL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.runtime.database.db;
    await db.execute(sql`
      insert into users (username, email, password_hash, role)
      select 'u' || md5(n::text), 'u' || md5(n::text) || '@example.com', 'x', 'editor' from generate_series(1, 20000) as n`);
    await db.execute(sql`
      insert into audit_log (user_id, username, role, action, status_code, created_at)
      select null, 'u' || md5((n % 20000)::text), 'editor', 'user_login', 200, now() - make_interval(secs => n)
      from generate_series(1, 60000) as n`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze audit_log`);
  });
  afterAll(() => testApp.close());

  /** The plan of the queries a repository call runs, captured by running them under EXPLAIN. */
  async function planOf(run: () => Promise<unknown>): Promise<string> {
    const plans: string[] = [];
    const session = (testApp.runtime.database.db as unknown as { session: { client: { query: (text: unknown, params?: unknown) => Promise<unknown> } } }).session;
    const client = session.client;
    const query = client.query.bind(client);
    client.query = async (text: unknown, params?: unknown) => {
      const statement = typeof text === 'string' ? text : (text as { text: string }).text;
      if (/^select/i.test(statement)) {
        const explained = (await query({ text: `explain ${statement}`, values: params } as never)) as { rows: { 'QUERY PLAN': string }[] };
        plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return query(text, params);
    };
    try {
      await run();
    } finally {
      client.query = query;
    }
    return plans.join('\n---\n');
  }

  test('the user list filtered by username uses the trigram index on lower(username)', async () => {
    const plan = await planOf(() => usersRepository.list(testApp.runtime.database.db, { username: SOME_USERNAME_PART }, { offset: 0, limit: 5 }));
    expect(plan).toContain('users_username_trgm_idx');
  });

  test('the log filtered by username uses the trigram index on lower(username)', async () => {
    const plan = await planOf(() => activityLogRepository.list(testApp.runtime.database.db, { username: SOME_USERNAME_PART }, { offset: 0, limit: 50 }));
    expect(plan).toContain('audit_log_username_trgm_idx');
  });

  test('the log’s first page reads the newest-first index instead of sorting the table', async () => {
    const plan = await planOf(() => activityLogRepository.list(testApp.runtime.database.db, {}, { offset: 0, limit: 50 }));
    expect(plan).toContain('audit_log_created_at_idx');
    expect(plan.split('---')[0]).not.toMatch(/\bSort\b/);
  });

  test('the export’s batches read the newest-first index with the keyset as its condition, and never sort', async () => {
    const db = testApp.runtime.database.db;
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const middle = await pool.query<{ created_at: string; id: string }>('select created_at::text, id from audit_log order by created_at desc, id desc offset 30000 limit 1');
    const cursor = { createdAt: middle.rows[0]!.created_at, id: Number(middle.rows[0]!.id) };
    for (const after of [null, cursor]) {
      const { sql: text, params } = activityLogRepository.exportBatch(db, {}, after, 5000).toSQL();
      const plan = (await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('audit_log_created_at_idx');
      expect(plan).not.toMatch(/\bSort\b/);
      if (after) expect(plan).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    }
  });
});
