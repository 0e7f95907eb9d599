import { createI18n } from '../lib/i18n/create-i18n';
import { resources } from '../lib/i18n/resources';
import { documentTitle } from './document-title';

const t = createI18n('en', resources).t;
const routes = (...titleKeys: string[]) => titleKeys.map((titleKey) => ({ route: { handle: { titleKey } } }));

test('the home page is titled with the product name alone', () => {
  expect(documentTitle({ matches: routes('common:app.name'), errors: null }, t)).toBe('Agency Back-office');
});

test('other pages put their own title first, from the deepest route', () => {
  expect(documentTitle({ matches: [{ route: {} }, ...routes('admin:pages.stats')], errors: null }, t)).toBe('Statistics · Agency Back-office');
  expect(documentTitle({ matches: routes('common:login.pageTitle'), errors: null }, t)).toBe('Login · Agency Back-office');
});

test('a route error names the error', () => {
  const errorResponse = (status: number) => ({ status, statusText: '', internal: false, data: null });
  expect(documentTitle({ matches: routes('admin:pages.advancedOptions'), errors: { leaf: errorResponse(403) } }, t)).toBe(
    'Access Denied · Agency Back-office',
  );
  expect(documentTitle({ matches: routes('admin:pages.stats'), errors: { leaf: new Error('boom') } }, t)).toBe(
    'Something went wrong · Agency Back-office',
  );
});
