import type { Deadline, Task } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { ManualClock } from '../support/manual-clock';
import { expectApiError, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let adminUser: TestUser;
let editor: SignedInAgent;
let editorUser: TestUser;
let contributor: SignedInAgent;
let creatorAgent: SignedInAgent;
let inactiveStaff: TestUser;
let creatorUser: TestUser;
const clock = new ManualClock('2026-05-14T10:00:00Z');
const ids: Record<string, number> = {};

type Method = 'post' | 'patch';
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown>) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);
async function created<T = Record<string, number>>(who: SignedInAgent, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await send(who, 'post', path, body);
  expect(response.status).toBe(201);
  return response.body as T;
}
const newTask = (body: Record<string, unknown>, who = admin) => created<Task>(who, '/api/tasks', { title: 'A task', due_on: '2026-05-20', ...body });
const listTasks = async (who: SignedInAgent, query: Record<string, string | number>) => {
  const response = await who.agent.get('/api/tasks').query(query);
  expect(response.status).toBe(200);
  return response.body as { tasks: Task[]; total: number };
};
const deadlinesOf = async (who: SignedInAgent, query: Record<string, string | number>) => {
  const response = await who.agent.get('/api/deadlines').query({ from: '2026-05-01', to: '2026-05-31', ...query });
  expect(response.status).toBe(200);
  return (response.body.deadlines as Deadline[]).filter((deadline) => deadline.type === 'task_due');
};

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  adminUser = await testApp.createUser('admin', { username: 'task_admin' });
  admin = await testApp.signIn(adminUser.username);
  editorUser = await testApp.createUser('editor', { username: 'task_editor' });
  editor = await testApp.signIn(editorUser.username);
  contributor = await testApp.signIn((await testApp.createUser('contributor', { username: 'task_contributor' })).username);
  creatorUser = await testApp.createUser('creator', { username: 'task_creator' });
  creatorAgent = await testApp.signIn(creatorUser.username);
  inactiveStaff = await testApp.createUser('editor', { username: 'task_gone', isActive: false });
  ids.sponsor = (await created(admin, '/api/sponsors', { display_name: 'Task brand' })).sponsor_id!;
  ids.archivedSponsor = (await created(admin, '/api/sponsors', { display_name: 'Old brand' })).sponsor_id!;
  expect((await send(admin, 'post', `/api/sponsors/${ids.archivedSponsor}/archive`, { version: 1 })).status).toBe(200);
  ids.campaign = (await created(admin, '/api/campaigns', { sponsor_id: ids.sponsor, name: 'Spring push' })).campaign_id!;
  ids.creator = (await created(admin, '/api/creators', { stage_name: 'Task creator' })).creator_id!;
  const deals = await created<{ deals: { deal_id: number }[] }>(admin, `/api/campaigns/${ids.campaign}/deals`, { creator_ids: [ids.creator] });
  ids.deal = deals.deals[0]!.deal_id;
  ids.deliverable = (await created(admin, `/api/campaigns/${ids.campaign}/deals/${ids.deal}/deliverables`, { platform: 'instagram', type: 'reel' })).deliverable_id!;
});
afterAll(() => testApp.close());

describe('creating a task', () => {
  test('answers the task with its assignee and its linked record’s name, and writes the audit entry', async () => {
    const task = await newTask({ title: '  Call the brand  ', due_on: '2026-05-20', assignee_id: editorUser.id, priority: 'high', notes: 'About the brief', link_kind: 'campaign', link_id: ids.campaign });
    expect(task).toMatchObject({
      title: 'Call the brand',
      due_on: '2026-05-20',
      priority: 'high',
      notes: 'About the brief',
      assignee: { user_id: editorUser.id, username: 'task_editor' },
      link: { kind: 'campaign', id: ids.campaign, label: 'Spring push' },
      done: false,
      done_at: null,
      overdue: false,
      version: 1,
      created_by: { user_id: adminUser.id, username: 'task_admin' },
      archived_at: null,
    });
    const { logs } = await readLogs(admin, { message_filter: 'task_created', entity_type_filter: 'task' });
    expect(logs[0]).toMatchObject({ status_code: 201, entity_type: 'task', entity_id: task.task_id });
  });

  test('a task without assignee or link is of normal priority; a past day makes it overdue by the agency’s today', async () => {
    const task = await newTask({ due_on: '2026-05-13' });
    expect(task).toMatchObject({ assignee: null, link: null, priority: 'normal', notes: '', overdue: true });
  });

  test('every kind of link carries its name, read for a whole page at once', async () => {
    const links = {
      sponsor: [ids.sponsor, 'Task brand'],
      creator: [ids.creator, 'Task creator'],
      deal: [ids.deal, 'Spring push – Task creator'],
      deliverable: [ids.deliverable, 'Spring push – Task creator – reel'],
    } as const;
    for (const [kind, [id, label]] of Object.entries(links)) {
      const task = await newTask({ title: `Linked to ${kind}`, due_on: '2026-06-01', link_kind: kind, link_id: id });
      expect(task.link).toEqual({ kind, id, label });
    }
    const { tasks } = await listTasks(admin, { due_from: '2026-06-01', due_to: '2026-06-01', sort: 'title' });
    expect(tasks.map((task) => task.link?.label)).toEqual(['Task creator', 'Spring push – Task creator', 'Spring push – Task creator – reel', 'Task brand']);
  });

  test('bad input is refused with the field’s message, never a 500', async () => {
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { due_on: '2026-05-20' }))).toEqual([{ field: 'title', message: 'Enter what is to be done.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x' }))).toEqual([{ field: 'due_on', message: 'Enter the day it is due.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-02-30' }))).toEqual([{ field: 'due_on', message: 'Enter the day it is due.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x'.repeat(201), due_on: '2026-05-20' }))).toEqual([{ field: 'title', message: 'At most 200 characters.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', priority: 'asap' }))).toEqual([{ field: 'priority', message: 'Choose a priority.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', link_kind: 'invoice', link_id: 1 }))).toContainEqual({ field: 'link_kind', message: 'Choose a sponsor, creator, campaign, deal or deliverable.' });
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', link_kind: 'sponsor' }))).toEqual([{ field: 'link_id', message: 'Choose both the kind of record and the record.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', link_id: 3 }))).toEqual([{ field: 'link_kind', message: 'Choose both the kind of record and the record.' }]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x\u0000', due_on: '2026-05-20' }))[0]!.field).toBe('title');
  });

  test('the assignee must be an active staff member, and the linked record must exist and not be archived', async () => {
    for (const assignee of [inactiveStaff.id, creatorUser.id, 999_999]) {
      expect(validationMessagesOf(await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', assignee_id: assignee }))).toEqual([{ field: 'assignee_id', message: 'Choose an active staff member.' }]);
    }
    for (const [kind, id] of [['campaign', 999_999], ['deal', 999_999], ['deliverable', 999_999], ['sponsor', ids.archivedSponsor]] as const) {
      const response = await send(admin, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20', link_kind: kind, link_id: id });
      expect(validationMessagesOf(response)).toEqual([{ field: 'link_id', message: 'The linked record does not exist or is archived.', code: 'link_not_found' }]);
    }
  });
});

describe('reading tasks', () => {
  test('one task by id; 404 for one that does not exist, 400 for an id that is none', async () => {
    const task = await newTask({ title: 'Read me' });
    expect((await admin.agent.get(`/api/tasks/${task.task_id}`)).body).toEqual(task);
    expectApiError(await admin.agent.get('/api/tasks/999999'), 404, 'not_found');
    expectApiError(await admin.agent.get('/api/tasks/abc'), 400);
  });

  test('the list filters by state, assignee (or mine), link and due days, pages and sorts with a total', async () => {
    const first = await newTask({ title: 'Filter one', due_on: '2026-07-01', assignee_id: editorUser.id, link_kind: 'creator', link_id: ids.creator, priority: 'urgent' });
    const second = await newTask({ title: 'Filter two', due_on: '2026-07-02', assignee_id: adminUser.id, priority: 'low' });
    const third = await newTask({ title: 'Filter three', due_on: '2026-07-03', assignee_id: editorUser.id });
    expect((await send(admin, 'post', `/api/tasks/${third.task_id}/done`, { version: 1 })).status).toBe(200);
    const july = { due_from: '2026-07-01', due_to: '2026-07-31' };
    const titles = async (who: SignedInAgent, query: Record<string, string | number>) => (await listTasks(who, { ...july, ...query })).tasks.map((task) => task.title);
    expect(await titles(admin, {})).toEqual(['Filter one', 'Filter two']);
    expect(await titles(admin, { state: 'done' })).toEqual(['Filter three']);
    expect(await titles(admin, { state: 'all' })).toEqual(['Filter one', 'Filter two', 'Filter three']);
    expect(await titles(editor, { assignee: 'mine', state: 'all' })).toEqual(['Filter one', 'Filter three']);
    expect(await titles(editor, { assignee: adminUser.id })).toEqual(['Filter two']);
    expect(await titles(admin, { link_kind: 'creator', link_id: ids.creator! })).toEqual(['Filter one']);
    expect(await titles(admin, { sort: 'priority', dir: 'desc' })).toEqual(['Filter one', 'Filter two']);
    expect(await titles(admin, { q: 'TWO' })).toEqual(['Filter two']);
    const paged = await listTasks(admin, { ...july, state: 'all', page: 2, page_size: 2 });
    expect({ total: paged.total, titles: paged.tasks.map((task) => task.task_id) }).toEqual({ total: 3, titles: [third.task_id] });
    expect(first.task_id).toBeLessThan(second.task_id);
  });

  test('bad list queries are refused with a message', async () => {
    const messages = async (query: Record<string, string>) => validationMessagesOf(await admin.agent.get('/api/tasks').query(query));
    expect(await messages({ state: 'later' })).toEqual([{ field: 'state', message: 'state must be one of: open, done, all' }]);
    expect(await messages({ assignee: 'yours' })).toEqual([{ field: 'assignee', message: 'assignee must be mine or a user id' }]);
    expect(await messages({ link_kind: 'sponsor' })).toEqual([{ field: 'link_id', message: 'link_kind and link_id go together' }]);
    expect(await messages({ due_from: '2026-05-10', due_to: '2026-05-01' })).toEqual([{ field: 'due_to', message: 'due_to cannot come before due_from' }]);
    expect(await messages({ sort: 'assignee' })).toEqual([{ field: 'sort', message: 'sort must be one of: due_on, priority, title, created_at, updated_at' }]);
  });
});

describe('changing a task', () => {
  test('an update changes the given fields, bumps the version and audits the changes by name', async () => {
    const task = await newTask({ title: 'Draft the plan', assignee_id: adminUser.id });
    const response = await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: 1, title: 'Draft the final plan', assignee_id: editorUser.id, link_kind: 'sponsor', link_id: ids.sponsor });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Draft the final plan', version: 2, assignee: { username: 'task_editor' }, link: { kind: 'sponsor', label: 'Task brand' } });
    const { logs } = await readLogs(admin, { message_filter: 'task_updated', entity_type_filter: 'task' });
    expect(logs.find((log) => log.entity_id === task.task_id)?.changes).toEqual({
      title: { from: 'Draft the plan', to: 'Draft the final plan' },
      assignee: { from: 'task_admin', to: 'task_editor' },
      link: { from: null, to: `sponsor ${ids.sponsor}: Task brand` },
    });
    const unlinked = await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: 2, link_kind: null, link_id: null });
    expect(unlinked.body).toMatchObject({ link: null, version: 3 });
    expect(validationMessagesOf(await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: 3, link_kind: null }))).toEqual([{ field: 'link_kind', message: 'Choose both the kind of record and the record.' }]);
  });

  test('an update of a version someone replaced gets 409 edit_conflict with the task as it now is', async () => {
    const task = await newTask({ title: 'Contested' });
    expect((await send(editor, 'patch', `/api/tasks/${task.task_id}`, { version: 1, title: 'Theirs' })).status).toBe(200);
    const stale = await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: 1, title: 'Mine' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { title: 'Theirs', version: 2 } });
    expect(validationMessagesOf(await send(admin, 'patch', `/api/tasks/${task.task_id}`, { title: 'No version' }))).toEqual([{ field: 'version', message: 'The version of the record you edited is required.' }]);
    expectApiError(await send(admin, 'patch', '/api/tasks/999999', { version: 1, title: 'x' }), 404, 'not_found');
  });

  test('done sets who and when; done again is 409; reopen clears it; each is audited once', async () => {
    clock.set('2026-05-14T12:30:00Z');
    const task = await newTask({ title: 'Finish me' });
    const done = await send(editor, 'post', `/api/tasks/${task.task_id}/done`, { version: 1 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ done: true, done_at: '2026-05-14T12:30:00.000Z', done_by: { username: 'task_editor' }, overdue: false, version: 2 });
    expectApiError(await send(editor, 'post', `/api/tasks/${task.task_id}/done`, { version: 2 }), 409, 'task_already_done');
    expect(await send(editor, 'post', `/api/tasks/${task.task_id}/done`, { version: 1 })).toMatchObject({ status: 409, body: { code: 'edit_conflict', current: { version: 2 } } });
    const reopened = await send(admin, 'post', `/api/tasks/${task.task_id}/reopen`, { version: 2 });
    expect(reopened.body).toMatchObject({ done: false, done_at: null, done_by: null, version: 3 });
    expectApiError(await send(admin, 'post', `/api/tasks/${task.task_id}/reopen`, { version: 3 }), 409, 'task_not_done');
    const { logs } = await readLogs(admin, { message_filter: 'task_done', entity_type_filter: 'task' });
    expect(logs.filter((log) => log.entity_id === task.task_id && log.status_code === 200)).toHaveLength(1);
    clock.set('2026-05-14T10:00:00Z');
  });

  test('an archived task leaves the list and the deadlines, refuses changes, and comes back when restored', async () => {
    const task = await newTask({ title: 'Archive me', due_on: '2026-05-22' });
    const archived = await send(admin, 'post', `/api/tasks/${task.task_id}/archive`, { version: 1 });
    expect(archived.body).toMatchObject({ version: 2 });
    expect(archived.body.archived_at).toEqual(expect.any(String));
    expect((await listTasks(admin, { q: 'Archive me' })).total).toBe(0);
    expect((await listTasks(admin, { q: 'Archive me', archived: 'archived' })).total).toBe(1);
    expect((await deadlinesOf(admin, {})).some((deadline) => deadline.record.id === task.task_id)).toBe(false);
    expectApiError(await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: 2, title: 'x' }), 409, 'task_archived');
    expectApiError(await send(admin, 'post', `/api/tasks/${task.task_id}/done`, { version: 2 }), 409, 'task_archived');
    expectApiError(await send(admin, 'post', `/api/tasks/${task.task_id}/archive`, { version: 2 }), 409, 'already_archived');
    const restored = await send(editor, 'post', `/api/tasks/${task.task_id}/restore`, { version: 2 });
    expect(restored.body).toMatchObject({ archived_at: null, version: 3 });
    expectApiError(await send(admin, 'post', `/api/tasks/${task.task_id}/restore`, { version: 3 }), 409, 'not_archived');
    const { logs } = await readLogs(admin, { entity_type_filter: 'task', message_filter: 'task_restored' });
    expect(logs.filter((log) => log.entity_id === task.task_id).map((log) => log.status_code)).toEqual([409, 200]);
  });
});

describe('who may', () => {
  test('every staff role reads, creates and changes tasks; a contributor too, but only editors and above archive or restore them', async () => {
    const task = await newTask({ title: 'Contributor’s' }, contributor);
    expect((await contributor.agent.get(`/api/tasks/${task.task_id}`)).status).toBe(200);
    expect((await send(contributor, 'patch', `/api/tasks/${task.task_id}`, { version: 1, priority: 'low' })).status).toBe(200);
    expect((await send(contributor, 'post', `/api/tasks/${task.task_id}/done`, { version: 2 })).status).toBe(200);
    const refused = 'Only super admins, admins and editors can archive or restore tasks';
    expect(expectApiError(await send(contributor, 'post', `/api/tasks/${task.task_id}/archive`, { version: 3 }), 403, 'forbidden').detail).toBe(refused);
    expect((await send(editor, 'post', `/api/tasks/${task.task_id}/archive`, { version: 3 })).status).toBe(200);
    expect(expectApiError(await send(contributor, 'post', `/api/tasks/${task.task_id}/restore`, { version: 4 }), 403, 'forbidden').detail).toBe(refused);
    expect((await contributor.agent.get(`/api/tasks/${task.task_id}`)).body).toMatchObject({ version: 4 });
  });

  test('a creator may not call any task route, nor read the deadlines', async () => {
    const task = await newTask({ title: 'Not for creators' });
    const detail = { list: 'Only staff can see tasks', create: 'Only staff can add tasks', update: 'Only staff can change tasks' };
    expect(expectApiError(await creatorAgent.agent.get('/api/tasks'), 403, 'forbidden').detail).toBe(detail.list);
    expect(expectApiError(await creatorAgent.agent.get(`/api/tasks/${task.task_id}`), 403, 'forbidden').detail).toBe(detail.list);
    expect(expectApiError(await send(creatorAgent, 'post', '/api/tasks', { title: 'x', due_on: '2026-05-20' }), 403, 'forbidden').detail).toBe(detail.create);
    for (const action of ['done', 'reopen']) {
      expect(expectApiError(await send(creatorAgent, 'post', `/api/tasks/${task.task_id}/${action}`, { version: 1 }), 403, 'forbidden').detail).toBe(detail.update);
    }
    for (const action of ['archive', 'restore']) {
      expect(expectApiError(await send(creatorAgent, 'post', `/api/tasks/${task.task_id}/${action}`, { version: 1 }), 403, 'forbidden').detail).toBe(
        'Only super admins, admins and editors can archive or restore tasks',
      );
    }
    expect(expectApiError(await send(creatorAgent, 'patch', `/api/tasks/${task.task_id}`, { version: 1, title: 'x' }), 403, 'forbidden').detail).toBe(detail.update);
    expectApiError(await creatorAgent.agent.get('/api/deadlines').query({ from: '2026-05-01', to: '2026-05-31' }), 403, 'forbidden');
  });

  test('signed out, every route answers 401', async () => {
    const { default: request } = await import('supertest');
    expectApiError(await request(testApp.app).get('/api/tasks'), 401, 'not_authenticated');
  });
});

describe('tasks among the deadlines', () => {
  test('open and done tasks are task_due deadlines with title, priority and assignee; open=true leaves the done ones out', async () => {
    const open = await newTask({ title: 'Deadline task', due_on: '2026-05-25', priority: 'urgent', assignee_id: editorUser.id, link_kind: 'campaign', link_id: ids.campaign });
    const doneTask = await newTask({ title: 'Done deadline task', due_on: '2026-05-26' });
    await send(admin, 'post', `/api/tasks/${doneTask.task_id}/done`, { version: 1 });
    const all = await deadlinesOf(admin, { types: 'task_due' });
    expect(all.find((deadline) => deadline.record.id === open.task_id)).toEqual({
      key: `task_due:${open.task_id}`,
      type: 'task_due',
      due_on: '2026-05-25',
      title: 'Deadline task',
      content: null,
      record: { kind: 'task', id: open.task_id, version: 1, status: 'open' },
      campaign: { id: ids.campaign, name: 'Spring push' },
      sponsor: null,
      creator: null,
      priority: 'urgent',
      assignee: { id: editorUser.id, name: 'task_editor' },
      done: false,
      overdue: false,
    });
    expect(all.find((deadline) => deadline.record.id === doneTask.task_id)).toMatchObject({ done: true, overdue: false, record: { status: 'done' } });
    const openOnly = await deadlinesOf(admin, { open: 'true' });
    expect(openOnly.some((deadline) => deadline.record.id === doneTask.task_id)).toBe(false);
    expect(openOnly.some((deadline) => deadline.record.id === open.task_id)).toBe(true);
  });

  test('mine means the tasks assigned to me; a campaign filter keeps the tasks linked to it; other types leave tasks out', async () => {
    const mine = await deadlinesOf(editor, { mine: 'true' });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((deadline) => deadline.assignee?.id === editorUser.id)).toBe(true);
    const byCampaign = await deadlinesOf(admin, { campaign_id: ids.campaign! });
    expect(byCampaign.map((deadline) => deadline.title)).toContain('Deadline task');
    expect(byCampaign.every((deadline) => deadline.campaign?.id === ids.campaign)).toBe(true);
    expect(await deadlinesOf(admin, { types: 'campaign_end,draft_due' })).toEqual([]);
  });

  test('a task’s date moves from the deadlines by its version, like the other kinds', async () => {
    const task = await newTask({ title: 'Move me', due_on: '2026-05-27' });
    const [deadline] = (await deadlinesOf(admin, {})).filter((entry) => entry.record.id === task.task_id);
    const moved = await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: deadline!.record.version, due_on: '2026-05-29' });
    expect(moved.status).toBe(200);
    expect((await deadlinesOf(admin, {})).find((entry) => entry.record.id === task.task_id)).toMatchObject({ due_on: '2026-05-29', record: { version: 2 } });
    expect(await send(admin, 'patch', `/api/tasks/${task.task_id}`, { version: deadline!.record.version, due_on: '2026-05-30' })).toMatchObject({ status: 409, body: { code: 'edit_conflict' } });
  });
});
