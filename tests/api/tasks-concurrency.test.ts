import type { Task } from '../../contract';
import { readLogs } from '../support/api-helpers';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

/**
 * A task's state holds when requests race: "done" and every edit are single updates guarded by
 * the version (and, for done, by done_at still being empty), not a read before the write.
 */

let testApp: TestApp;
let first: SignedInAgent;
let second: SignedInAgent;
const RACERS = 8;

const agentFor = (index: number) => (index % 2 === 0 ? first : second);
const send = (who: SignedInAgent, method: 'post' | 'patch', path: string, body: Record<string, unknown>) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  first = await testApp.signIn((await testApp.createUser('admin')).username);
  second = await testApp.signIn((await testApp.createUser('contributor')).username);
});
afterAll(() => testApp.close());

async function newTask(title: string): Promise<Task> {
  const response = await send(first, 'post', '/api/tasks', { title, due_on: '2026-05-20' });
  expect(response.status).toBe(201);
  return response.body;
}

test('eight "done" clicks at once: one marks the task done and is audited, the others get 409', async () => {
  const task = await newTask('Racing to done');
  const responses = await Promise.all(Array.from({ length: RACERS }, (_, index) => send(agentFor(index), 'post', `/api/tasks/${task.task_id}/done`, { version: 1 })));
  expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
  const current = (await first.agent.get(`/api/tasks/${task.task_id}`)).body as Task;
  expect(current).toMatchObject({ done: true, version: 2 });
  const { logs } = await readLogs(first, { message_filter: 'task_done', entity_type_filter: 'task' });
  expect(logs.filter((log) => log.entity_id === task.task_id && log.status_code === 200)).toHaveLength(1);
});

test('edits of one version at once: exactly one lands, the others get edit_conflict with it', async () => {
  const task = await newTask('Racing edits');
  const responses = await Promise.all(Array.from({ length: RACERS }, (_, index) => send(agentFor(index), 'patch', `/api/tasks/${task.task_id}`, { version: 1, title: `Edit ${index}` })));
  const winners = responses.filter((response) => response.status === 200);
  expect(winners).toHaveLength(1);
  const losers = responses.filter((response) => response.status === 409 && response.body.code === 'edit_conflict');
  expect(losers).toHaveLength(RACERS - 1);
  expect(losers.every((response) => response.body.current.title === winners[0]!.body.title)).toBe(true);
  expect((await first.agent.get(`/api/tasks/${task.task_id}`)).body).toMatchObject({ version: 2, title: winners[0]!.body.title });
});
