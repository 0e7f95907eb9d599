/**
 * Fills the PostgreSQL database at DATABASE_URL (created if missing) with 100,000 users,
 * 1,000,000 activity log entries, and 100,000 creators with an account each, 1,000,000 metric
 * snapshots and categories, set-based, for measuring the lists at scale (npm run bench:lists).
 * Refuses to run without DATABASE_URL; users and creators already there are left as they are.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/agency_scale npm run seed:scale
 * Everyone but the super admin SCALE_ADMIN has an unusable password hash: they cannot sign in.
 */
import pg from 'pg';
import { isLogAction, PLATFORMS } from '../contract';
import { startRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { usersRepository } from '../server/modules/users/users-repository';
import { SCALE_ADMIN, SCALE_CREATORS, SCALE_DATABASE_URL, SCALE_LOG_ROWS, SCALE_SNAPSHOTS, SCALE_USERS } from './scale-database';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(`seed:scale needs DATABASE_URL, a PostgreSQL database to fill (for example ${SCALE_DATABASE_URL}).`);
  process.exit(1);
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Shares as a SQL case over `draw`, a uniform random column drawn once per row: the first value whose cumulative share exceeds it. */
function weighted(draw: string, choices: readonly (readonly [string, number])[]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = choices.map(([value, weight]) => {
    cumulative += weight;
    return `when ${draw} < ${cumulative / total} then ${value}`;
  });
  return `(case ${branches.join(' ')} end)`;
}

const quote = (text: string) => `'${text}'`;

const FIRST_NAMES = ['giulia', 'marco', 'sara', 'luca', 'anna', 'paolo', 'elena', 'andrea', 'chiara', 'matteo', 'francesca', 'davide', 'martina', 'simone', 'laura', 'alessio', 'emma', 'noah', 'olivia', 'liam', 'sofia', 'leo', 'mia', 'lucas', 'ava', 'mateo', 'chloe', 'hugo', 'nina', 'omar'];
const SURNAMES = ['rossi', 'russo', 'ferrari', 'esposito', 'bianchi', 'romano', 'colombo', 'ricci', 'marino', 'greco', 'bruno', 'gallo', 'conti', 'deluca', 'mancini', 'costa', 'smith', 'johnson', 'garcia', 'martin', 'muller', 'dubois', 'silva', 'kim', 'nguyen'];
const ROLE_SHARES = [['super_admin', 5], ['admin', 35], ['editor', 60], ['contributor', 100], ['creator', 800]] as const;
const ACTION_SHARES: readonly (readonly [string, number])[] = [
  ['user_login', 420], ['user_logout', 200], ['login_failed', 80], ['settings_updated', 60], ['user_updated', 40], ['sponsor_updated', 40],
  ['password_changed', 25], ['data_exported', 20], ['sponsor_created', 20], ['report_sent', 20], ['user_created', 15], ['role_changed', 10],
  ['login_throttled', 10], ['invitation_sent', 10], ['user_deactivated', 8], ['user_activated', 6], ['sponsor_deleted', 5],
  ['invitation_revoked', 4], ['user_deleted', 2], ['session_reuse_detected', 1],
];
for (const [action] of ACTION_SHARES) if (!isLogAction(action)) throw new Error(`not a log action: ${action}`);
const CATEGORIES = ['Food', 'Travel', 'Beauty', 'Fashion', 'Fitness', 'Gaming', 'Tech', 'Parenting', 'Music', 'Comedy', 'Lifestyle', 'Sport', 'Education', 'Finance', 'Pets', 'Home', 'Art', 'Cars', 'Books', 'Health'];
const SNAPSHOTS_PER_ACCOUNT = SCALE_SNAPSHOTS / SCALE_CREATORS;

/**
 * Creators with heavy-tailed followers (1,000 to about 3 million: every tier), one account each on
 * one of the platforms, one or two categories, and monthly snapshots whose latest is the creator's
 * followers (as the application keeps them).
 */
async function seedCreators(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.29)');
  await client.query(`insert into creator_categories (name) select unnest($1::text[]) on conflict do nothing`, [CATEGORIES]);
  await client.query(`
    insert into creators (stage_name, legal_name, email, country, city, status, followers, created_at, updated_at)
    select initcap(first) || ' ' || initcap(surname) || ' ' || n, initcap(first) || ' ' || initcap(surname), first || '.' || surname || n || '@creators.example',
      (array['IT', 'IT', 'IT', 'ES', 'FR', 'DE', 'GB', 'US'])[1 + n % 8], (array['Milano', 'Roma', 'Torino', 'Napoli', 'Bologna', 'Firenze'])[1 + n % 6],
      (array['prospect', 'active', 'active', 'active', 'paused', 'offboarded'])[1 + n % 6], floor(1000 * power(10, random() * 3.5))::bigint, created_at, created_at
    from (
      select n, (array[${FIRST_NAMES.map(quote).join(',')}])[1 + n % ${FIRST_NAMES.length}] as first,
        (array[${SURNAMES.map(quote).join(',')}])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] as surname,
        now() - random() * interval '730 days' as created_at
      from generate_series(1, ${SCALE_CREATORS}) as n
    ) as generated`);
  // Drawn at random, not from the id: a category must not follow the names' alphabetical order.
  await client.query(`
    insert into creator_category_links (creator_id, category_id)
    select creator_id, ids[1 + floor(random() * array_length(ids, 1))::int]
    from (select id as creator_id, copy from creators cross join generate_series(1, 2) as copy) as c
    cross join (select array_agg(id) as ids from creator_categories where name = any($1::text[])) as k
    where copy = 1 or random() < 0.5
    on conflict do nothing`, [CATEGORIES]);
  await client.query(`
    insert into platform_accounts (creator_id, platform, handle, url, is_primary)
    select id, ($1::text[])[1 + id % 6], lower(replace(stage_name, ' ', '_')), null, true from creators`, [PLATFORMS.slice(0, 6)]);
  console.log(`${SCALE_CREATORS} creators with accounts and categories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.query(`
    insert into metric_snapshots (account_id, captured_at, followers, posts, avg_likes, avg_comments, source)
    select a.id, now() - make_interval(days => 30 * (${SNAPSHOTS_PER_ACCOUNT - 1} - k)), f.followers, 100 + k * 8, f.followers / 40, f.followers / 400, 'import'
    from platform_accounts a
    join creators c on c.id = a.creator_id
    cross join generate_series(0, ${SNAPSHOTS_PER_ACCOUNT - 1}) as k
    cross join lateral (select floor(c.followers * (1 - 0.03 * (${SNAPSHOTS_PER_ACCOUNT - 1} - k)))::bigint as followers) as f`);
  console.log(`${SCALE_SNAPSHOTS} metric snapshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await createDatabaseIfMissing(url);
const config = loadConfig({ ...process.env, DATA_DIR: 'memory', LOG_LEVEL: 'warn' });
const runtime = await startRuntime(config, createLogger('warn'));
async function seedUsersAndLog(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.17)');
  await client.query(`
    insert into users (username, email, password_hash, role, is_active, created_at, updated_at)
    select username, username || '@' || (array['example.com', 'example.org', 'mail.example.net', 'studio.example'])[1 + n % 4],
      '!', ${weighted('role_draw', ROLE_SHARES.map(([role, share]) => [quote(role), share]))}, active_draw >= 0.08, created_at, created_at
    from (
      select n,
        (array[${FIRST_NAMES.map(quote).join(',')}])[1 + n % ${FIRST_NAMES.length}] || '_' ||
        (array[${SURNAMES.map(quote).join(',')}])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || n as username,
        random() as role_draw, random() as active_draw, now() - random() * interval '730 days' as created_at
      from generate_series(1, ${SCALE_USERS}) as n
    ) as generated
    order by created_at`);
  console.log(`${SCALE_USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A few people do most of the work: the user is skewed towards the lowest ids.
  await client.query(`
    insert into audit_log (user_id, username, role, action, status_code, address, created_at)
    select u.id, u.username, u.role, g.action,
      case g.action when 'login_failed' then 401 when 'login_throttled' then 429 else (case when g.refusal_draw < 0.03 then 403 else 200 end) end,
      '192.0.2.' || (u.id % 250), g.created_at
    from (
      select user_id, refusal_draw, created_at, ${weighted('action_draw', ACTION_SHARES.map(([action, share]) => [quote(action), share]))} as action
      from (
        select 2 + floor(power(random(), 2) * ${SCALE_USERS})::int as user_id, random() as refusal_draw, random() as action_draw,
          now() - random() * interval '365 days' as created_at
        from generate_series(1, ${SCALE_LOG_ROWS})
      ) as drawn
    ) as g
    join users as u on u.id = g.user_id
    order by g.created_at`);
  console.log(`${SCALE_LOG_ROWS} log entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  const existing = await usersRepository.count(runtime.database.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    if (existing > 0) {
      console.log(`The database already has ${existing} users: left as they are (drop the database to seed again).`);
    } else {
      await runtime.services.users.insertUser({ ...SCALE_ADMIN, role: 'super_admin' });
      await seedUsersAndLog(client);
    }
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from creators');
    if (rows[0]!.n > 0) console.log(`The database already has ${rows[0]!.n} creators: left as they are.`);
    else await seedCreators(client);
    // The visibility map lets the lists' index-only scans skip the table; the GIN indexes' pending entries are merged.
    await client.query('vacuum analyze');
    // One row version per user inserted: rewritten to its ten rows.
    await client.query('vacuum full user_counts');
    console.log(`seeded and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s; sign in as ${SCALE_ADMIN.username} / ${SCALE_ADMIN.password}`);
  } finally {
    await client.end();
  }
} finally {
  await runtime.close();
}
