import type { Role } from '../../../../contract';
import { userRowPermissions } from './user-row-permissions';

const actor = (role: Role) => ({ user_id: 1, role });
const target = (role: Role) => ({ user_id: 2, role });

function enabledRoles(actorRole: Role, targetRole: Role): Role[] {
  return userRowPermissions(actor(actorRole), target(targetRole))
    .roleChoices.filter((choice) => !choice.disabled)
    .map((choice) => choice.role);
}

test('a super admin moves admins, editors and contributors among those three roles', () => {
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    expect(enabledRoles('super_admin', role)).toEqual(['admin', 'editor', 'contributor']);
    expect(userRowPermissions(actor('super_admin'), target(role)).roleChangeable).toBe(true);
  }
});

test('an admin moves editors and contributors, not admins', () => {
  expect(enabledRoles('admin', 'editor')).toEqual(['editor', 'contributor']);
  expect(userRowPermissions(actor('admin'), target('admin')).roleChangeable).toBe(false);
  expect(enabledRoles('admin', 'admin')).toEqual(['admin']);
});

test("a creator's role never changes, and editors and contributors change no role", () => {
  for (const actorRole of ['super_admin', 'admin', 'editor', 'contributor'] as const) {
    expect(userRowPermissions(actor(actorRole), target('creator')).roleChangeable).toBe(false);
  }
  expect(userRowPermissions(actor('editor'), target('contributor')).roleChangeable).toBe(false);
  expect(userRowPermissions(actor('contributor'), target('contributor')).roleChangeable).toBe(false);
});

test('activation follows the matrix', () => {
  const statusChangeable = (actorRole: Role, targetRole: Role) => userRowPermissions(actor(actorRole), target(targetRole)).statusChangeable;
  expect(statusChangeable('super_admin', 'admin')).toBe(true);
  expect(statusChangeable('super_admin', 'super_admin')).toBe(false);
  expect(statusChangeable('admin', 'creator')).toBe(true);
  expect(statusChangeable('admin', 'admin')).toBe(false);
  expect(statusChangeable('editor', 'contributor')).toBe(true);
  expect(statusChangeable('editor', 'editor')).toBe(false);
  expect(statusChangeable('contributor', 'creator')).toBe(false);
});

test('nobody changes their own role or status', () => {
  const self = userRowPermissions({ user_id: 7, role: 'super_admin' }, { user_id: 7, role: 'super_admin' });
  expect(self.roleChangeable).toBe(false);
  expect(self.statusChangeable).toBe(false);
});
