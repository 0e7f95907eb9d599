import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Notification, NotificationList } from '../../contract';
import { NOTIFICATIONS_PAGE_SIZE } from '../../contract';
import { expectApiError } from '../support/api-helpers';
import { ManualClock } from '../support/manual-clock';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';

/*
 * The bell: each user reads and marks only their own notifications, every role the creator
 * included; reminders that no longer apply leave it by themselves (database triggers).
 */

const clock = new ManualClock('2026-01-05T10:00:00Z');
let testApp: TestApp;
let admin: SignedInAgent;
let manager: TestUser;
let managerAgent: SignedInAgent;
let other: TestUser;
let otherAgent: SignedInAgent;
let portalUser: TestUser;
let portalAgent: SignedInAgent;
let campaignId: number;
let dealId: number;

const send = (who: SignedInAgent, method: 'post' | 'put' | 'patch', path: string, body: Record<string, unknown> = {}) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);
const db = () => testApp.runtime.database.db;
const scan = () => testApp.runtime.services.reminderScan.run();
const bell = async (who: SignedInAgent, page = 1): Promise<NotificationList> => {
  const response = await who.agent.get(`/api/notifications?page=${page}`);
  expect(response.status).toBe(200);
  return response.body;
};

async function newDeliverable(dues: Record<string, string>): Promise<number> {
  const response = await send(admin, 'post', `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`, { platform: 'tiktok', type: 'post', ...dues });
  expect(response.status).toBe(201);
  return response.body.deliverable_id;
}

async function taskFor(assignee: TestUser, title: string, dueOn: string): Promise<number> {
  const result = await db().execute(sql`insert into tasks (title, due_on, assignee_id) values (${title}, ${dueOn}, ${assignee.id}) returning id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

beforeAll(async () => {
  // No mail server: reminders go to the bell only.
  testApp = await createTestApp({}, { clock });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  manager = await testApp.createUser('editor');
  managerAgent = await testApp.signIn(manager.username);
  other = await testApp.createUser('contributor');
  otherAgent = await testApp.signIn(other.username);
  portalUser = await testApp.createUser('creator');
  portalAgent = await testApp.signIn(portalUser.username);
  const sponsor = await send(admin, 'post', '/api/sponsors', { display_name: 'Bell brand' });
  const campaign = await send(admin, 'post', '/api/campaigns', { sponsor_id: sponsor.body.sponsor_id, name: 'Campanella' });
  campaignId = campaign.body.campaign_id;
  const creator = await send(admin, 'post', '/api/creators', { stage_name: 'Sole', primary_manager_id: manager.id });
  await db().execute(sql`update creators set portal_user_id = ${portalUser.id} where id = ${creator.body.creator_id}`);
  const deals = await send(admin, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [creator.body.creator_id] });
  dealId = deals.body.deals[0].deal_id;
});
afterAll(() => testApp.close());

test('each user sees their own reminders, newest first, with the keys to write them and where they lead', async () => {
  const deliverableId = await newDeliverable({ draft_due_on: '2026-01-13' });
  const taskId = await taskFor(manager, 'Brief the creator', '2026-01-10');
  clock.set('2026-01-10T07:00:00Z');
  expect(await scan()).toBe(3);

  const mine = await bell(managerAgent);
  expect(mine).toMatchObject({ total: 2, unread: 2 });
  const [task, draft] = [mine.notifications.find((n) => n.subject.kind === 'task')!, mine.notifications.find((n) => n.subject.kind === 'deliverable')!];
  expect(draft).toMatchObject({
    kind: 'reminder',
    subject: { kind: 'deliverable', id: deliverableId },
    date_kind: 'draft_due',
    offset_days: -3,
    due_on: '2026-01-13',
    label: 'Campanella – Sole',
    target: { kind: 'campaign', id: campaignId },
    read_at: null,
  });
  expect(task).toMatchObject({ subject: { kind: 'task', id: taskId }, date_kind: 'task_due', offset_days: 0, label: 'Brief the creator', target: { kind: 'task', id: taskId } });

  // The creator sees their own, leading to their deal in their area.
  const creators = await bell(portalAgent);
  expect(creators).toMatchObject({ total: 1, unread: 1 });
  expect(creators.notifications[0]).toMatchObject({ subject: { kind: 'deliverable', id: deliverableId }, target: { kind: 'deal', id: dealId } });

  expect(await bell(otherAgent)).toEqual({ notifications: [], total: 0, unread: 0 });
  expectApiError(await request(testApp.app).get('/api/notifications'), 401);
});

test('one is marked read by its reader only; another’s is not found; all are marked read at once', async () => {
  const [first, second] = (await bell(managerAgent)).notifications as [Notification, Notification];
  expectApiError(await send(otherAgent, 'post', `/api/notifications/${first.notification_id}/read`), 404, 'not_found');
  expectApiError(await send(portalAgent, 'post', `/api/notifications/${first.notification_id}/read`), 404, 'not_found');
  expect((await bell(managerAgent)).unread).toBe(2);

  const read = await send(managerAgent, 'post', `/api/notifications/${first.notification_id}/read`);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ notification_id: first.notification_id, read_at: expect.any(String) });
  // Marking it again keeps the first time.
  expect((await send(managerAgent, 'post', `/api/notifications/${first.notification_id}/read`)).body.read_at).toBe(read.body.read_at);
  expect((await bell(managerAgent)).unread).toBe(1);

  const all = await send(managerAgent, 'post', '/api/notifications/read-all');
  expect(all.body).toEqual({ updated: 1, unread: 0 });
  expect((await bell(managerAgent)).notifications.find((n) => n.notification_id === second.notification_id)!.read_at).toEqual(expect.any(String));
  // The creator's stay unread.
  expect((await bell(portalAgent)).unread).toBe(1);
  expectApiError(await send(managerAgent, 'post', '/api/notifications/abc/read'), 400);
  expectApiError(await managerAgent.agent.get('/api/notifications?page=0'), 400);
});

test('pages hold NOTIFICATIONS_PAGE_SIZE, newest first, the count covering all', async () => {
  const rows = Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, index) => sql`(${other.id}, 'reminder', 'task', ${index + 1}, ${JSON.stringify({ date_kind: 'task_due', offset_days: 0, label: `Task ${index}` })}::jsonb, now() + make_interval(secs => ${index}))`);
  await db().execute(sql`insert into notifications (user_id, kind, subject_kind, subject_id, params, created_at) values ${sql.join(rows, sql`, `)}`);
  const first = await bell(otherAgent);
  expect(first).toMatchObject({ total: NOTIFICATIONS_PAGE_SIZE + 3, unread: NOTIFICATIONS_PAGE_SIZE + 3 });
  expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
  expect(first.notifications[0]!.label).toBe(`Task ${NOTIFICATIONS_PAGE_SIZE + 2}`);
  expect((await bell(otherAgent, 2)).notifications.map((n) => n.label)).toEqual(['Task 2', 'Task 1', 'Task 0']);
});

describe('a reminder that no longer applies leaves the bell unless it was read', () => {
  test('when the task is done or archived', async () => {
    const done = await taskFor(manager, 'Call the agency', '2026-02-02');
    const archived = await taskFor(manager, 'Old errand', '2026-02-02');
    clock.set('2026-02-02T07:00:00Z');
    expect(await scan()).toBe(2);
    const unreadBefore = (await bell(managerAgent)).unread;
    await db().execute(sql`update tasks set done_at = now() where id = ${done}`);
    await db().execute(sql`update tasks set archived_at = now() where id = ${archived}`);
    const after = await bell(managerAgent);
    expect(after.unread).toBe(unreadBefore - 2);
    expect(after.notifications.filter((n) => n.subject.kind === 'task' && [done, archived].includes(n.subject.id))).toEqual([]);
  });

  test('when the draft is approved: the draft reminders go, the publication’s stay; a read one stays', async () => {
    const deliverableId = await newDeliverable({ draft_due_on: '2026-03-12', publish_due_on: '2026-03-13' });
    clock.set('2026-03-12T07:00:00Z'); // draft −1 … and publication −1
    await scan();
    const ofDeliverable = async (who: SignedInAgent) => (await bell(who)).notifications.filter((n) => n.subject.id === deliverableId && n.subject.kind === 'deliverable');
    expect((await ofDeliverable(managerAgent)).map((n) => n.date_kind).sort()).toEqual(['draft_due', 'publish_due']);
    const creatorsDraft = (await ofDeliverable(portalAgent)).find((n) => n.date_kind === 'draft_due')!;
    await send(portalAgent, 'post', `/api/notifications/${creatorsDraft.notification_id}/read`);

    await db().execute(sql`update deliverables set status = 'approved' where id = ${deliverableId}`);
    expect((await ofDeliverable(managerAgent)).map((n) => n.date_kind)).toEqual(['publish_due']);
    expect((await ofDeliverable(portalAgent)).map((n) => n.date_kind).sort()).toEqual(['draft_due', 'publish_due']);

    // Cancelled through the API: the publication's reminder goes too.
    const version = ((await db().execute(sql`select version from deliverables where id = ${deliverableId}`)) as unknown as { rows: { version: number }[] }).rows[0]!.version;
    expect((await send(admin, 'put', `/api/deliverables/${deliverableId}/status`, { status: 'cancelled', version })).status).toBe(200);
    expect(await ofDeliverable(managerAgent)).toEqual([]);
  });
});
