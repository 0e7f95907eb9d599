import { jest } from '@jest/globals';
import { usersRepository, type UserRow } from '../../server/modules/users/users-repository';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError } from '../support/api-helpers';

let testApp: TestApp;
let superAdmin: SignedInAgent;
let admin: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  superAdmin = await testApp.signIn((await testApp.createUser('super_admin')).username);
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
});
afterAll(() => testApp.close());
afterEach(() => jest.restoreAllMocks());

const changeRole = (who: SignedInAgent, id: number, role: string) =>
  who.agent.put(`/api/users/${id}/role`).set('X-CSRF-Token', who.csrf).send({ new_role: role });
const changeStatus = (who: SignedInAgent, id: number, isActive: boolean) =>
  who.agent.put(`/api/users/${id}/status`).set('X-CSRF-Token', who.csrf).send({ is_active: isActive });
const current = async (id: number) => (await usersRepository.findById(testApp.runtime.database.db, id))!;

/** Makes the service read the target as it was before a change that lands between its read and its write. */
function readStaleTargetOnce(stale: UserRow) {
  const real = usersRepository.findById.bind(usersRepository);
  jest.spyOn(usersRepository, 'findById').mockImplementationOnce(async (db, id) => (id === stale.id ? stale : real(db, id)));
}

describe('the loser of a race gets 409 and changes nothing', () => {
  test('an admin demoting an editor whom a super admin has just promoted to admin', async () => {
    const target = await testApp.createUser('editor');
    const before = await current(target.id);
    expect((await changeRole(superAdmin, target.id, 'admin')).status).toBe(200);

    readStaleTargetOnce(before);
    expectApiError(await changeRole(admin, target.id, 'contributor'), 409, 'user_changed');
    expect((await current(target.id)).role).toBe('admin');
  });

  test('an admin deactivating an editor whom a super admin has just promoted to admin', async () => {
    const target = await testApp.createUser('editor');
    const before = await current(target.id);
    expect((await changeRole(superAdmin, target.id, 'admin')).status).toBe(200);

    readStaleTargetOnce(before);
    expectApiError(await changeStatus(admin, target.id, false), 409, 'user_changed');
    expect(await current(target.id)).toMatchObject({ role: 'admin', isActive: true });
  });

  test('an admin acting after being demoted to editor in the same moment', async () => {
    const actor = await testApp.createUser('admin');
    const session = await testApp.signIn(actor.username);
    const target = await testApp.createUser('editor');
    // The request passed authentication as an admin; the demotion lands before its write.
    const real = usersRepository.findById.bind(usersRepository);
    jest.spyOn(usersRepository, 'findById').mockImplementationOnce(async (db, id) => {
      await usersRepository.update(db, actor.id, { role: 'editor' });
      return real(db, id);
    });
    expectApiError(await changeRole(session, target.id, 'contributor'), 409, 'user_changed');
    expect((await current(target.id)).role).toBe('editor');
  });
});

describe('truly concurrent changes never end in a state the matrix forbids', () => {
  test('admin demotes while super admin promotes, 15 times: never both applied with the admin last', async () => {
    for (let round = 0; round < 15; round += 1) {
      const target = await testApp.createUser('editor');
      const [byAdmin, bySuperAdmin] = await Promise.all([changeRole(admin, target.id, 'contributor'), changeRole(superAdmin, target.id, 'admin')]);
      const final = (await current(target.id)).role;
      expect([200, 403, 409]).toContain(byAdmin.status);
      expect([200, 409]).toContain(bySuperAdmin.status);
      // The admin's change may only have applied to an editor: so if both applied, the super admin's came last.
      if (byAdmin.status === 200 && bySuperAdmin.status === 200) expect(final).toBe('admin');
      if (byAdmin.status === 200 && bySuperAdmin.status !== 200) expect(final).toBe('contributor');
      if (byAdmin.status !== 200) expect(final).toBe('admin');
    }
  });

  test('admin deactivates while super admin promotes, 15 times: an admin is never left deactivated by an admin', async () => {
    for (let round = 0; round < 15; round += 1) {
      const target = await testApp.createUser('editor');
      const [byAdmin, bySuperAdmin] = await Promise.all([changeStatus(admin, target.id, false), changeRole(superAdmin, target.id, 'admin')]);
      const final = await current(target.id);
      expect([200, 403, 409]).toContain(byAdmin.status);
      expect([200, 409]).toContain(bySuperAdmin.status);
      if (byAdmin.status === 200 && final.role === 'admin') {
        // Legal only if the deactivation applied first, to the editor, and the promotion after it.
        expect(bySuperAdmin.status).toBe(200);
      }
      if (byAdmin.status !== 200) expect(final.isActive).toBe(true);
    }
  });
});

describe('the username filter follows concurrent renames', () => {
  test('six renames of one user at once, from two sessions: the filter finds the final name alone', async () => {
    const user = await testApp.createUser('editor', { username: 'Rename_race_start' });
    const sessions = [await testApp.signIn(user.username), await testApp.signIn(user.username)];
    const names = ['Rename_race_one', 'Rename_race_two', 'Rename_race_three', 'Rename_race_four', 'Rename_race_five', 'Rename_race_six'];
    const answers = await Promise.all(
      names.map((name, index) => sessions[index % 2]!.agent.put('/api/users/me/username').set('X-CSRF-Token', sessions[index % 2]!.csrf).send({ new_username: name })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const final = (await current(user.id)).username;
    const listed = async (text: string) => (await superAdmin.agent.get('/api/users').query({ username_filter: text, page_size: 100 })).body as { users: { user_id: number; username: string }[]; total: number };
    expect(await listed('RENAME_RACE')).toMatchObject({ users: [{ user_id: user.id, username: final }], total: 1 });
    for (const name of ['Rename_race_start', ...names].filter((name) => name !== final)) {
      expect((await listed(name)).total).toBe(0);
    }
  });
});
