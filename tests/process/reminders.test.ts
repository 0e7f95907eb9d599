import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshPostgresDatabase, type TestDatabase } from '../support/postgres-databases';
import { freePort, jobStarts, MailServer, startAppProcess, until, type AppProcess } from './support/app-processes';

/**
 * Reminders with two application processes on one PostgreSQL (TEST_DATABASE_URL; skipped without
 * it) and one clock file both read: scans at once in both mail each reminder once; a process
 * killed while mailing leaves its mail to the other; after a restart a day later, only that day's
 * reminders go out. Every wait is for a condition, never for a fixed time.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = baseUrl ? describe : describe.skip;

const LEASE_SECONDS = 6;

onPostgres('reminders with two processes on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  const clockDir = mkdtempSync(path.join(tmpdir(), 'reminders-clock-'));
  const clockFile = path.join(clockDir, 'now');
  let databaseUrl: string;
  // A pool: the test reads and writes for several users at once (one client runs one query at a time).
  let db: pg.Pool;
  let mail: MailServer;
  const processes: AppProcess[] = [];

  const setClock = (instant: string) => writeFileSync(clockFile, instant);
  const mailsTo = (email: string) => mail.to(email).length;

  async function startProcess(): Promise<AppProcess> {
    const app = await startAppProcess(`process ${processes.length + 1}`, {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ADMIN_PASSWORD: 'Adm1nPassword',
      TEST_CLOCK_FILE: clockFile,
      JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
    });
    processes.push(app);
    return app;
  }

  const running = () => processes.filter((app) => app.child.exitCode === null && app.child.signalCode === null);

  /** A staff user with a task due on `dueOn`: the task_due rule (offset 0) reminds them on that day. */
  async function taskDue(name: string, dueOn: string): Promise<string> {
    const email = `${name}@example.com`;
    const { rows } = await db.query<{ id: number }>(`insert into users (username, email, password_hash, role) values ($1, $2, 'x', 'editor') returning id`, [name, email]);
    await db.query(`insert into tasks (title, due_on, assignee_id) values ($1, $2, $3)`, [`Task of ${name}`, dueOn, rows[0]!.id]);
    return email;
  }

  /** Scan jobs, as the schedule sends them, several at once: whichever process takes each. */
  async function sendScans(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) await db.query(`insert into pgboss.job (name, data) values ('reminders-due', '{}')`);
  }

  async function emailed(email: string): Promise<boolean> {
    const { rows } = await db.query<{ emailed: boolean }>(
      `select s.emailed_at is not null as emailed from reminder_sends s join users u on u.id = s.recipient_id where u.email = $1`,
      [email],
    );
    return rows.length === 1 && rows[0]!.emailed;
  }

  beforeAll(async () => {
    database = await freshPostgresDatabase(baseUrl!);
    databaseUrl = database.url;
    mail = new MailServer(await freePort());
    await mail.start();
    setClock('2026-01-12T07:30:00Z'); // 08:30 in Rome
    await Promise.all([startProcess(), startProcess()]);
    db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  }, 240_000);

  afterAll(async () => {
    for (const app of running()) app.child.kill('SIGKILL');
    await Promise.all(processes.map((app) => app.exited));
    await db?.end();
    await mail.stop();
    await database?.drop();
    rmSync(clockDir, { recursive: true, force: true });
  }, 60_000);

  test('both processes scanning at once mail each reminder exactly once', async () => {
    const emails = await Promise.all(['ada', 'bea', 'cleo', 'dora', 'elsa'].map((name) => taskDue(name, '2026-01-12')));
    await sendScans(6);
    await until('every reminder mailed', async () => (await Promise.all(emails.map(emailed))).every(Boolean));
    await until('the scans to finish', async () => (await db.query(`select 1 from pgboss.job where name = 'reminders-due' and state in ('created', 'active', 'retry')`)).rowCount === 0);
    expect(emails.map(mailsTo)).toEqual([1, 1, 1, 1, 1]);
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from notifications`);
    expect(rows[0]!.count).toBe(5);
  }, 120_000);

  test('a process killed in the middle of mailing leaves the mail to the other, sent once after the lease', async () => {
    mail.holding = true;
    const before = processes.map((app) => jobStarts(app, 'reminder-mail'));
    const email = await taskDue('fiona', '2026-01-12');
    await sendScans(1);
    await until('a process stuck in the middle of mailing', () => mail.held >= 1);
    const runner = await until('the process that runs the mail', () => processes.find((app, index) => jobStarts(app, 'reminder-mail') > before[index]!));
    const survivor = running().find((app) => app !== runner)!;
    runner.child.kill('SIGKILL');
    await runner.exited;
    mail.holding = false;

    await until('the mail to be sent by the other process', () => emailed(email), 90_000);
    expect(mailsTo(email)).toBe(1);
    expect(jobStarts(survivor, 'reminder-mail')).toBeGreaterThan(before[processes.indexOf(survivor)]!);
  }, 120_000);

  test('killed and restarted a day later, only the new day’s reminders go out', async () => {
    for (const app of running()) app.child.kill('SIGKILL');
    await Promise.all(processes.map((app) => app.exited));
    const tomorrow = await taskDue('gaia', '2026-01-13');
    setClock('2026-01-13T07:30:00Z');
    const mailsBefore = mail.mails.length;
    await startProcess();
    await sendScans(2);
    await until('the new day’s reminder mailed', () => emailed(tomorrow));
    await until('the scans to finish', async () => (await db.query(`select 1 from pgboss.job where name = 'reminders-due' and state in ('created', 'active', 'retry')`)).rowCount === 0);
    expect(mail.mails.length - mailsBefore).toBe(1);
    expect(mailsTo(tomorrow)).toBe(1);
  }, 150_000);
});
