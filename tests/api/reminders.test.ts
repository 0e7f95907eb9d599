import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { JobKindFailures, ReminderRule, Role } from '../../contract';
import { expectApiError, readLogs, validationMessagesOf } from '../support/api-helpers';
import { ManualClock } from '../support/manual-clock';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';

/*
 * Reminders on both engines, with the agency's clock set by hand (Europe/Rome) and a local mail
 * server: each default rule fires on its day from 08:00, once, to each of its audience, in each
 * recipient's language; nothing for what is done; the rules' API and its access.
 */

const clock = new ManualClock('2026-01-05T10:00:00Z');
let smtp: SmtpCatcher;
let testApp: TestApp;
let admin: SignedInAgent;
let owner: TestUser;
let managerIt: TestUser;
let managerEn: TestUser;
let portalUser: TestUser;
let sponsorId: number;
let creatorId: number;

type Method = 'post' | 'patch' | 'put';
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown> = {}) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);

async function created<T>(response: { status: number; body: T }): Promise<T> {
  expect(response.status).toBe(201);
  return response.body;
}

const db = () => testApp.runtime.database.db;
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
}

async function setLanguage(user: TestUser, language: 'it' | 'en'): Promise<void> {
  await db().execute(sql`insert into preferences (user_id, theme, language, initials_color) values (${user.id}, 'classic', ${language}, '#336699')
    on conflict (user_id) do update set language = excluded.language`);
}

/** A campaign of the owner with the creator in it and one deliverable: its label in reminders is "<name> – Luna". */
async function deliverableIn(name: string, dues: { draft_due_on?: string; publish_due_on?: string }): Promise<{ id: number; campaignId: number; label: string }> {
  const campaign = await created(await send(admin, 'post', '/api/campaigns', { sponsor_id: sponsorId, name, owner_id: owner.id }));
  const campaignId = (campaign as { campaign_id: number }).campaign_id;
  const deals = await created(await send(admin, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [creatorId] }));
  const dealId = (deals as { deals: { deal_id: number }[] }).deals[0]!.deal_id;
  const deliverable = await created(await send(admin, 'post', `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`, { platform: 'instagram', type: 'reel', ...dues }));
  return { id: (deliverable as { deliverable_id: number }).deliverable_id, campaignId, label: `${name} – Luna` };
}

async function taskFor(assignee: TestUser, title: string, dueOn: string, done = false): Promise<number> {
  const [row] = await query<{ id: number }>(sql`insert into tasks (title, due_on, assignee_id, done_at) values (${title}, ${dueOn}, ${assignee.id}, ${done ? sql`now()` : sql`null`}) returning id`);
  return Number(row!.id);
}

const scan = () => testApp.runtime.services.reminderScan.run();

/** The ledger rows of a record, per rule offset and date kind. */
async function sendsOf(subjectKind: string, subjectId: number): Promise<{ date_kind: string; offset_days: number; due_on: string; recipient_id: number }[]> {
  return query(sql`select r.date_kind, r.offset_days, s.due_on::text as due_on, s.recipient_id from reminder_sends s join reminder_rules r on r.id = s.rule_id
    where s.subject_kind = ${subjectKind} and s.subject_id = ${subjectId} order by r.offset_days, s.due_on, s.recipient_id`);
}

async function notificationsOf(subjectKind: string, subjectId: number): Promise<{ user_id: number; params: Record<string, unknown> }[]> {
  return query(sql`select user_id, params from notifications where subject_kind = ${subjectKind} and subject_id = ${subjectId} order by user_id, id`);
}

/** Waits until no reminder mail job is waiting, running or retrying. */
async function mailsSettled(): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [row] = await query<{ pending: number }>(sql`select count(*)::int as pending from pgboss.job where name = 'reminder-mail' and state in ('created', 'retry', 'active')`);
    if (Number(row!.pending) === 0) return;
    if (Date.now() > deadline) throw new Error('reminder mails still pending');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Quoted-printable (or a Q-encoded word) as UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded subject and text of a mail (quoted-printable or base64, UTF-8). */
function readMail(mail: CaughtMail): { subject: string; text: string } {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, mode: string, text: string) =>
    mode.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const part = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(rest.join('\n\n'));
  const encoding = part?.[1]?.toLowerCase();
  const content = part?.[2] ?? '';
  const text =
    encoding === 'base64' ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(content.replace(/=\r?\n/g, '')) : content;
  return { subject, text };
}

const mailsAbout = (label: string) => smtp.mails.map((mail) => ({ to: mail.to, ...readMail(mail) })).filter((mail) => mail.subject.includes(label));

async function waitForMails(label: string, count: number) {
  // One worker mails the queue in turn: the earlier tests' mails may still be ahead.
  const deadline = Date.now() + 45_000;
  while (mailsAbout(label).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails about ${label}, got ${mailsAbout(label).length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await mailsSettled();
  return mailsAbout(label);
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'http://backoffice.test' }, { clock });
  const adminUser = await testApp.createUser('admin');
  admin = await testApp.signIn(adminUser.username);
  owner = await testApp.createUser('editor', { username: 'owner_en' });
  managerIt = await testApp.createUser('editor', { username: 'manager_it' });
  managerEn = await testApp.createUser('contributor', { username: 'manager_en' });
  portalUser = await testApp.createUser('creator', { username: 'luna_portal' });
  await Promise.all([setLanguage(owner, 'en'), setLanguage(managerIt, 'it'), setLanguage(managerEn, 'en')]);
  const sponsor = await created(await send(admin, 'post', '/api/sponsors', { display_name: 'Reminder brand' }));
  sponsorId = (sponsor as { sponsor_id: number }).sponsor_id;
  const creator = await created(await send(admin, 'post', '/api/creators', { stage_name: 'Luna', primary_manager_id: managerIt.id, secondary_manager_id: managerEn.id }));
  creatorId = (creator as { creator_id: number }).creator_id;
  // The creator's portal account (normally made by accepting an invitation); its language is the default, Italian.
  await db().execute(sql`update creators set portal_user_id = ${portalUser.id} where id = ${creatorId}`);
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

describe('the default rules', () => {
  test('a draft is reminded 3 and 1 days before and the day after, from 08:00 in Rome, once to each of its audience', async () => {
    const { id, label } = await deliverableIn('Lancio', { draft_due_on: '2026-01-15' });

    clock.set('2026-01-11T10:00:00Z'); // the day before −3: nothing
    await scan();
    expect(await sendsOf('deliverable', id)).toEqual([]);

    clock.set('2026-01-12T06:59:00Z'); // 07:59 in Rome on the day: not yet
    await scan();
    expect(await sendsOf('deliverable', id)).toEqual([]);

    clock.set('2026-01-12T07:00:00Z'); // 08:00 in Rome
    await scan();
    const audience = [managerIt.id, managerEn.id, portalUser.id].sort((a, b) => a - b);
    expect(await sendsOf('deliverable', id)).toEqual(audience.map((recipient_id) => ({ date_kind: 'draft_due', offset_days: -3, due_on: '2026-01-15', recipient_id })));
    const mails = await waitForMails(label, 3);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([managerIt.email, managerEn.email, portalUser.email].sort());
    expect((await notificationsOf('deliverable', id)).map((row) => row.user_id)).toEqual(audience);

    // Again the same day and the next: nothing more.
    expect(await scan()).toBe(0);
    clock.set('2026-01-13T09:00:00Z');
    await scan();
    expect(await sendsOf('deliverable', id)).toHaveLength(3);

    clock.set('2026-01-14T07:30:00Z'); // −1
    await scan();
    clock.set('2026-01-16T07:30:00Z'); // +1, overdue: the owner too
    await scan();
    expect((await sendsOf('deliverable', id)).map((row) => `${row.offset_days}:${row.recipient_id}`)).toEqual([
      ...audience.map((recipient) => `-3:${recipient}`),
      ...audience.map((recipient) => `-1:${recipient}`),
      ...[...audience, owner.id].sort((a, b) => a - b).map((recipient) => `1:${recipient}`),
    ]);
    expect(await waitForMails(label, 10)).toHaveLength(10);
    expect(await notificationsOf('deliverable', id)).toHaveLength(10);
  });

  test('each recipient reads the reminder in their language, with a link to the record', async () => {
    const { id, campaignId, label } = await deliverableIn('Primavera', { draft_due_on: '2026-02-13', publish_due_on: '2026-02-20' });
    clock.set('2026-02-10T08:00:00Z');
    await scan();
    const mails = await waitForMails(label, 3);
    const to = (user: TestUser) => mails.find((mail) => mail.to.includes(user.email))!;
    expect(to(managerIt).subject).toBe('Bozza di «Primavera – Luna» da consegnare tra 3 giorni (13/02/2026)');
    expect(to(managerEn).subject).toBe('Draft of “Primavera – Luna” due in 3 days (13/02/2026)');
    // The creator has no preference: the agency's default language, and their own area as the link.
    expect(to(portalUser).subject).toBe('Bozza di «Primavera – Luna» da consegnare tra 3 giorni (13/02/2026)');
    expect(to(managerEn).text).toContain(`http://backoffice.test/campagne/${campaignId}`);
    expect(to(portalUser).text).toMatch(/http:\/\/backoffice\.test\/creator\/campagne\/\d+/);
    const [notification] = await notificationsOf('deliverable', id);
    expect(notification!.params).toMatchObject({ date_kind: 'draft_due', offset_days: -3, due_on: '2026-02-13', label, campaign_id: campaignId });

    clock.set('2026-02-19T08:00:00Z'); // publication −1
    await scan();
    const publication = (await waitForMails('Primavera', 6)).filter((mail) => mail.subject.includes('(20/02/2026)'));
    expect(publication.map((mail) => mail.subject).sort()).toEqual([
      'Pubblicazione di «Primavera – Luna» prevista domani (20/02/2026)',
      'Pubblicazione di «Primavera – Luna» prevista domani (20/02/2026)',
      'Publication of “Primavera – Luna” due tomorrow (20/02/2026)',
    ]);
  });

  test('a task is reminded to its assignee on its day', async () => {
    const taskId = await taskFor(managerEn, 'Send the contract', '2026-03-03');
    await taskFor(managerEn, 'Already done', '2026-03-03', true);
    clock.set('2026-03-03T07:30:00Z');
    await scan();
    expect(await sendsOf('task', taskId)).toEqual([{ date_kind: 'task_due', offset_days: 0, due_on: '2026-03-03', recipient_id: managerEn.id }]);
    const mails = await waitForMails('Send the contract', 1);
    expect(mails[0]!.subject).toBe('Task “Send the contract” due today (03/03/2026)');
    expect(mailsAbout('Already done')).toEqual([]);
  });

  test('nothing for an approved or cancelled deliverable, nor for an archived campaign', async () => {
    const approved = await deliverableIn('Approvata', { draft_due_on: '2026-04-13', publish_due_on: '2026-04-20' });
    const cancelled = await deliverableIn('Annullata', { draft_due_on: '2026-04-13' });
    await db().execute(sql`update deliverables set status = 'approved' where id = ${approved.id}`);
    expect((await send(admin, 'put', `/api/deliverables/${cancelled.id}/status`, { status: 'cancelled', version: 1 })).status).toBe(200);
    const archived = await deliverableIn('Archiviata', { draft_due_on: '2026-04-13' });
    await db().execute(sql`update campaigns set archived_at = now() where id = ${archived.campaignId}`);
    clock.set('2026-04-10T07:00:00Z');
    await scan();
    expect(await sendsOf('deliverable', approved.id)).toEqual([]);
    expect(await sendsOf('deliverable', cancelled.id)).toEqual([]);
    expect(await sendsOf('deliverable', archived.id)).toEqual([]);
    // The approved deliverable's publication is still due: it is reminded.
    clock.set('2026-04-19T07:00:00Z');
    await scan();
    expect((await sendsOf('deliverable', approved.id)).map((row) => row.date_kind)).toEqual(['publish_due', 'publish_due', 'publish_due']);
  });

  test('a moved date is reminded again at its new date', async () => {
    const { id } = await deliverableIn('Spostata', { draft_due_on: '2026-05-13' });
    clock.set('2026-05-10T07:00:00Z');
    await scan();
    expect(await sendsOf('deliverable', id)).toHaveLength(3);
    expect((await send(admin, 'patch', `/api/deliverables/${id}`, { version: 1, draft_due_on: '2026-05-20' })).status).toBe(200);
    clock.set('2026-05-17T07:00:00Z');
    await scan();
    expect((await sendsOf('deliverable', id)).map((row) => row.due_on)).toEqual(['2026-05-13', '2026-05-13', '2026-05-13', '2026-05-20', '2026-05-20', '2026-05-20']);
  });

  test('on the day clocks move to summer time in Rome, 08:00 is 06:00 UTC', async () => {
    // 29 March 2026: Rome moves from UTC+1 to UTC+2.
    const { id } = await deliverableIn('Ora legale', { draft_due_on: '2026-04-01' });
    clock.set('2026-03-29T05:59:00Z'); // 07:59 in Rome
    await scan();
    expect(await sendsOf('deliverable', id)).toEqual([]);
    clock.set('2026-03-29T06:00:00Z'); // 08:00 in Rome
    await scan();
    expect(await sendsOf('deliverable', id)).toHaveLength(3);
  });

  test('a reminder is caught up for two days from its 08:00, then dropped rather than sent stale', async () => {
    const late = await deliverableIn('Recuperata', { draft_due_on: '2026-06-23' });
    // −3 fell on 20 June at 08:00; at 07:59 on 22 June it is still sent (−1 is not due before 08:00).
    clock.set('2026-06-22T05:59:00Z');
    await scan();
    expect((await sendsOf('deliverable', late.id)).map((row) => row.offset_days)).toEqual([-3, -3, -3]);
    const stale = await deliverableIn('Vecchia', { draft_due_on: '2026-06-28' });
    // −3 fell on 25 June: at 08:00 on 27 June it is dropped; −1 is due.
    clock.set('2026-06-27T06:00:00Z');
    await scan();
    expect((await sendsOf('deliverable', stale.id)).map((row) => row.offset_days)).toEqual([-1, -1, -1]);
  });

  test('two scans at once record, notify and mail each reminder once', async () => {
    const { id, label } = await deliverableIn('Concorrenza', { draft_due_on: '2026-07-13' });
    clock.set('2026-07-10T07:00:00Z');
    const counts = await Promise.all([scan(), scan(), scan()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await sendsOf('deliverable', id)).toHaveLength(3);
    expect(await notificationsOf('deliverable', id)).toHaveLength(3);
    expect(await waitForMails(label, 3)).toHaveLength(3);
  }, 60_000);

  test('the scan runs as the scheduled job kind does, through the job queue', async () => {
    const { id } = await deliverableIn('Coda', { draft_due_on: '2026-08-13' });
    clock.set('2026-08-10T07:00:00Z');
    const { remindersDueJob } = await import('../../server/modules/reminders');
    await Promise.all([testApp.runtime.jobs.send(remindersDueJob, {}), testApp.runtime.jobs.send(remindersDueJob, {})]);
    const deadline = Date.now() + 20_000;
    while ((await sendsOf('deliverable', id)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await mailsSettled();
    expect(await sendsOf('deliverable', id)).toHaveLength(3);
    const [mailJobs] = await query<{ count: number }>(sql`select count(*)::int as count from pgboss.job where name = 'reminder-mail' and data->>'send' in (select id::text from reminder_sends where subject_id = ${id} and subject_kind = 'deliverable')`);
    expect(Number(mailJobs!.count)).toBe(3);
  });
});

describe('the reminder rules', () => {
  const rulesAs = async (role: Role) => testApp.signIn((await testApp.createUser(role)).username);

  test('an admin has the reminders due now looked for at once, audited; an editor may not', async () => {
    const { id } = await deliverableIn('Subito', { draft_due_on: '2026-09-13' });
    clock.set('2026-09-10T07:00:00Z');
    const editor = await rulesAs('editor');
    expect((await send(editor, 'post', '/api/reminder-rules/run')).status).toBe(403);
    expect(await sendsOf('deliverable', id)).toHaveLength(0);
    const runner = await testApp.createUser('super_admin');
    const superAdmin = await testApp.signIn(runner.username);
    const run = await send(superAdmin, 'post', '/api/reminder-rules/run');
    expect(run.status).toBe(202);
    expect(run.body).toEqual({ queued: true });
    const deadline = Date.now() + 20_000;
    while ((await sendsOf('deliverable', id)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await mailsSettled();
    expect(await sendsOf('deliverable', id)).toHaveLength(3);
    const { logs } = await readLogs(superAdmin, { message_filter: 'reminders_run' });
    expect(logs.map((log) => log.username)).toContain(runner.username);
  });

  test('are the six defaults; staff read them, a creator may not, signed out is 401', async () => {
    const response = await admin.agent.get('/api/reminder-rules');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(6);
    expect((response.body.rules as ReminderRule[]).map((rule) => `${rule.date_kind}${rule.offset_days}`)).toEqual([
      'draft_due-3', 'draft_due-1', 'draft_due1', 'publish_due-1', 'publish_due1', 'task_due0',
    ]);
    expect(response.body.rules[0]).toMatchObject({ audience: ['creator', 'managers'], channels: ['email', 'in_app'], enabled: true, version: 1, archived_at: null });
    for (const role of ['editor', 'contributor'] as const) expect((await (await rulesAs(role)).agent.get('/api/reminder-rules')).status).toBe(200);
    expectApiError(await (await rulesAs('creator')).agent.get('/api/reminder-rules'), 403, 'forbidden');
    expectApiError(await request(testApp.app).get('/api/reminder-rules'), 401);
  });

  test('super admins and admins add, change, archive and restore them, audited; editors and contributors may not', async () => {
    const superAdmin = await rulesAs('super_admin');
    const rule = await created<ReminderRule>(await send(superAdmin, 'post', '/api/reminder-rules', { date_kind: 'campaign_end', offset_days: -7, audience: ['owner'], channels: ['in_app'] }));
    expect(rule).toMatchObject({ date_kind: 'campaign_end', offset_days: -7, audience: ['owner'], channels: ['in_app'], enabled: true, version: 1 });
    const changed = await send(admin, 'patch', `/api/reminder-rules/${rule.rule_id}`, { version: 1, offset_days: -5, channels: ['in_app', 'email'] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ offset_days: -5, channels: ['email', 'in_app'], version: 2 });
    const stale = await send(admin, 'patch', `/api/reminder-rules/${rule.rule_id}`, { version: 1, enabled: false });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { offset_days: -5, version: 2 } });
    expect((await send(admin, 'post', `/api/reminder-rules/${rule.rule_id}/archive`, { version: 2 })).body).toMatchObject({ version: 3, archived_at: expect.any(String) });
    expect((await admin.agent.get('/api/reminder-rules?archived=archived')).body.rules.map((r: ReminderRule) => r.rule_id)).toContain(rule.rule_id);
    expect((await send(admin, 'post', `/api/reminder-rules/${rule.rule_id}/restore`, { version: 3 })).body).toMatchObject({ version: 4, archived_at: null });

    const { logs } = await readLogs(admin, { entity_type_filter: 'reminder_rule' });
    expect(logs.filter((log) => log.entity_id === rule.rule_id).map((log) => log.message).sort()).toEqual(
      ['reminder_rule_archived', 'reminder_rule_created', 'reminder_rule_restored', 'reminder_rule_updated', 'reminder_rule_updated'].sort(),
    );
    expect(logs.find((log) => log.entity_id === rule.rule_id && log.message === 'reminder_rule_updated' && log.status_code === 200)!.changes).toMatchObject({ offset_days: { from: -7, to: -5 } });

    for (const role of ['editor', 'contributor', 'creator'] as const) {
      const who = await rulesAs(role);
      expectApiError(await send(who, 'post', '/api/reminder-rules', { date_kind: 'campaign_end', offset_days: -2, audience: ['owner'], channels: ['email'] }), 403, 'forbidden');
      expectApiError(await send(who, 'patch', `/api/reminder-rules/${rule.rule_id}`, { version: 4, enabled: false }), 403, 'forbidden');
    }
  });

  test('refuse bad input with the form’s messages', async () => {
    expect(validationMessagesOf(await send(admin, 'post', '/api/reminder-rules', { date_kind: 'birthday', offset_days: 1.5, audience: [], channels: ['fax'] }))).toEqual([
      { field: 'date_kind', message: 'Choose which date to remind of.' },
      { field: 'offset_days', message: 'Enter a whole number of days between −60 and 60.' },
      { field: 'audience', message: 'Choose who receives the reminder.' },
      { field: 'channels.0', message: 'Choose at least one channel.' },
    ]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/reminder-rules', { date_kind: 'task_due', offset_days: 61, audience: ['assignee'], channels: ['email'] }))).toEqual([
      { field: 'offset_days', message: 'Enter a whole number of days between −60 and 60.' },
    ]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/reminder-rules', { date_kind: 'task_due', offset_days: -2, audience: ['creator'], channels: ['email'] }))).toEqual([
      { field: 'audience', message: 'This date cannot be reminded to this audience.' },
    ]);
    // An update is checked against the saved date kind.
    const { body } = await admin.agent.get('/api/reminder-rules');
    const taskRule = (body.rules as ReminderRule[]).find((rule) => rule.date_kind === 'task_due')!;
    expect(validationMessagesOf(await send(admin, 'patch', `/api/reminder-rules/${taskRule.rule_id}`, { version: taskRule.version, audience: ['owner'] }))).toEqual([
      { field: 'audience', message: 'This date cannot be reminded to this audience.' },
    ]);
    expectApiError(await send(admin, 'patch', '/api/reminder-rules/abc', { version: 1 }), 400);
    expectApiError(await send(admin, 'patch', '/api/reminder-rules/999999', { version: 1, enabled: false }), 404, 'not_found');
  });

  test('one current rule per date and offset, whoever adds it at the same moment', async () => {
    const body = { date_kind: 'representation_end', offset_days: -30, audience: ['managers'], channels: ['email'] };
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(admin, 'post', '/api/reminder-rules', body)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'reminder_rule_exists', errors: [{ field: 'offset_days', message: 'A rule for this date and offset already exists.' }] });
    const rule = responses.find((response) => response.status === 201)!.body as ReminderRule;
    // Archived, its place is free; its restore then meets the new one.
    await send(admin, 'post', `/api/reminder-rules/${rule.rule_id}/archive`, { version: 1 });
    const again = await created<ReminderRule>(await send(admin, 'post', '/api/reminder-rules', body));
    expectApiError(await send(admin, 'post', `/api/reminder-rules/${rule.rule_id}/restore`, { version: 2 }), 409, 'reminder_rule_exists');
    expect(again.rule_id).not.toBe(rule.rule_id);
  });
});

/** A local port with nothing listening on it: every mail to it fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a reminder mail the mail server refuses is retried, then shown among the failed jobs; its payload is only the ledger id', async () => {
  const failing = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, JOBS_RETRY_LIMIT: '1', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' }, { clock });
  try {
    const who = await failing.signIn((await failing.createUser('admin')).username);
    const assignee = await failing.createUser('editor');
    await failing.runtime.database.db.execute(sql`insert into tasks (title, due_on, assignee_id) values ('Call the brand', '2026-09-01', ${assignee.id})`);
    clock.set('2026-09-01T07:00:00Z');
    expect(await failing.runtime.services.reminderScan.run()).toBe(1);

    const failureOf = async () => ((await who.agent.get('/api/jobs/failures')).body as { kinds: JobKindFailures[] }).kinds.find((kind) => kind.kind === 'reminder-mail');
    const deadline = Date.now() + 30_000;
    let failure = await failureOf();
    while ((failure?.failed ?? 0) < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failure = await failureOf();
    }
    expect(failure).toMatchObject({ kind: 'reminder-mail', failed: 1, retrying: 0 });
    expect(failure!.last_error).toMatch(/ECONNREFUSED/);
    const jobs = ((await failing.runtime.database.db.execute(sql`select data::text as data, retry_count from pgboss.archive where name = 'reminder-mail' union all select data::text, retry_count from pgboss.job where name = 'reminder-mail'`)) as unknown as { rows: { data: string; retry_count: number }[] }).rows;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.retry_count).toBe(1);
    expect(Object.keys(JSON.parse(jobs[0]!.data) as object)).toEqual(['send']);
    expect(jobs[0]!.data).not.toContain(assignee.email);
    const [sent] = ((await failing.runtime.database.db.execute(sql`select emailed_at from reminder_sends`)) as unknown as { rows: { emailed_at: unknown }[] }).rows;
    expect(sent!.emailed_at).toBeNull();
  } finally {
    await failing.close();
  }
});
