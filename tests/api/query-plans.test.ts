import { LOG_COUNT_CAP, USER_LIST_SORT_COLUMNS, type UserListSortColumn } from '../../contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { ListSort } from '../../server/db/lists';
import { activityLogRepository, type ActivityLogFilter } from '../../server/modules/activity-log/activity-log-repository';
import { usersRepository, type UserListFilter } from '../../server/modules/users/users-repository';
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
      select 'u' || md5(n::text), 'u' || md5(n::text) || '@example.com', 'x', (array['admin', 'editor', 'contributor', 'creator', 'creator'])[1 + n % 5]
      from generate_series(1, 20000) as n`);
    await db.execute(sql`update users set is_active = false where id % 9 = 0`);
    await db.execute(sql`
      insert into audit_log (user_id, username, role, action, status_code, created_at)
      select 1 + n % 20000, 'u' || md5((n % 20000)::text), (array['admin', 'editor', 'contributor', 'creator'])[1 + n % 4],
        (array['user_login', 'user_logout', 'settings_updated', 'login_failed', 'user_updated'])[1 + n % 5], 200, now() - make_interval(secs => n)
      from generate_series(1, 60000) as n`);
    // The visibility map, as autovacuum keeps it, lets the page queries read their indexes alone.
    for (const table of ['users', 'audit_log', 'audit_log_usernames', 'audit_log_username_suffixes', 'user_username_suffixes', 'user_counts']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  });
  afterAll(() => testApp.close());

  /**
   * A page's query may sort the page's own rows (its outer query, the plan's first node); every
   * other Sort would be over the matching rows of the table.
   */
  function expectNoSortOfTheTable(plan: string) {
    for (const statement of plan.split('\n---\n')) {
      expect(statement.split('\n').slice(1).filter((line) => /^\s*->\s+(Incremental )?Sort\b/.test(line))).toEqual([]);
    }
  }

  /** The plan of the queries a repository call runs, captured by running them under EXPLAIN. */
  async function planOf(run: () => Promise<unknown>): Promise<string> {
    const plans: string[] = [];
    const session = (testApp.runtime.database.db as unknown as { session: { client: { query: (text: unknown, params?: unknown) => Promise<unknown> } } }).session;
    const client = session.client;
    const query = client.query.bind(client);
    client.query = async (text: unknown, params?: unknown) => {
      const statement = typeof text === 'string' ? text : (text as { text: string }).text;
      if (/^\s*(select|with)\b/i.test(statement)) {
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

  const db = () => testApp.runtime.database.db;
  const usersPage = (filter: UserListFilter, sort: ListSort<UserListSortColumn>, offset = 0) =>
    planOf(() => usersRepository.list(db(), filter, sort, { offset, limit: 5 }));
  const logPage = (filter: ActivityLogFilter, dir: 'asc' | 'desc' = 'desc', offset = 0) =>
    planOf(() => activityLogRepository.list(db(), filter, { column: 'timestamp', dir }, { offset, limit: 50 }, LOG_COUNT_CAP));

  test.each([
    { sort: 'user_id', index: 'users_pkey' },
    { sort: 'username', index: 'users_username_order_idx' },
    { sort: 'email', index: 'users_email_order_idx' },
    { sort: 'role', index: 'users_role_rank_idx' },
  ] as const)('the user list sorted by $sort reads $index in both directions, and its deepest page too', async ({ sort, index }) => {
    for (const dir of ['asc', 'desc'] as const) {
      for (const offset of [0, 19_995]) {
        const plan = await usersPage({}, { column: sort, dir }, offset);
        expect(plan).toContain(index);
        expectNoSortOfTheTable(plan);
      }
    }
  });

  test('the user list’s counts read the kept counts, not the users', async () => {
    const plan = await usersPage({ role: 'admin' }, { column: 'user_id', dir: 'asc' });
    expect(plan.split('---')[0]).toContain('user_counts');
    expect(plan.split('---')[0]).not.toContain('on users');
  });

  test.each([{ role: 'admin' as const }, { status: 'disabled' as const }, { role: 'admin' as const, status: 'active' as const }])(
    'the user list filtered by %o reads an index, never sorting the table',
    async (filter) => {
      for (const sort of USER_LIST_SORT_COLUMNS) expectNoSortOfTheTable(await usersPage(filter, { column: sort, dir: 'asc' }));
    },
  );

  test('the user list filtered by username finds the users by a range of their names’ suffixes', async () => {
    const plan = await usersPage({ username: SOME_USERNAME_PART }, { column: 'user_id', dir: 'asc' });
    expect(plan).toMatch(/Index Only Scan using user_username_suffixes_suffix_idx[^\n]*\n\s+Index Cond: \(\(suffix ~>=~ '81dc9bdb'::text\) AND \(suffix ~<~ '81dc9bdc'::text\)\)/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  test('the log filtered by username finds the names by a range of their suffixes, then reads their entries from the username index', async () => {
    const plan = await logPage({ username: SOME_USERNAME_PART });
    expect(plan).toMatch(/Index Only Scan using audit_log_username_suffixes_key[^\n]*\n\s+Index Cond: \(\(suffix ~>=~ '81dc9bdb'::text\) AND \(suffix ~<~ '81dc9bdc'::text\)\)/);
    expect(plan).toContain('audit_log_username_idx');
    expect(plan).not.toMatch(/Seq Scan on audit_log\b/);
  });

  test.each(['desc', 'asc'] as const)('the log’s first and twentieth pages, %s, read the time index instead of sorting the table', async (dir) => {
    for (const offset of [0, 950]) {
      const plan = await logPage({}, dir, offset);
      expect(plan).toContain('audit_log_created_at_idx');
      expectNoSortOfTheTable(plan);
    }
  });

  test.each([
    { filter: { action: 'user_login' }, index: 'audit_log_action_idx' },
    { filter: { role: 'admin' }, index: 'audit_log_role_idx' },
    { filter: { userId: 7 }, index: 'audit_log_user_id_idx' },
    { filter: { from: new Date(Date.now() - 3_600_000 * 5), to: new Date(Date.now() - 3_600_000 * 2) }, index: 'audit_log_created_at_idx' },
  ] as { filter: ActivityLogFilter; index: string }[])('the log filtered by $index reads it instead of sorting the table', async ({ filter, index }) => {
    for (const dir of ['desc', 'asc'] as const) {
      const plan = await logPage(filter, dir, 950);
      expect(plan).toContain(index);
      expectNoSortOfTheTable(plan);
    }
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
