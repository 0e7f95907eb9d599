import { sql } from 'drizzle-orm';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';
import { importsRepository } from '../../server/modules/imports/imports-repository';
import { csvOf, italianVat, preview, runImport, upload } from '../support/import-files';

/**
 * Imports stay right when they race: an import is queued once however many ask at once, one job
 * runs it, and two imports creating the same sponsor at once make one sponsor (the second finds
 * it under the unique index and updates it).
 */

let testApp: TestApp;
let admin: SignedInAgent;
const RACERS = 8;

beforeAll(async () => {
  // The queue's worker waits an hour between polls, so it never finds the imports queued without a job.
  testApp = await createTestApp({ JOBS_POLL_SECONDS: '3600', EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
});
afterAll(() => testApp.close());

const imports = () => testApp.runtime.services.imports;
const runOf = (id: string) => ({ id, attempt: 1, lastAttempt: true });

async function previewedImport(rows: string[][]): Promise<string> {
  const uploaded = await upload(admin, 'sponsors', csvOf(rows), 'race.csv');
  expect((await preview(admin, uploaded.body.id, uploaded.body.mapping)).status).toBe(200);
  return uploaded.body.id;
}

/**
 * Queued as the run route queues it, but with no job: the process's worker takes a job as soon as
 * the route sends it, and here only the test's own jobs may take the import.
 */
async function queuedWithoutJob(id: string): Promise<void> {
  expect(await importsRepository.queue(testApp.runtime.database.db, id, false)).toMatchObject({ status: 'queued' });
}

test('an import asked to run by many at once is queued exactly once', async () => {
  const id = await previewedImport([['name'], ['Queued once']]);
  const responses = await Promise.all(Array.from({ length: RACERS }, () => runImport(admin, id)));
  expect(responses.map((response) => response.status).sort()).toEqual([202, ...Array<number>(RACERS - 1).fill(409)]);
  const jobs = (await testApp.runtime.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'import-run' and data->>'importId' = ${id}`)) as unknown as { rows: { n: number }[] };
  expect(jobs.rows[0]!.n).toBe(1);
});

test('two jobs taking one import at once: one runs it, the other finds it taken', async () => {
  const id = await previewedImport([['name'], ['Run once']]);
  await queuedWithoutJob(id);
  await Promise.all([imports().runJob(id, runOf('job-a')), imports().runJob(id, runOf('job-b'))]);
  const summary = (await admin.agent.get(`/api/imports/${id}`)).body;
  expect(summary).toMatchObject({ status: 'completed', result: { created: 1, updated: 0, rejected: 0 } });
  const created = (await admin.agent.get('/api/sponsors').query({ q: 'Run once' })).body;
  expect(created.total).toBe(1);
});

test('two imports creating the same sponsor at once make one sponsor, created by one and updated by the other', async () => {
  const vat = italianVat(555_001);
  const first = await previewedImport([['name', 'vat'], ['Racing brand A', vat]]);
  const second = await previewedImport([['name', 'vat'], ['Racing brand B', vat]]);
  for (const id of [first, second]) await queuedWithoutJob(id);
  await Promise.all([imports().runJob(first, runOf('job-1')), imports().runJob(second, runOf('job-2'))]);
  const results = await Promise.all([first, second].map(async (id) => (await admin.agent.get(`/api/imports/${id}`)).body.result));
  expect(results.map((result) => `${result.created}/${result.updated}/${result.rejected}`).sort()).toEqual(['0/1/0', '1/0/0']);
  const listed = (await admin.agent.get('/api/sponsors').query({ q: vat })).body;
  expect(listed.total).toBe(1);
  expect(listed.sponsors[0].version).toBe(2);
});
