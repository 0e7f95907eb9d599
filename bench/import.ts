/**
 * Import of a 10,000-row sponsor workbook on PostgreSQL, end to end over HTTP: upload, preview of
 * every row, then the run as a job, until the import reports completion. The workbook holds 2,000
 * updates of existing sponsors (matched by VAT number), 7,000 new ones, 500 duplicates and 500
 * invalid VAT numbers. Goal (issue 9): the whole under 30 s. Beside it, in the same run and
 * database, the same 9,000 rows written by one set-based SQL statement: the floor that a row-by-row
 * import (each row checked, matched under a lock and reported) is compared to.
 * Runs in a scratch database that it creates and drops, on BENCH_DATABASE_URL (a database URL whose
 * user may create databases) or the local postgres://postgres@127.0.0.1:5432/postgres.
 * Run: npm run bench:import
 */
import type { ChildProcess } from 'node:child_process';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { italianVatCheckDigit } from '../contract';
import { startProductServer, stopProductServer } from './support/product-server-process';
import { signInCookie } from './support/sign-in';

const GOAL_SECONDS = 30;
const EXISTING = 2_000;
const NEW = 7_000;
const DUPLICATES = 500;
const INVALID = 500;
const ADMIN = { username: 'bench', password: 'Bench12345' };
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scratchName = `bench_import_${process.pid}_${Date.now()}`;
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${scratchName}`;

function vat(serial: number): string {
  const firstTen = String(serial).padStart(10, '0');
  return `${firstTen}${italianVatCheckDigit(firstTen)}`;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sponsors');
  sheet.addRow(['Nome', 'P.IVA', 'Città', 'Giorni pagamento', 'Stato', 'Tag', 'Sito web', 'Note']);
  for (let n = 1; n <= EXISTING; n += 1) sheet.addRow([`Existing ${n} renamed`, vat(n), 'Milano', 60, 'paused', 'retail', `https://existing-${n}.example.com`, 'Updated by the import']);
  for (let n = 1; n <= NEW; n += 1) sheet.addRow([`New ${n}`, vat(100_000 + n), 'Roma', 30, 'active', 'food, beauty', `https://new-${n}.example.com`, '']);
  for (let n = 1; n <= DUPLICATES; n += 1) sheet.addRow([`Duplicate ${n}`, vat(100_000 + n), 'Roma', 30, '', '', '', '']);
  for (let n = 1; n <= INVALID; n += 1) sheet.addRow([`Invalid ${n}`, `${String(200_000 + n).padStart(10, '0')}${(italianVatCheckDigit(String(200_000 + n).padStart(10, '0')) + 1) % 10}`, 'Roma', 30, '', '', '', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}


async function api(base: string, cookie: string, path: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
  const csrf = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { cookie, 'X-CSRF-Token': decodeURIComponent(csrf), ...(init.json ? { 'Content-Type': 'application/json' } : {}) },
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const seedExisting = (client: pg.Client) =>
  client.query(`insert into sponsors (display_name, vat_number, status) select 'Existing ' || n, v, 'active' from unnest($1::text[]) with ordinality as t(v, n)`, [
    Array.from({ length: EXISTING }, (_, index) => vat(index + 1)),
  ]);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${scratchName}`);
let server: ChildProcess | null = null;
try {
  const started = await startProductServer(scratchUrl.toString(), ADMIN, { env: { JOBS_POLL_SECONDS: '0.5' } });
  server = started.child;
  const client = new pg.Client({ connectionString: scratchUrl.toString() });
  await client.connect();
  await seedExisting(client);
  const file = await workbook();
  const cookie = await signInCookie(started.base, ADMIN.username, ADMIN.password);

  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'sponsors.xlsx');
  const uploaded = await api(started.base, cookie, '/api/imports/sponsors', { method: 'POST', form });
  const t1 = performance.now();
  const previewed = await api(started.base, cookie, `/api/imports/${uploaded.id}/mapping`, { method: 'PUT', json: { mapping: uploaded.mapping } });
  const t2 = performance.now();
  await api(started.base, cookie, `/api/imports/${uploaded.id}/run`, { method: 'POST', json: { all_or_nothing: false } });
  let finished;
  for (;;) {
    finished = await api(started.base, cookie, `/api/imports/${uploaded.id}`);
    if (['completed', 'rolled_back', 'failed'].includes(finished.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const t3 = performance.now();
  const expected = { created: NEW, updated: EXISTING, rejected: DUPLICATES + INVALID };
  if (JSON.stringify(finished.result) !== JSON.stringify(expected) || previewed.preview.error !== DUPLICATES + INVALID) {
    throw new Error(`unexpected counts: preview ${JSON.stringify(previewed.preview)}, result ${JSON.stringify(finished.result)}`);
  }

  // The floor: the same 2,000 updates and 7,000 inserts as two set-based statements on a copy of the table.
  await client.query('create table floor_sponsors (like sponsors including all)');
  await client.query(`insert into floor_sponsors select * from sponsors where display_name like 'Existing %'`);
  const floorStarted = performance.now();
  await client.query('begin');
  await client.query(`update floor_sponsors set display_name = display_name || ' renamed', city = 'Milano', payment_terms_days = 60, version = version + 1, updated_at = now()`);
  await client.query(`insert into floor_sponsors (display_name, vat_number, city, payment_terms_days, status, tags) select 'New ' || n, lpad((100000 + n)::text, 11, '0'), 'Roma', 30, 'active', array['food','beauty'] from generate_series(1, ${NEW}) as n`);
  await client.query('commit');
  const floorMs = performance.now() - floorStarted;
  await client.end();

  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.table([
    { step: 'upload and read (XLSX, 10,000 rows)', s: seconds(t1 - t0) },
    { step: 'preview (every row checked and matched)', s: seconds(t2 - t1) },
    { step: 'run as a job, until completed', s: seconds(t3 - t2) },
    { step: 'total', s: seconds(t3 - t0) },
    { step: 'floor: the 9,000 writes as two SQL statements', s: seconds(floorMs) },
  ]);
  const total = (t3 - t0) / 1000;
  console.log(`10,000-row import: ${total.toFixed(1)} s (goal < ${GOAL_SECONDS} s: ${total < GOAL_SECONDS ? 'met' : 'NOT met'}); ${(total / (floorMs / 1000)).toFixed(0)}× the set-based floor`);
} finally {
  await stopProductServer(server);
  await admin.query(`drop database if exists ${scratchName} with (force)`);
  await admin.end();
}
