import request from 'supertest';
import { freshPostgresDatabase, type TestDatabase, withClient } from '../support/postgres-databases';
import { freePort, jobStarts, MailServer, startAppProcess, until, type AppProcess } from './support/app-processes';

/**
 * Durable jobs with two application processes on one PostgreSQL (TEST_DATABASE_URL; skipped
 * without it): invitation mails while the mail server is away, a process killed in the middle of
 * sending, and a restart. Every wait is for a condition, never for a fixed time.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = baseUrl ? describe : describe.skip;

const ADMIN_PASSWORD = 'Adm1nPassword';
const LEASE_SECONDS = 8;

onPostgres('durable jobs with two processes on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let databaseUrl: string;
  let mail: MailServer;
  const processes: AppProcess[] = [];

  async function startProcess(name: string): Promise<AppProcess> {
    const app = await startAppProcess(name, {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      PUBLIC_URL: 'http://backoffice.test',
      ADMIN_PASSWORD,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
      JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
    });
    processes.push(app);
    return app;
  }

  const mailJobStarts = (app: AppProcess) => jobStarts(app, 'invitation-mail');

  async function signIn(app: AppProcess) {
    const agent = request.agent(`http://127.0.0.1:${app.port}`);
    const response = await agent.post('/api/auth/login').send({ identifier: 'admin', password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    const csrf = /csrf_token=([^;]+)/.exec((response.headers['set-cookie'] as unknown as string[]).join('\n'))![1]!;
    return { agent, csrf: decodeURIComponent(csrf) };
  }

  async function invite(app: AppProcess, email: string): Promise<void> {
    const { agent, csrf } = await signIn(app);
    const response = await agent.post('/api/invitations').set('X-CSRF-Token', csrf).send({ emails: [email], role: 'creator' });
    expect(response.status).toBe(201);
    expect(response.body.invitations[0].accept_url).toBeUndefined();
  }

  /** An attempt failed and the job waits for (or runs) its next one. */
  const retried = (job: { state: string; retry_count: number } | undefined) => job !== undefined && (job.state === 'retry' || job.retry_count >= 1);

  async function mailJob(email: string): Promise<{ state: string; retry_count: number } | undefined> {
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ state: string; retry_count: number }>(
        `select j.state, j.retry_count from pgboss.job j join invitations i on i.id = (j.data->>'invitation')::uuid where j.name = 'invitation-mail' and i.email = $1`,
        [email],
      ),
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0];
  }

  async function jobTablesText(): Promise<string> {
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ text: string }>(`select concat((select string_agg(j::text, ' ') from pgboss.job j), ' ', (select string_agg(a::text, ' ') from pgboss.archive a)) as text`),
    );
    return rows[0]!.text;
  }

  beforeAll(async () => {
    database = await freshPostgresDatabase(baseUrl!);
    databaseUrl = database.url;
    mail = new MailServer(await freePort());
    // Both start together on the empty database: they share the migrations, the job tables and the first admin.
    await Promise.all([startProcess('first'), startProcess('second')]);
  }, 240_000);

  afterAll(async () => {
    for (const app of processes) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    await Promise.all(processes.map((app) => app.exited));
    await mail.stop();
    await database?.drop();
  }, 60_000);

  test('with the mail server stopped, an invitation is mailed exactly once after it comes back', async () => {
    await invite(processes[0]!, 'while.down@example.com');
    // Attempts fail while the mail server is away; the job waits for its next attempt.
    await until('a failed attempt', async () => retried(await mailJob('while.down@example.com')));
    expect(mail.to('while.down@example.com')).toHaveLength(0);

    await mail.start();
    await until('the job to complete', async () => (await mailJob('while.down@example.com'))?.state === 'completed');
    expect(mail.to('while.down@example.com')).toHaveLength(1);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.to('while.down@example.com')[0]!.raw.replace(/=\r?\n/g, ''))![1]!;
    // The job stored the link sealed: the token is nowhere in the job tables, nor in any log line.
    expect(await jobTablesText()).not.toContain(token);
    for (const app of processes) expect(app.output).not.toContain(token);
  }, 180_000);

  test('a process killed in the middle of sending loses nothing: the other one sends the mail once its lease ends', async () => {
    mail.holding = true;
    const before = processes.map(mailJobStarts);
    await invite(processes[1]!, 'killed@example.com');
    await until('a process stuck in the middle of sending', () => mail.held >= 1);
    const runner = await until('the process that runs the job', () => processes.find((app, index) => mailJobStarts(app) > before[index]!));
    const survivor = processes.find((app) => app !== runner && app.child.exitCode === null)!;
    runner.child.kill('SIGKILL');
    await runner.exited;
    mail.holding = false;

    await until('the job to complete', async () => (await mailJob('killed@example.com'))?.state === 'completed');
    expect(mail.to('killed@example.com')).toHaveLength(1);
    expect(mailJobStarts(survivor)).toBeGreaterThan(before[processes.indexOf(survivor)]!);
  }, 180_000);

  test('a job waiting for its retry survives a restart of the processes', async () => {
    await mail.stop();
    const running = processes.filter((app) => app.child.exitCode === null && app.child.signalCode === null);
    await invite(running[0]!, 'restart@example.com');
    await until('a failed attempt', async () => retried(await mailJob('restart@example.com')));
    for (const app of running) app.child.kill('SIGTERM');
    expect(await Promise.all(running.map((app) => app.exited))).toEqual(running.map(() => 0));

    await mail.start();
    await startProcess('restarted');
    await until('the job to complete', async () => (await mailJob('restart@example.com'))?.state === 'completed');
    expect(mail.to('restart@example.com')).toHaveLength(1);
  }, 240_000);
});
