import { userAdminTab, userAdminTabSearch } from './user-admin-tab';

test('the invite tab unless the address asks for the list', () => {
  expect(userAdminTab(null)).toBe('invite');
  expect(userAdminTab('list')).toBe('list');
  expect(userAdminTab('anything')).toBe('invite');
});

test('each tab has its address', () => {
  expect(userAdminTabSearch('invite')).toBe('');
  expect(userAdminTabSearch('list')).toBe('?tab=list');
});
