import { tabAfterKey, userAdminTab, userAdminTabSearch } from './user-admin-tab';

test('the invite tab unless the address asks for the list', () => {
  expect(userAdminTab(null)).toBe('invite');
  expect(userAdminTab('list')).toBe('list');
  expect(userAdminTab('anything')).toBe('invite');
});

test('each tab has its address', () => {
  expect(userAdminTabSearch('invite')).toBe('');
  expect(userAdminTabSearch('list')).toBe('?tab=list');
});

test('arrows wrap around, Home and End go to the ends, other keys do nothing', () => {
  expect(tabAfterKey('invite', 'ArrowRight')).toBe('list');
  expect(tabAfterKey('list', 'ArrowRight')).toBe('invite');
  expect(tabAfterKey('invite', 'ArrowLeft')).toBe('list');
  expect(tabAfterKey('list', 'Home')).toBe('invite');
  expect(tabAfterKey('invite', 'End')).toBe('list');
  expect(tabAfterKey('invite', 'Enter')).toBeUndefined();
});
