/**
 * The user list, the activity log, the creator list, the campaign list and board and a campaign's
 * deliverables at scale: 100,000 users, 1,000,000 log entries, 100,000 creators, 1,000,000 metric
 * snapshots, 5,000 campaigns, 50,000 deals, 200,000 deliverables and 20,000 drafts on PostgreSQL
 * (filled by npm run seed:scale), each list case loaded
 * by 8 connections, with its latency percentiles and its throughput as a ratio to a bare Express 5
 * hello endpoint measured in the same run, beside GET /api/auth/me (a signed-in request that reads
 * no list) for what every request costs anyway.
 * Fails when a user or log case's p95 is above 30 ms, or a creator, campaign or deliverable case's above 50 ms
 * (issue 9); skips when the scale database is absent.
 * Run: npm run bench:lists  (BENCH_LISTS_DATABASE_URL=… for another database than agency_scale)
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { LOG_MAX_PAGES, LOG_PAGE_SIZE, USER_LIST_PAGE_SIZE } from '../contract';
import { SCALE_ADMIN, SCALE_CAMPAIGNS, SCALE_CREATORS, SCALE_DATABASE_URL, SCALE_DEALS, SCALE_DELIVERABLES, SCALE_LOG_ROWS, SCALE_SNAPSHOTS, SCALE_USERS } from '../scripts/scale-database';
import { createHelloApp } from './support/hello-app';
import { startInProcessApp } from './support/in-process-app';
import { measure, type Measurement } from './support/measure';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;
const P95_GOAL_MS = 30;
const CREATOR_P95_GOAL_MS = 50;
const CAMPAIGN_P95_GOAL_MS = 50;
const DELIVERABLE_P95_GOAL_MS = 50;
const url = process.env.BENCH_LISTS_DATABASE_URL ?? SCALE_DATABASE_URL;

/** Why the database cannot be measured, or null when it holds the seeded rows. */
async function whyNotSeeded(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{
      users: string | null;
      logs: string | null;
      creators: string | null;
      snapshots: string | null;
      campaigns: string | null;
      deals: string | null;
      deliverables: string | null;
    }>(
      `select (select count(*) from users) as users, (select count(*) from (select 1 from audit_log limit ${SCALE_LOG_ROWS}) as head) as logs,
        (select count(*) from creators) as creators, (select count(*) from (select 1 from metric_snapshots limit ${SCALE_SNAPSHOTS}) as head) as snapshots,
        (select count(*) from campaigns) as campaigns, (select count(*) from deals) as deals, (select count(*) from deliverables) as deliverables`,
    );
    const { users, logs, creators, snapshots, campaigns, deals, deliverables } = rows[0]!;
    if (
      Number(users) < SCALE_USERS ||
      Number(logs) < SCALE_LOG_ROWS ||
      Number(creators) < SCALE_CREATORS ||
      Number(snapshots) < SCALE_SNAPSHOTS ||
      Number(campaigns) < SCALE_CAMPAIGNS ||
      Number(deals) < SCALE_DEALS ||
      Number(deliverables) < SCALE_DELIVERABLES
    ) {
      return `it has ${users} users, ${logs} log entries, ${creators} creators, ${snapshots} snapshots, ${campaigns} campaigns, ${deals} deals and ${deliverables} deliverables`;
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const notSeeded = await whyNotSeeded();
if (notSeeded) {
  console.log(`bench:lists skipped: ${url} is not the seeded scale database (${notSeeded}). Fill it with: DATABASE_URL=${url} npm run seed:scale`);
  process.exit(0);
}

const helloServer = createHelloApp().listen(0, '127.0.0.1');
await new Promise((resolve) => helloServer.once('listening', resolve));

const app = await startInProcessApp({ DATABASE_URL: url });
const cookie = await app.signIn(SCALE_ADMIN.username, SCALE_ADMIN.password);
const firstPage = (await (await fetch(`${app.base}/api/users?page=1`, { headers: { cookie } })).json()) as { total: number };
const deepestUserPage = Math.ceil(firstPage.total / USER_LIST_PAGE_SIZE);
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const categories = (await (await fetch(`${app.base}/api/creator-categories`, { headers: { cookie } })).json()) as { categories: { category_id: number; name: string }[] };
const food = categories.categories.find((category) => category.name === 'Food')!.category_id;
/** The first row of a query on the scale database. */
async function firstRow<Row extends pg.QueryResultRow>(text: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows[0]!;
  } finally {
    await client.end();
  }
}
/** The sponsor with the most current campaigns: a key account, the longest of the sponsor filter's lists. */
const { sponsor_id: sponsorId } = await firstRow<{ sponsor_id: number }>('select sponsor_id from campaigns where archived_at is null group by sponsor_id order by count(*) desc, sponsor_id limit 1');
/** The campaign with the most deals (of those, the most deliverables): the longest deliverable list. */
const busiest = await firstRow<{ id: number; deals: number; deliverables: number }>(`
  select d.campaign_id as id, count(*)::int as deals, (select count(*)::int from deliverables v where v.campaign_id = d.campaign_id) as deliverables
  from deals d group by d.campaign_id order by count(*) desc, deliverables desc, d.campaign_id limit 1`);

/** Days around today as YYYY-MM-DD, and this month's first and last day: what /scadenze asks for. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);

const CASES: [name: string, path: string][] = [
  ['users page 1', '/api/users?page=1'],
  ['users filtered by username', '/api/users?page=1&username_filter=giulia_ro'],
  [`users deepest page (${deepestUserPage})`, `/api/users?page=${deepestUserPage}`],
  ['users sorted by email desc', '/api/users?page=1&sort=email&dir=desc'],
  ['log page 1', `/api/logs/all?page=1&page_size=${LOG_PAGE_SIZE}`],
  ['log filtered by username', `/api/logs/all?page=1&page_size=${LOG_PAGE_SIZE}&username_filter=giulia_ro`],
  ['log filtered by action', `/api/logs/all?page=1&page_size=${LOG_PAGE_SIZE}&message_filter=password_changed`],
  ['log filtered by date range', `/api/logs/all?page=1&page_size=${LOG_PAGE_SIZE}&start_date=${day(30)}&end_date=${day(20)}`],
  [`log page ${LOG_MAX_PAGES}`, `/api/logs/all?page=${LOG_MAX_PAGES}&page_size=${LOG_PAGE_SIZE}`],
  ['creators page 1', '/api/creators?page=1'],
  ['creators filtered by name', '/api/creators?page=1&q=giulia%20ro'],
  ['creators filtered by category', `/api/creators?page=1&category_id=${food}`],
  ['creators filtered by tier', '/api/creators?page=1&tier=macro'],
  ['creators by name, category and tier', `/api/creators?page=1&q=giulia&category_id=${food}&tier=micro`],
  ['creators by category and tier, by followers', `/api/creators?page=1&category_id=${food}&tier=mid&sort=followers&dir=desc`],
  ['campaigns page 1', '/api/campaigns?page=1'],
  ['campaigns filtered by name', '/api/campaigns?page=1&q=bottiglia'],
  ['campaigns filtered by status', '/api/campaigns?page=1&status=in_progress'],
  ['campaigns filtered by sponsor', `/api/campaigns?page=1&sponsor_id=${sponsorId}`],
  ['campaigns sorted by name', '/api/campaigns?page=1&sort=name&dir=asc'],
  ['campaigns board', '/api/campaigns/board'],
  [`deliverables of a campaign (${busiest.deals} deals, ${busiest.deliverables} deliverables)`, `/api/campaigns/${busiest.id}/deliverables`],
  ['deadlines of one month', `/api/deadlines?from=${monthStart}&to=${monthEnd}`],
  ['deadlines still open, a year back to a month ahead', `/api/deadlines?from=${isoDay(-365)}&to=${isoDay(30)}&open=true`],
];
const goalOf = (name: string) =>
  name.startsWith('creators') ? CREATOR_P95_GOAL_MS : name.startsWith('campaigns') ? CAMPAIGN_P95_GOAL_MS : name.startsWith('deliverables') || name.startsWith('deadlines') ? DELIVERABLE_P95_GOAL_MS : P95_GOAL_MS;

const options = { connections: CONNECTIONS, seconds: DURATION_SECONDS };
let baseline: Measurement;
let signedIn: Measurement;
const results: { name: string; measurement: Measurement }[] = [];
try {
  baseline = await measure(`http://127.0.0.1:${(helloServer.address() as AddressInfo).port}/`, options);
  signedIn = await measure(`${app.base}/api/auth/me`, { ...options, headers: { cookie } });
  for (const [name, path] of CASES) results.push({ name, measurement: await measure(`${app.base}${path}`, { ...options, headers: { cookie } }) });
} finally {
  helloServer.close();
  await app.close();
}

console.log(`PostgreSQL ${url}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case`);
console.table(
  [{ name: 'bare Express 5 hello', measurement: baseline }, { name: 'signed in, no list (/api/auth/me)', measurement: signedIn }, ...results].map(({ name, measurement }) => ({
    case: name,
    'req/s': Math.round(measurement.requestsPerSecond),
    'ratio to hello': (measurement.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    'p50 ms': measurement.p50Ms,
    'p95 ms': measurement.p95Ms,
    'p99 ms': measurement.p99Ms,
  })),
);
const slow = results.filter(({ name, measurement }) => measurement.p95Ms > goalOf(name));
if (slow.length > 0) {
  console.error(
    `p95 above the goal (${P95_GOAL_MS} ms for users and the log, ${CREATOR_P95_GOAL_MS} ms for creators, ${CAMPAIGN_P95_GOAL_MS} ms for campaigns, ${DELIVERABLE_P95_GOAL_MS} ms for deliverables): ${slow.map(({ name }) => name).join(', ')}`,
  );
  process.exitCode = 1;
}
