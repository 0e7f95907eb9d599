import { z } from 'zod';
import { defineListView } from './list-view';

const view = defineListView({
  filters: { name: z.string().optional() },
  sort: z.enum(['id', 'name', 'email']).default('id'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  hideableColumns: ['email', 'role', 'status'],
});

test('hidden columns are read from the address: known hideable ones only, each once, in the list’s order', () => {
  expect(view.parse(new URLSearchParams('hide=status,bogus,email,status')).hidden).toEqual(['email', 'status']);
  expect(view.parse(new URLSearchParams('')).hidden).toEqual([]);
});

test('hiding a column keeps the page and is written as one parameter; none hidden writes nothing', () => {
  const onPage3 = view.parse(new URLSearchParams('page=3&name=ada'));
  const hidden = view.withHidden(onPage3, ['status', 'role']);
  expect(hidden.page).toBe(3);
  expect(view.serialise(hidden).toString()).toBe('name=ada&page=3&hide=role%2Cstatus');
  expect(view.serialise(view.withHidden(hidden, [])).has('hide')).toBe(false);
});

test('a new filter or order goes back to page 1 and keeps the hidden columns', () => {
  const current = view.parse(new URLSearchParams('page=4&hide=email'));
  expect(view.withFilters(current, { name: 'x' })).toMatchObject({ page: 1, hidden: ['email'] });
  expect(view.withSort(current, 'name')).toMatchObject({ page: 1, hidden: ['email'], sort: 'name', dir: 'asc' });
});

test('a view has filters when any filter is set, whatever its order or page', () => {
  expect(view.hasFilters(view.parse(new URLSearchParams('sort=name&page=2&hide=email')))).toBe(false);
  expect(view.hasFilters(view.parse(new URLSearchParams('name=ada')))).toBe(true);
});
