import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { LOG_COUNT_CAP, ROLES, USER_LIST_SORT_COLUMNS, type Role, type User, type UserListSortColumn } from '../../contract';
import { createTestApp, databaseKind, TEST_PASSWORD, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError, sleep, validationMessagesOf } from '../support/api-helpers';

/**
 * The lists' sorting, paging and counts as the API answers them: every whitelisted sort in both
 * directions with the id as tiebreak, whichever end a page is read from; counts kept by triggers.
 */
let testApp: TestApp;
let boss: SignedInAgent;

/** Roles with many ties and names whose case differs from their order. */
const FIXTURE: { username: string; role: Role; active: boolean }[] = [
  { username: 'Bravo', role: 'editor', active: true },
  { username: 'alpha', role: 'creator', active: true },
  { username: 'delta_2', role: 'editor', active: false },
  { username: 'Charlie', role: 'creator', active: true },
  { username: 'echo', role: 'admin', active: true },
  { username: 'DELTA_1', role: 'creator', active: false },
  { username: 'foxtrot', role: 'editor', active: true },
  { username: 'golf', role: 'contributor', active: true },
  { username: 'Hotel', role: 'creator', active: true },
  { username: 'india', role: 'editor', active: true },
  { username: 'juliet', role: 'creator', active: false },
  { username: 'kilo', role: 'contributor', active: true },
];

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  boss = await testApp.signIn((await testApp.createUser('super_admin', { username: 'zulu_boss', email: 'Boss@example.com' })).username);
  for (const user of FIXTURE) {
    await testApp.createUser(user.role, { username: user.username, email: `${user.username.toUpperCase()}@example.org`, isActive: user.active });
  }
});
afterAll(() => testApp.close());

const db = () => testApp.runtime.database.db;
/** The rows of a query (both drivers answer `{ rows }`). */
const rowsOf = async <Row>(query: SQL): Promise<Row[]> => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
const listUsers = (query: Record<string, string | number>) => boss.agent.get('/api/users').query(query);
const listLogs = (query: Record<string, string | number>) => boss.agent.get('/api/logs/all').query(query);

async function allUsers(): Promise<User[]> {
  const rows = await rowsOf<{ id: number; username: string; email: string; role: Role; is_active: boolean }>(sql`select id, username, email, role, is_active from users`);
  return rows.map((row) => ({ user_id: row.id, username: row.username, email: row.email, role: row.role, is_active: row.is_active }));
}

/** The order the API promises: the column (text by its lower case, byte for byte; roles by rank), then the id, in one direction. */
function expectedOrder(users: User[], sort: UserListSortColumn, dir: 'asc' | 'desc'): number[] {
  const key = (user: User): number | string =>
    sort === 'user_id' ? user.user_id : sort === 'role' ? ROLES.indexOf(user.role) : user[sort].toLowerCase();
  const sign = dir === 'asc' ? 1 : -1;
  return [...users]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return sign * (ka < kb ? -1 : ka > kb ? 1 : a.user_id - b.user_id);
    })
    .map((user) => user.user_id);
}

/** Every page of a list in turn, as ids, with the total each page reported. */
async function walkUsers(query: Record<string, string | number>, pageSize: number): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await listUsers({ ...query, page, page_size: pageSize });
    expect(response.status).toBe(200);
    totals.push(response.body.total);
    if (response.body.users.length === 0) return { ids, totals };
    ids.push(...response.body.users.map((user: User) => user.user_id));
  }
}

async function trueCounts(role?: Role): Promise<{ active_count: number; disabled_count: number }> {
  const rows = await rowsOf<{ active: number; disabled: number }>(
    sql`select count(*) filter (where is_active)::int as active, count(*) filter (where not is_active)::int as disabled from users where ${role ? sql`role = ${role}` : sql`true`}`,
  );
  return { active_count: rows[0]!.active, disabled_count: rows[0]!.disabled };
}

async function expectExactCounts() {
  for (const role of [undefined, ...ROLES]) {
    const response = await listUsers(role ? { role_filter: role } : {});
    const truth = await trueCounts(role);
    expect({ role, active_count: response.body.active_count, disabled_count: response.body.disabled_count }).toEqual({ role, ...truth });
    expect(response.body.total).toBe(truth.active_count + truth.disabled_count);
  }
}

describe('the user list’s sort', () => {
  test('an unknown sort column or direction is refused in the error shape, naming the whitelist', async () => {
    const bySecret = await listUsers({ sort: 'password_hash' });
    expect(validationMessagesOf(bySecret)).toEqual([{ field: 'sort', message: 'sort must be one of: user_id, username, email, role' }]);
    expect(validationMessagesOf(await listUsers({ sort: 'username', dir: 'sideways' }))).toEqual([{ field: 'dir', message: 'dir must be asc or desc' }]);
    expectApiError(await listLogs({ sort: 'username' }), 400, 'validation_error');
  });

  test.each(USER_LIST_SORT_COLUMNS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => ({ sort, dir }))))(
    'by $sort $dir: every user once, in order, with the id breaking ties across page boundaries',
    async ({ sort, dir }) => {
      const expected = expectedOrder(await allUsers(), sort, dir);
      for (const pageSize of [5, 3]) {
        const { ids, totals } = await walkUsers({ sort, dir }, pageSize);
        expect(ids).toEqual(expected);
        expect(new Set(totals)).toEqual(new Set([expected.length]));
      }
    },
  );

  test('with filters, by role: the filtered users in rank order, ties by id', async () => {
    const users = (await allUsers()).filter((user) => user.is_active && user.username.toLowerCase().includes('e'));
    const { ids } = await walkUsers({ sort: 'role', dir: 'desc', status_filter: 'active', username_filter: 'E' }, 2);
    expect(ids).toEqual(expectedOrder(users, 'role', 'desc'));
  });

  test('the deepest page holds the last users, and a page past it is empty with the same total', async () => {
    const expected = expectedOrder(await allUsers(), 'username', 'asc');
    const deepest = Math.ceil(expected.length / 5);
    const last = await listUsers({ sort: 'username', dir: 'asc', page: deepest });
    expect(last.body.users.map((user: User) => user.user_id)).toEqual(expected.slice((deepest - 1) * 5));
    const beyond = await listUsers({ sort: 'username', dir: 'asc', page: deepest + 1 });
    expect(beyond.body).toMatchObject({ users: [], total: expected.length });
  });
});

describe('the user list’s counts', () => {
  test('stay exact through creations, role and status changes and deletions', async () => {
    await expectExactCounts();
    const created = await boss.agent
      .post('/api/users')
      .set('X-CSRF-Token', boss.csrf)
      .send({ username: 'counted_one', email: 'counted_one@example.com', password: TEST_PASSWORD, role: 'editor' });
    expect(created.status).toBe(201);
    await expectExactCounts();
    const id = created.body.user_id as number;
    expect((await boss.agent.put(`/api/users/${id}/status`).set('X-CSRF-Token', boss.csrf).send({ is_active: false })).status).toBe(200);
    await expectExactCounts();
    expect((await boss.agent.put(`/api/users/${id}/role`).set('X-CSRF-Token', boss.csrf).send({ new_role: 'admin' })).status).toBe(200);
    await expectExactCounts();
    await db().execute(sql`update users set role = 'contributor', is_active = true where id = ${id}`);
    await expectExactCounts();
    await db().execute(sql`update users set password_hash = 'changed' where id = ${id}`);
    await expectExactCounts();
    await db().execute(sql`delete from users where id = ${id}`);
    await expectExactCounts();
  });

  test('stay exact when creations and opposite status changes race', async () => {
    const create = (n: number) =>
      boss.agent
        .post('/api/users')
        .set('X-CSRF-Token', boss.csrf)
        .send({ username: `racer_${n}`, email: `racer_${n}@example.com`, password: TEST_PASSWORD, role: n % 2 ? 'creator' : 'editor' });
    const created = await Promise.all(Array.from({ length: 16 }, (_, n) => create(n)));
    expect(created.map((response) => response.status)).toEqual(Array(16).fill(201));
    await expectExactCounts();

    // Half go from active to disabled while the other half come back, all at once in the same buckets.
    const ids = created.map((response) => response.body.user_id as number);
    await db().execute(sql`update users set is_active = false where id in ${ids.filter((_, n) => n < 8)}`);
    const flips = await Promise.all(
      ids.map((id, n) => boss.agent.put(`/api/users/${id}/status`).set('X-CSRF-Token', boss.csrf).send({ is_active: n < 8 })),
    );
    expect(flips.map((response) => response.status)).toEqual(Array(16).fill(200));
    await expectExactCounts();
  });
});

const onPostgres = databaseKind() === 'postgres' ? describe : describe.skip;

onPostgres('the user list’s counts under open transactions on PostgreSQL', () => {
  test('a second writer to the same counts waits for the first to end, and both are counted', async () => {
    const clients = [0, 1].map(() => new pg.Client({ connectionString: testApp.config.databaseUrl }));
    await Promise.all(clients.map((client) => client.connect()));
    const [first, second] = clients as [pg.Client, pg.Client];
    const insert = (client: pg.Client, name: string, active: boolean) =>
      client.query(`insert into users (username, email, password_hash, role, is_active) values ($1, $1 || '@example.com', '!', 'creator', $2)`, [name, active]);
    /** Runs a statement of the second transaction, and checks that it waits while the first is open. */
    async function waitsForTheFirst(statement: Promise<unknown>) {
      let done = false;
      void statement.then(() => (done = true));
      await sleep(300);
      expect(done).toBe(false);
      await first.query('commit');
      await statement;
      await second.query('commit');
    }
    try {
      await first.query('begin');
      await second.query('begin');
      await insert(first, 'open_one', true);
      await waitsForTheFirst(insert(second, 'open_two', true));
      await expectExactCounts();

      // Opposite moves between the same two counts: the second waits, neither deadlocks nor is lost.
      await testApp.createUser('creator', { username: 'open_three', isActive: false });
      await first.query('begin');
      await second.query('begin');
      await first.query(`update users set is_active = false where username = 'open_one'`);
      await waitsForTheFirst(second.query(`update users set is_active = true where username = 'open_three'`));
      await expectExactCounts();
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});

describe('the log’s sort and count', () => {
  beforeAll(async () => {
    // 12 entries at one instant, then 1200 older ones: ties across page boundaries, and more than the cap.
    await db().execute(sql`
      insert into audit_log (username, role, action, status_code, created_at)
      select 'tied_' || n, 'editor', 'report_sent', 200, timestamptz '2030-01-01T00:00:00Z' from generate_series(1, 12) as n`);
    await db().execute(sql`
      insert into audit_log (username, role, action, status_code, created_at)
      select 'older_' || n, 'editor', 'sponsor_updated', 200, timestamptz '2020-01-01T00:00:00Z' + make_interval(secs => n) from generate_series(1, 1200) as n`);
  });

  async function walkLogs(query: Record<string, string | number>): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await listLogs({ ...query, page, page_size: 5 });
      expect(response.status).toBe(200);
      if (response.body.logs.length === 0) return ids;
      ids.push(...response.body.logs.map((entry: { log_id: number }) => entry.log_id));
    }
  }

  test.each(['asc', 'desc'] as const)('by timestamp %s: entries at one instant in id order, each once across pages', async (dir) => {
    const rows = await rowsOf<{ id: number | string }>(sql`select id from audit_log where action = 'report_sent' order by id`);
    const ids = rows.map((row) => Number(row.id));
    expect(await walkLogs({ message_filter: 'report_sent', sort: 'timestamp', dir })).toEqual(dir === 'asc' ? ids : [...ids].reverse());
  });

  test('newest first by default', async () => {
    const response = await listLogs({ page: 1, page_size: 3 });
    expect(response.body.logs.map((entry: { username: string }) => entry.username)).toEqual(['tied_12', 'tied_11', 'tied_10']);
  });

  test('the count stops at the cap and says so; below it, it is exact', async () => {
    const capped = await listLogs({ message_filter: 'sponsor_updated', page: 1 });
    expect(capped.body).toMatchObject({ total: LOG_COUNT_CAP, total_capped: true });
    const oldestFirst = await listLogs({ message_filter: 'sponsor_updated', sort: 'timestamp', dir: 'asc', page: 20, page_size: 50 });
    expect(oldestFirst.body.logs.map((entry: { username: string }) => entry.username)).toEqual(Array.from({ length: 50 }, (_, n) => `older_${951 + n}`));
    const exact = await listLogs({ message_filter: 'report_sent' });
    expect(exact.body).toMatchObject({ total: 12, total_capped: false });
  });

  test('the last page of an exactly counted list is read from its end', async () => {
    const response = await listLogs({ message_filter: 'report_sent', sort: 'timestamp', dir: 'desc', page: 3, page_size: 5 });
    expect(response.body.logs.map((entry: { username: string }) => entry.username)).toEqual(['tied_2', 'tied_1']);
  });

  test('a username filter finds the same entries whether it names few users or more than a thousand', async () => {
    // 'older_1' is in 312 of the 1200 names (older_1, older_10…19, older_100…199, older_1000…1200); 'older_' in all of them.
    const few = await listLogs({ username_filter: 'older_1', sort: 'timestamp', dir: 'asc', page: 1, page_size: 5 });
    expect(few.body).toMatchObject({ total: 312, total_capped: false });
    expect(few.body.logs.map((entry: { username: string }) => entry.username)).toEqual(['older_1', 'older_10', 'older_11', 'older_12', 'older_13']);
    // Older entries have smaller n: by n, the names that start with 1.
    const byTime = Array.from({ length: 1200 }, (_, index) => index + 1)
      .filter((n) => String(n).startsWith('1'))
      .map((n) => `older_${n}`);
    const newestFirst = await listLogs({ username_filter: 'older_1', page: 2, page_size: 50 });
    expect(newestFirst.body.logs.map((entry: { username: string }) => entry.username)).toEqual([...byTime].reverse().slice(50, 100));
    // Past the middle.
    const lateInTime = await listLogs({ username_filter: 'older_1', sort: 'timestamp', dir: 'asc', page: 6, page_size: 50 });
    expect(lateInTime.body.logs.map((entry: { username: string }) => entry.username)).toEqual(byTime.slice(250, 300));
    const pastTheEnd = await listLogs({ username_filter: 'older_1', page: 20, page_size: 50 });
    expect(pastTheEnd.body).toMatchObject({ logs: [], total: 312, total_capped: false });
    const combined = await listLogs({ username_filter: 'older_1', message_filter: 'report_sent' });
    expect(combined.body).toMatchObject({ logs: [], total: 0 });

    const many = await listLogs({ username_filter: 'OLDER_', sort: 'timestamp', dir: 'asc', page: 1, page_size: 5 });
    expect(many.body).toMatchObject({ total: LOG_COUNT_CAP, total_capped: true });
    expect(many.body.logs.map((entry: { username: string }) => entry.username)).toEqual(['older_1', 'older_2', 'older_3', 'older_4', 'older_5']);
  });

  test('a username filter matches names case-insensitively, including names the log met only once', async () => {
    const response = await listLogs({ username_filter: 'TIED_1', page: 1, page_size: 50 });
    expect(response.body.logs.map((entry: { username: string }) => entry.username)).toEqual(['tied_12', 'tied_11', 'tied_10', 'tied_1']);
    expect(response.body).toMatchObject({ total: 4, total_capped: false });
  });
});
