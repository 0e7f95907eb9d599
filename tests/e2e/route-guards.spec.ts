import { request, type APIRequestContext } from '@playwright/test';
import type { Role } from '../../contract';
import { ROLE_ACCOUNTS } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { expect, test } from './support/test';

type Who = Role | 'visitor';
type Expected = number | string;

const ADMIN_PAGES = ['/admin', '/admin/create-user', '/admin/customization', '/admin/manage', '/admin/stats'];
const SIDEBAR_ONLY_PAGES = ['/admin-home', '/scadenze', '/parametri', '/invia-report/pdf', '/invia-report/xls', '/migliori'];
const STAFF: Role[] = ['super_admin', 'admin', 'editor', 'contributor'];

/** What each route answers to each kind of user: a status, or the Location of a 302. */
function expectations(who: Who): Record<string, Expected> {
  const table: Record<string, Expected> = { '/': '/login', '/no-such-page': 404, '/admin/no-such-page': 404 };
  const protectedPages = [...ADMIN_PAGES, ...SIDEBAR_ONLY_PAGES, '/admin/advanced-options', '/creator'];
  if (who === 'visitor') {
    table['/login'] = 200;
    for (const path of protectedPages) table[path] = `/login?from=${encodeURIComponent(path)}`;
    return table;
  }
  const home = who === 'creator' ? '/creator' : '/admin';
  table['/login'] = home;
  for (const path of [...ADMIN_PAGES, ...SIDEBAR_ONLY_PAGES]) table[path] = who === 'creator' ? '/creator' : 200;
  table['/admin/advanced-options'] = who === 'creator' ? '/creator' : who === 'super_admin' || who === 'admin' ? 200 : 403;
  table['/creator'] = who === 'creator' ? 200 : '/admin';
  return table;
}

for (const who of ['visitor', ...STAFF, 'creator'] as Who[]) {
  test(`every route as ${who}`, async ({ baseURL }) => {
    const api: APIRequestContext = await request.newContext({ baseURL, maxRedirects: 0 });
    if (who !== 'visitor') await signInWithApi(api, ROLE_ACCOUNTS[who]);
    const answers: Record<string, Expected> = {};
    for (const path of Object.keys(expectations(who))) {
      const response = await api.get(path, { maxRedirects: 0 });
      answers[path] = response.status() === 302 ? (response.headers()['location'] ?? 'missing') : response.status();
    }
    expect(answers).toEqual(expectations(who));
    await api.dispose();
  });
}

test('the 403 page, inside the admin layout', async ({ page }) => {
  await signInWithApi(page.request, ROLE_ACCOUNTS.editor);
  const response = await page.goto('/admin/advanced-options');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(page.getByText('You do not have the permissions needed to access this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Advanced options' })).toHaveCount(0);
});

test('the 404 page links back home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/login');
});

test('the guard also runs on client-side navigation', async ({ page }) => {
  await signInWithApi(page.request, ROLE_ACCOUNTS.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Creator parameters' }).click();
  await expect(page).toHaveURL('/parametri');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator parameters');
  await expect(page.getByText('This section is being prepared.')).toBeVisible();

  await page.getByRole('button', { name: ROLE_ACCOUNTS.admin.username }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/login');
  // Logout replaced /parametri in the history: going back reaches /admin, now guarded in the browser.
  await page.goBack();
  await expect(page).toHaveURL('/login?from=%2Fadmin');
});
