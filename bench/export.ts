/**
 * The activity log's CSV export of 1,000,000 entries on PostgreSQL, against `psql \copy` of the
 * same rows in the same order to /dev/null, measured in the same run; and the server's memory
 * (resident set) while it streams the export, sampled every 50 ms.
 * Runs in a scratch database that it creates and drops, on BENCH_DATABASE_URL (a database URL whose
 * user may create databases) or the local postgres://postgres@127.0.0.1:5432/postgres.
 * On a shared machine the load changes from one second to the next: psql and the export run in
 * alternation, BENCH_ROUNDS times (default 3), and the median of the rounds' ratios is reported.
 * Run: npm run bench:export  (BENCH_EXPORT_ROWS=100000 BENCH_ROUNDS=1 for a quick check)
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { startProductServer, stopProductServer } from './support/product-server-process';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const GOAL_RATIO = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN = { username: 'bench', password: 'Bench12345' };
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scratchName = `bench_export_${process.pid}_${Date.now()}`;
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${scratchName}`;

/** The export's columns, order and formatting, as SQL: what `psql \copy` writes for comparison. */
const COPY_QUERY = `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), user_id, username, role, action, status_code,
  case when status_code between 200 and 299 then 'authorized' else 'failed' end
  from audit_log order by created_at desc, id desc`;

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function residentKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;


async function fillLog(client: pg.Client): Promise<void> {
  await client.query(
    `insert into audit_log (user_id, username, role, action, status_code, address, created_at)
     select null, 'user_' || (n % 50000), (array['super_admin','admin','editor','creator'])[1 + n % 4],
       (array['user_login','login_failed','user_logout','user_updated','data_exported'])[1 + n % 5],
       case when n % 7 = 0 then 401 else 200 end, '192.0.2.' || (n % 250), now() - make_interval(secs => n)
     from generate_series(1, $1::int) as n`,
    [ROWS],
  );
  await client.query('vacuum analyze audit_log');
}

function timePsqlCopy(): number {
  const started = performance.now();
  const result = spawnSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', scratchUrl.toString(), '-c', `\\copy (${COPY_QUERY.replaceAll('\n', ' ')}) to '/dev/null' with (format csv, header, force_quote *)`], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.error?.message ?? result.stderr}`);
  return performance.now() - started;
}

async function timeExport(base: string, serverPid: number) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.username, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  const rssBefore = residentKiB(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentKiB(serverPid));
  }, 50);
  const cpuBefore = cpuSeconds(serverPid);
  const started = performance.now();
  // node:http rather than fetch: the client shares the machine, and should cost it little.
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    http
      .get(`${base}/api/logs/export`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export failed: ${res.statusCode}`));
        let received = 0;
        let newlines = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines += 1;
        });
        res.on('end', () => (res.complete ? resolve({ bytes: received, lines: newlines }) : reject(new Error('the export was cut'))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  return { elapsed, bytes, rows: lines - 1, rssBefore, rssPeak, cpu: cpuSeconds(serverPid) - cpuBefore };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${scratchName}`);
let server: ChildProcess | null = null;
try {
  const started = await startProductServer(scratchUrl.toString(), ADMIN, { nodeOptions: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [] });
  server = started.child;
  const client = new pg.Client({ connectionString: scratchUrl.toString() });
  await client.connect();
  const fillStarted = performance.now();
  await fillLog(client);
  await client.end();
  console.log(`${ROWS.toLocaleString('en')} log entries written in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

  // A first copy warms PostgreSQL's cache for both.
  timePsqlCopy();
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const copyMs = timePsqlCopy();
    const run = await timeExport(started.base, server.pid!);
    // The entries, and the sign-ins of the rounds (each export sees those before it).
    if (run.rows !== ROWS + round + (round - 1)) throw new Error(`round ${round}: the export held ${run.rows} rows`);
    rounds.push({ round, copyMs, ...run, ratio: run.elapsed / copyMs });
  }
  console.table(
    rounds.map((r) => ({
      round: r.round,
      'psql \\copy s': (r.copyMs / 1000).toFixed(2),
      'export over HTTP s': (r.elapsed / 1000).toFixed(2),
      ratio: r.ratio.toFixed(2),
      'server CPU s': r.cpu.toFixed(2),
      'RSS before': mib(r.rssBefore),
      'RSS peak': mib(r.rssPeak),
      MB: (r.bytes / 1e6).toFixed(1),
    })),
  );
  const ratio = rounds.map((r) => r.ratio).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  const peak = Math.max(...rounds.map((r) => r.rssPeak));
  console.log(`${ROWS.toLocaleString('en')} rows; median ratio export / psql \\copy: ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})`);
  console.log(`server resident memory: ${mib(rounds[0]!.rssBefore)} before the first export, peak ${mib(peak)} during the exports`);
} finally {
  await stopProductServer(server);
  await admin.query(`drop database if exists ${scratchName} with (force)`);
  await admin.end();
}
