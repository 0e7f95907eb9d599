import { assignableRoles } from './assignable-roles';

test('each role is offered what it may manage, creator first, never super_admin', () => {
  expect(assignableRoles('super_admin')).toEqual(['creator', 'editor', 'contributor', 'admin']);
  expect(assignableRoles('admin')).toEqual(['creator', 'editor', 'contributor']);
  expect(assignableRoles('editor')).toEqual(['creator', 'contributor']);
  expect(assignableRoles('contributor')).toEqual([]);
  expect(assignableRoles('creator')).toEqual([]);
});
