import { PREFERENCE_ACCOUNTS, ROLE_ACCOUNTS } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { expect, test } from './support/test';

const account = PREFERENCE_ACCOUNTS.layout;

test.describe('desktop', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithApi(page.request, account);
    await page.goto('/admin');
  });

  test('the sidebar is open, 260 px wide, and can be closed and opened', async ({ page }) => {
    const sidebar = page.locator('#admin-sidebar');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(260);
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar).toBeVisible();
  });

  test('groups expand on their own; items and groups show where the user is', async ({ page }) => {
    const group = page.getByRole('button', { name: 'Send report' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'PDF report' }).click();
    await expect(page).toHaveURL('/invia-report/pdf');
    await expect(page.getByRole('link', { name: 'PDF report' })).toHaveAttribute('aria-current', 'page');
    await expect(group).toHaveAttribute('data-active', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'PDF report' })).toBeHidden();

    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
    await expect(group).toHaveAttribute('data-active', 'false');
  });

  test('the sidebar title links home; the footer carries the 2025 copyright', async ({ page }) => {
    await page.getByRole('link', { name: 'Best creators' }).click();
    await page.getByRole('link', { name: 'Agency Back-office' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('contentinfo')).toHaveText('© 2025 Agency Back-office. All rights reserved.');
  });

  test('the s key focuses the search box, but not while typing elsewhere', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await page.keyboard.press('s');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await search.fill('sponsors');
    await expect(search).toHaveValue('sponsors');
  });

  test('the profile menu links to the account and customization pages', async ({ page }) => {
    const trigger = page.getByRole('button', { name: account.username });
    await trigger.click();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/admin/manage');
    await trigger.click();
    await page.getByRole('link', { name: 'Customization' }).click();
    await expect(page).toHaveURL('/admin/customization');
    await trigger.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('advanced options appear in the sidebar only for super admins and admins', async ({ browser }) => {
  for (const [role, visible] of [
    ['super_admin', true],
    ['admin', true],
    ['editor', false],
    ['contributor', false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithApi(page.request, ROLE_ACCOUNTS[role]);
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: 'Advanced options' }), role).toHaveCount(visible ? 1 : 0);
    await context.close();
  }
});

test('mobile: the sidebar is an overlay with a backdrop that locks scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, account);
  await page.goto('/admin');
  const sidebar = page.locator('#admin-sidebar');
  const backdrop = page.locator('.admin-shell__backdrop');
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect(backdrop).toBeVisible();
  // 75 % of the width once it has slid in (its width is read until the transition has settled).
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(293);
  expect(await backdrop.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await backdrop.click({ position: { x: 360, y: 400 } });
  await expect(sidebar).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('link', { name: 'Deadlines' }).click();
  await expect(page).toHaveURL('/scadenze');
  await expect(sidebar).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar).toBeVisible();
  await expect(backdrop).toBeHidden();
});

test('logout ends the session and goes to the sign-in page', async ({ page, context }) => {
  const user = PREFERENCE_ACCOUNTS.logout;
  await signInWithApi(page.request, user);
  await page.goto('/admin');
  await page.getByRole('button', { name: user.username }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/login');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?from=%2Fadmin');
});

test('logout clears the local session even when the server call fails', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/status of 500|Logout request failed/);
  const user = PREFERENCE_ACCOUNTS.logout;
  await signInWithApi(page.request, user);
  await page.goto('/admin');
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, json: { detail: 'Down', code: 'internal' } }));
  await page.getByRole('button', { name: user.username }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await context.clearCookies();
});
