import type { Role } from '../../contract';
import { usersRepository } from '../../server/modules/users/users-repository';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';

/*
 * The permission matrix of DESIGN.md §4, written out by hand (not computed from contract/) so that
 * a mistake in the shared definition makes these tests fail.
 *
 * - change role: target's current role and new role both in the actor's set — super_admin:
 *   {admin, editor, contributor}; admin: {editor, contributor}; others: none. A creator's role
 *   never changes. Nobody changes their own role.
 * - activate/deactivate, create, invite: super_admin: {admin, editor, contributor, creator}; admin:
 *   {editor, contributor, creator}; editor: {contributor, creator}; contributor, creator: none.
 *   Nobody deactivates themselves.
 */
const ROLES: Role[] = ['super_admin', 'admin', 'editor', 'contributor', 'creator'];

type Row = [number, number, number, number, number];
const ALL_403: Row = [403, 403, 403, 403, 403];

/** ROLE_CHANGE[actor][target] = status for new_role in the order of ROLES. */
const ROLE_CHANGE: Record<Role, Record<Role, Row>> = {
  //             new role:  super_admin admin editor contributor creator
  super_admin: {
    super_admin: ALL_403,
    admin: /*            */ [403, 200, 200, 200, 403],
    editor: /*           */ [403, 200, 200, 200, 403],
    contributor: /*      */ [403, 200, 200, 200, 403],
    creator: ALL_403,
  },
  admin: {
    super_admin: ALL_403,
    admin: ALL_403,
    editor: /*           */ [403, 403, 200, 200, 403],
    contributor: /*      */ [403, 403, 200, 200, 403],
    creator: ALL_403,
  },
  editor: { super_admin: ALL_403, admin: ALL_403, editor: ALL_403, contributor: ALL_403, creator: ALL_403 },
  contributor: { super_admin: ALL_403, admin: ALL_403, editor: ALL_403, contributor: ALL_403, creator: ALL_403 },
  creator: { super_admin: ALL_403, admin: ALL_403, editor: ALL_403, contributor: ALL_403, creator: ALL_403 },
};

/** STATUS_CHANGE[actor] = status for a target of each role (order of ROLES), to deactivate or to activate. */
const STATUS_CHANGE: Record<Role, Row> = {
  //            target:  super_admin admin editor contributor creator
  super_admin: /*     */ [403, 200, 200, 200, 200],
  admin: /*           */ [403, 403, 200, 200, 200],
  editor: /*          */ [403, 403, 403, 200, 200],
  contributor: /*     */ [403, 403, 403, 403, 403],
  creator: /*         */ [403, 403, 403, 403, 403],
};

/** CREATE[actor] = status for creating a user of each role (order of ROLES). */
const CREATE: Record<Role, Row> = {
  //            role:    super_admin admin editor contributor creator
  super_admin: /*     */ [403, 201, 201, 201, 201],
  admin: /*           */ [403, 403, 201, 201, 201],
  editor: /*          */ [403, 403, 403, 201, 201],
  contributor: /*     */ [403, 403, 403, 403, 403],
  creator: /*         */ [403, 403, 403, 403, 403],
};

/** INVITE[actor] = status for inviting an address with each role (order of ROLES). */
const INVITE: Record<Role, Row> = {
  //            role:    super_admin admin editor contributor creator
  super_admin: /*     */ [403, 201, 201, 201, 201],
  admin: /*           */ [403, 403, 201, 201, 201],
  editor: /*          */ [403, 403, 403, 201, 201],
  contributor: /*     */ [403, 403, 403, 403, 403],
  creator: /*         */ [403, 403, 403, 403, 403],
};

const article = (role: Role) => (/^[aeiou]/.test(role) ? 'an' : 'a');
const can = (status: number) => (status < 300 ? 'can' : 'cannot');

let testApp: TestApp;
let sequence = 0;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function storedUser(id: number) {
  const row = await usersRepository.findById(testApp.runtime.database.db, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

function reset(id: number, values: { role?: Role; isActive?: boolean }) {
  return usersRepository.update(testApp.runtime.database.db, id, values);
}

describe.each(ROLES)('acting as %s', (actorRole) => {
  let actor: TestUser;
  let session: SignedInAgent;
  const targets = {} as Record<Role, TestUser>;

  beforeAll(async () => {
    actor = await testApp.createUser(actorRole, { username: `actor_${actorRole}` });
    session = await testApp.signIn(actor.username);
    for (const role of ROLES) targets[role] = await testApp.createUser(role, { username: `t_${actorRole}_${role}` });
  });

  const roleChangeCases = ROLES.flatMap((target) =>
    ROLES.map((newRole, index) => {
      const expected = ROLE_CHANGE[actorRole][target][index]!;
      return { target, newRole, expected, title: `${article(actorRole)} ${actorRole} ${can(expected)} change ${article(target)} ${target} to ${newRole} (${expected})` };
    }),
  );

  test.each(roleChangeCases)('$title', async ({ target, newRole, expected }) => {
    const user = targets[target];
    await reset(user.id, { role: target, isActive: true });
    const response = await session.agent.put(`/api/users/${user.id}/role`).set('X-CSRF-Token', session.csrf).send({ new_role: newRole });
    expect(response.status).toBe(expected);
    if (expected === 200) {
      expect(response.body).toEqual({ user_id: user.id, username: user.username, email: user.email, role: newRole, is_active: true });
      expect((await storedUser(user.id)).role).toBe(newRole);
    } else {
      expect(response.body).toMatchObject({ code: 'forbidden', detail: expect.any(String) });
      expect((await storedUser(user.id)).role).toBe(target);
    }
  });

  const statusCases = ROLES.flatMap((target, index) => {
    const expected = STATUS_CHANGE[actorRole][index]!;
    return [
      { target, isActive: false, expected, title: `${article(actorRole)} ${actorRole} ${can(expected)} deactivate ${article(target)} ${target} (${expected})` },
      { target, isActive: true, expected, title: `${article(actorRole)} ${actorRole} ${can(expected)} activate ${article(target)} ${target} (${expected})` },
    ];
  });

  test.each(statusCases)('$title', async ({ target, isActive, expected }) => {
    const user = targets[target];
    await reset(user.id, { role: target, isActive: !isActive });
    const response = await session.agent.put(`/api/users/${user.id}/status`).set('X-CSRF-Token', session.csrf).send({ is_active: isActive });
    expect(response.status).toBe(expected);
    if (expected === 200) {
      expect(response.body).toEqual({ user_id: user.id, username: user.username, email: user.email, role: target, is_active: isActive });
      expect((await storedUser(user.id)).isActive).toBe(isActive);
    } else {
      expect(response.body).toMatchObject({ code: 'forbidden' });
      expect((await storedUser(user.id)).isActive).toBe(!isActive);
    }
    await reset(user.id, { isActive: true });
  });

  const createCases = ROLES.map((role, index) => {
    const expected = CREATE[actorRole][index]!;
    return { role, expected, title: `${article(actorRole)} ${actorRole} ${can(expected)} create ${article(role)} ${role} (${expected})` };
  });

  test.each(createCases)('$title', async ({ role, expected }) => {
    sequence += 1;
    const username = `new_${sequence}_${role}`;
    const response = await session.agent
      .post('/api/users')
      .set('X-CSRF-Token', session.csrf)
      .send({ username, email: `${username}@example.com`, password: 'secret1', role });
    expect(response.status).toBe(expected);
    const stored = await usersRepository.findByUsername(testApp.runtime.database.db, username);
    if (expected === 201) {
      expect(response.body).toEqual({ user_id: expect.any(Number), username, email: `${username}@example.com`, role, is_active: true });
      expect(stored?.role).toBe(role);
    } else {
      expect(response.body).toMatchObject({ code: 'forbidden' });
      expect(stored).toBeUndefined();
    }
  });

  const inviteCases = ROLES.map((role, index) => {
    const expected = INVITE[actorRole][index]!;
    return { role, expected, title: `${article(actorRole)} ${actorRole} ${can(expected)} invite ${article(role)} ${role} (${expected})` };
  });

  test.each(inviteCases)('$title', async ({ role, expected }) => {
    sequence += 1;
    const email = `invited_${sequence}@example.com`;
    const response = await session.agent.post('/api/invitations').set('X-CSRF-Token', session.csrf).send({ emails: [email], role });
    expect(response.status).toBe(expected);
    if (expected === 201) {
      expect(response.body.invitations).toEqual([expect.objectContaining({ email, role, invited_by: actor.id })]);
    } else {
      expect(response.body).toMatchObject({ code: 'forbidden' });
    }
  });

  test.each(ROLES)(`${article(actorRole)} ${actorRole} cannot change their own role to %s`, async (newRole) => {
    await reset(actor.id, { role: actorRole });
    const response = await session.agent.put(`/api/users/${actor.id}/role`).set('X-CSRF-Token', session.csrf).send({ new_role: newRole });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden' });
    expect((await storedUser(actor.id)).role).toBe(actorRole);
  });

  test(`${article(actorRole)} ${actorRole} cannot deactivate themselves`, async () => {
    const response = await session.agent.put(`/api/users/${actor.id}/status`).set('X-CSRF-Token', session.csrf).send({ is_active: false });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden' });
    expect((await storedUser(actor.id)).isActive).toBe(true);
    expect((await session.agent.get('/api/auth/me')).status).toBe(200);
  });
});

describe('the creator rule', () => {
  let session: SignedInAgent;
  let creator: TestUser;
  beforeAll(async () => {
    session = await testApp.signIn((await testApp.createUser('super_admin')).username);
    creator = await testApp.createUser('creator');
  });

  test.each(ROLES)("a creator's role never changes: a super_admin cannot make a creator %s", async (newRole) => {
    const response = await session.agent.put(`/api/users/${creator.id}/role`).set('X-CSRF-Token', session.csrf).send({ new_role: newRole });
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/creator/i);
    expect((await storedUser(creator.id)).role).toBe('creator');
  });
});
