import { tabAfterKey } from './tab-keys';

const TABS = ['details', 'contacts', 'activity'] as const;

test('arrows move to the next or previous tab and wrap around', () => {
  expect(tabAfterKey(TABS, 'details', 'ArrowRight')).toBe('contacts');
  expect(tabAfterKey(TABS, 'activity', 'ArrowRight')).toBe('details');
  expect(tabAfterKey(TABS, 'details', 'ArrowLeft')).toBe('activity');
});

test('Home and End go to the ends; other keys do nothing', () => {
  expect(tabAfterKey(TABS, 'contacts', 'Home')).toBe('details');
  expect(tabAfterKey(TABS, 'details', 'End')).toBe('activity');
  expect(tabAfterKey(TABS, 'details', 'Enter')).toBeUndefined();
});
