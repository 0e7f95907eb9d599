import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { JobKindFailures, Role } from '../../contract';
import { hashToken, unseal } from '../../server/security/tokens';
import { createTestApp, type TestApp } from '../support/test-app';

/** A local port with nothing listening on it: every mail to it fails at once (connection refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let testApp: TestApp;

beforeAll(async () => {
  // The mail server is unreachable and no retry is left: each invitation mail fails for good at its first attempt.
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, JOBS_RETRY_LIMIT: '0', JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'http://backoffice.test' });
});
afterAll(() => testApp.close());

async function failuresAs(role: Role) {
  const user = await testApp.createUser(role);
  const who = await testApp.signIn(user.username);
  return who.agent.get('/api/jobs/failures');
}

async function mailFailures(): Promise<JobKindFailures | undefined> {
  const response = await failuresAs('super_admin');
  expect(response.status).toBe(200);
  return (response.body as { kinds: JobKindFailures[] }).kinds.find((kind) => kind.kind === 'invitation-mail');
}

test('a job that always fails shows its count and its last error; the job stores its link sealed, never in clear', async () => {
  const inviter = await testApp.signIn((await testApp.createUser('admin')).username);
  const invited = await inviter.agent.post('/api/invitations').set('X-CSRF-Token', inviter.csrf).send({ emails: ['a@example.com', 'b@example.com'], role: 'creator' });
  // The answer is the same as with a working mail server: the mail is the job's to send.
  expect(invited.status).toBe(201);
  expect(invited.body.invitations.map((i: { accept_url?: string }) => i.accept_url)).toEqual([undefined, undefined]);

  const deadline = Date.now() + 20_000;
  let failures = await mailFailures();
  while ((failures?.failed ?? 0) < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    failures = await mailFailures();
  }
  expect(failures).toMatchObject({ kind: 'invitation-mail', failed: 2, retrying: 0 });
  expect(failures!.last_error).toMatch(/ECONNREFUSED/);
  expect(Date.parse(failures!.last_error_at!)).toBeGreaterThan(Date.now() - 60_000);

  const db = testApp.runtime.database.db;
  const jobs = (await db.execute(sql`select data::text as data from pgboss.job where name = 'invitation-mail'`)) as unknown as { rows: { data: string }[] };
  const invitations = (await db.execute(sql`select id, token_hash from invitations`)) as unknown as { rows: { id: string; token_hash: string }[] };
  expect(jobs.rows).toHaveLength(2);
  for (const job of jobs.rows) {
    const payload = JSON.parse(job.data) as { invitation: string; sealedToken: string };
    const token = unseal(testApp.runtime.keys.sealing, payload.sealedToken)!;
    expect(hashToken(token)).toBe(invitations.rows.find((row) => row.id === payload.invitation)!.token_hash);
    expect(job.data).not.toContain(token);
  }
});

test('every job kind is listed, with no failure when none failed', async () => {
  const response = await failuresAs('admin');
  expect(response.status).toBe(200);
  const kinds = (response.body as { kinds: JobKindFailures[] }).kinds;
  expect(kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['expire-invitations', 'expire-sessions', 'expire-throttling', 'invitation-mail']));
  expect(kinds.find((kind) => kind.kind === 'expire-sessions')).toEqual({ kind: 'expire-sessions', failed: 0, retrying: 0, last_error: null, last_error_at: null });
});

test('only super admins and admins see failed jobs; signed out is 401', async () => {
  expect((await request(testApp.app).get('/api/jobs/failures')).status).toBe(401);
  for (const role of ['editor', 'contributor', 'creator'] as const) {
    const response = await failuresAs(role);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  }
  for (const role of ['super_admin', 'admin'] as const) expect((await failuresAs(role)).status).toBe(200);
});
