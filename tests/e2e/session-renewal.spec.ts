import { request, type Page, type Request } from '@playwright/test';
import { SUPER_ADMIN } from './support/accounts';
import { csrfHeaders, signInWithApi } from './support/api-session';
import { SHORT_ACCESS_TOKEN_TTL_SECONDS, mainServerUrl, shortTtlServerUrl } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: shortTtlServerUrl() });

const isRefresh = (candidate: Request) => candidate.url().endsWith('/api/auth/refresh');

function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (candidate) => {
    if (isRefresh(candidate)) count += 1;
  });
  return () => count;
}

async function signInThroughForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
}

test('the session is renewed ahead of expiry, without any request failing', async ({ page }) => {
  const refreshes = countRefreshes(page);
  await signInThroughForm(page);
  // Lead = min(120, ttl / 2): the first renewal comes at half the lifetime.
  await expect.poll(refreshes, { timeout: SHORT_ACCESS_TOKEN_TTL_SECONDS * 1000 }).toBe(1);
  await expect.poll(refreshes, { timeout: SHORT_ACCESS_TOKEN_TTL_SECONDS * 1000 }).toBe(2);
  await page.reload();
  await expect(page).toHaveURL('/admin');
});

test('parallel requests after expiry cause exactly one refresh, and the user stays signed in', async ({ page }) => {
  // Report a long lifetime to the page (in the session the first page carries, and in renewals)
  // so that its proactive timer stays out of the way: the access token really expires after a
  // few seconds, while the page is idle.
  await page.route(/\/admin$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/"expires_in":\d+/g, '"expires_in":900') });
  });
  await page.route(/\/api\/auth\/refresh$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: 'expires_in' in body ? { ...body, expires_in: 900 } : body });
  });
  await signInThroughForm(page);
  await page.waitForTimeout((SHORT_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

  // The server answers both saves with 401 (expired); the page gets the two answers at the same moment.
  let intercepted = 0;
  const barrier: (() => void)[] = [];
  await page.route('**/api/users/me/preferences', async (route) => {
    if (route.request().method() !== 'PUT' || intercepted >= 2) return route.fallback();
    intercepted += 1;
    const response = await route.fetch();
    await new Promise<void>((resolve) => {
      barrier.push(resolve);
      if (barrier.length === 2) barrier.forEach((release) => release());
    });
    await route.fulfill({ response });
  });
  const refreshes = countRefreshes(page);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/users/me/preferences') && response.request().method() === 'PUT') statuses.push(response.status());
  });

  await page.getByRole('button', { name: SUPER_ADMIN.username }).click();
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'Italiano' }).click();

  await expect.poll(() => statuses.length, { timeout: 10_000 }).toBe(4);
  expect(statuses.sort()).toEqual([200, 200, 401, 401]);
  expect(refreshes()).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await page.reload();
  await expect(page).toHaveURL('/admin');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.unrouteAll({ behavior: 'wait' });
  await page.request.put('/api/users/me/preferences', { data: { theme: 'classic', language: 'en' }, headers: await csrfHeaders(page.context()) });
});

test('a page request with an expired access token is renewed on the server', async ({ page, context }) => {
  await signInWithApi(page.request, SUPER_ADMIN);
  await context.clearCookies({ name: 'access_token' });
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  const setCookies = (await response?.headersArray())?.filter((header) => header.name.toLowerCase() === 'set-cookie') ?? [];
  expect(setCookies.map((header) => header.value.split('=')[0]).sort()).toEqual(['access_token', 'csrf_token', 'refresh_token']);
  await expect(page.getByRole('button', { name: SUPER_ADMIN.username })).toBeVisible();
});

test.describe('a revoked session', () => {
  async function revokeElsewhere(page: Page, baseURL: string | undefined) {
    const elsewhere = await request.newContext({ baseURL, storageState: await page.context().storageState() });
    expect((await elsewhere.post('/api/auth/logout', { headers: await csrfHeaders(elsewhere) })).status()).toBe(204);
    await elsewhere.dispose();
  }

  test('lands on the sign-in page at the next proactive renewal', async ({ page, baseURL }) => {
    await signInThroughForm(page);
    await revokeElsewhere(page, baseURL);
    await expect(page).toHaveURL('/login', { timeout: SHORT_ACCESS_TOKEN_TTL_SECONDS * 1000 });
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test.describe('with a long-lived access token', () => {
    test.use({ baseURL: mainServerUrl() });

    test('lands on the sign-in page at its next request', async ({ page, baseURL, consoleGuard }) => {
      consoleGuard.allow(/Changing the theme failed/);
      await signInThroughForm(page);
      await revokeElsewhere(page, baseURL);
      // The theme change is the next request, unless a request of the page's own (a notification poll) comes
      // first and the page is already leaving: either finds the session gone. The clicks only trigger; what is
      // checked is where the page lands.
      const changeTheme = async () => {
        await page.getByRole('button', { name: SUPER_ADMIN.username }).click({ timeout: 10_000 });
        await page.getByRole('switch', { name: 'Dark mode' }).click({ timeout: 10_000 });
      };
      await changeTheme().catch(() => undefined);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    });
  });
});
