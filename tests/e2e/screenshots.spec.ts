import type { Page } from '@playwright/test';
import { PREFERENCE_ACCOUNTS } from './support/accounts';
import { signInWithApi, updatePreferences } from './support/api-session';
import { inviteWithApi, revokeWithApi } from './support/invitations-api';
import { expect, test } from './support/test';
import { VIEWPORTS, viewportThemes } from './support/viewports';

const SCREENSHOT_DIR = 'test-results/screenshots';
const account = PREFERENCE_ACCOUNTS.screenshots;

async function capture(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

for (const { viewport: viewportName, theme } of viewportThemes({ viewport: 'desktop', theme: 'dark' })) {
  const viewport = VIEWPORTS[viewportName];
  test(`screens at ${viewportName} width in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const suffix = `${viewportName}-${theme}`;

    await page.goto('/login');
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await capture(page, `login-${suffix}`);

    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme });
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await capture(page, `home-${suffix}`);

    if (viewportName === 'mobile') {
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.locator('#admin-sidebar')).toBeVisible();
      await page.waitForTimeout(300);
      await capture(page, `sidebar-${suffix}`);
      await page.locator('.admin-shell__backdrop').click({ position: { x: 370, y: 400 } });
    }

    await page.getByRole('button', { name: account.username }).click();
    await page.waitForTimeout(200);
    await capture(page, `profile-menu-${suffix}`);

    await page.goto('/admin/manage');
    await expect(page.locator('#new-username')).toHaveValue(account.username);
    await capture(page, `account-${suffix}`);
    await page.locator('#new-password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.locator('#old-password-error')).toBeVisible();
    // The invalid field took focus and scrolled the page; the whole page is captured from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, `account-errors-${suffix}`);

    await page.goto('/admin/customization');
    await capture(page, `customization-${suffix}`);

    await page.goto('/admin/stats');
    await capture(page, `stats-${suffix}`);
    await page.keyboard.press('s');
    await expect(page.locator('.floating-search')).toHaveAttribute('data-open', 'true');
    await page.waitForTimeout(200);
    await capture(page, `stats-search-${suffix}`);

    await page.goto('/admin/advanced-options');
    await expect(page.locator('.log-table tbody tr').first()).toBeVisible();
    await capture(page, `activity-log-${suffix}`);

    await page.goto('/parametri');
    await capture(page, `section-${suffix}`);
    await page.goto('/no-such-page');
    await capture(page, `not-found-${suffix}`);
  });
}

for (const { viewport: viewportName, theme } of viewportThemes({ viewport: 'mobile', theme: 'classic' })) {
  const viewport = VIEWPORTS[viewportName];
  test(`user administration and invitation screens at ${viewportName} width in the ${theme} theme`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize(viewport);
    const suffix = `${viewportName}-${theme}`;
    const unique = () => `shots.${suffix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme });
    const [invitation] = await inviteWithApi(page.request, [unique()], 'editor');

    await page.goto('/admin/create-user');
    await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('row').nth(1)).toBeVisible();
    await capture(page, `user-admin-invite-${suffix}`);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('E-mail address 1', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Enter a valid email.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, `user-admin-invite-errors-${suffix}`);
    const sentTo = [unique(), unique()];
    await page.getByLabel('E-mail address 1', { exact: true }).fill(sentTo[0] ?? '');
    await page.getByLabel('E-mail address 2', { exact: true }).fill(sentTo[1] ?? '');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('region', { name: 'Invitations sent: 2' })).toBeVisible();
    for (const email of sentTo) {
      await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('rowheader', { name: email })).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, `user-admin-invite-sent-${suffix}`);

    await page.getByRole('tab', { name: 'Users list' }).click();
    await expect(page.locator('.user-table tbody tr').first()).toBeVisible();
    await capture(page, `user-admin-list-${suffix}`);
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('dialog', { name: 'New user' }).getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Username required.')).toBeVisible();
    await capture(page, `user-admin-new-user-${suffix}`);

    // A visitor's pages follow the classic theme; the dark one is applied as on the sign-in page.
    const visitor = await browser.newContext({ baseURL, viewport });
    const visitorPage = await visitor.newPage();
    const showTheme = () => visitorPage.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await visitorPage.goto(new URL(invitation?.accept_url ?? '').pathname);
    await showTheme();
    await capture(visitorPage, `invitation-${suffix}`);
    await visitorPage.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(visitorPage.getByText('Username required.')).toBeVisible();
    await visitorPage.evaluate(() => window.scrollTo(0, 0));
    await capture(visitorPage, `invitation-errors-${suffix}`);
    await visitorPage.goto('/invite/no-such-invitation');
    await showTheme();
    await capture(visitorPage, `invitation-unknown-${suffix}`);
    await visitor.close();

    // The next screens start from a short pending list again.
    const pending = (await (await page.request.get('/api/invitations')).json()) as { invitations: { invitation_id: string; email: string }[] };
    for (const mine of pending.invitations.filter((candidate) => candidate.email.startsWith(`shots.${suffix}.`))) {
      await revokeWithApi(page.request, mine.invitation_id);
    }
  });
}

// The same screens in Italian, with long addresses and the feedback after saving: what a person sees
// (in single mode each width and each theme once).
for (const { viewport: viewportName, theme } of viewportThemes([
  { viewport: 'desktop', theme: 'classic' },
  { viewport: 'mobile', theme: 'dark' },
])) {
  const viewport = VIEWPORTS[viewportName];
  test(`screens in Italian at ${viewportName} width in the ${theme} theme`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const suffix = `it-${viewportName}-${theme}`;
    const visitor = await browser.newContext({ baseURL, viewport, locale: 'it-IT' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/login');
    await visitorPage.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await capture(visitorPage, `login-${suffix}`);
    await visitor.close();

    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme, language: 'it' });
    try {
      const [invitation] = await inviteWithApi(page.request, [`shots.${suffix}.${Date.now().toString(36)}@agenzia-creativa-milano.example.com`], 'editor');
      await page.goto('/admin');
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await capture(page, `home-${suffix}`);
      await page.locator('.profile-menu__trigger').click();
      await expect(page.locator('.profile-menu__panel')).toBeVisible();
      await capture(page, `profile-menu-${suffix}`);

      await page.goto('/admin/manage');
      await expect(page.locator('#new-username')).toHaveValue(account.username);
      await capture(page, `account-${suffix}`);

      await page.goto('/admin/customization');
      await page.locator('#avatar-initials').fill('ES');
      await page.locator('.customization__actions button[type="submit"]').click();
      await expect(page.locator('.customization__actions .banner')).toBeInViewport();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/customization-saved-${suffix}.png` });

      await page.goto('/admin/stats');
      await page.keyboard.press('s');
      await expect(page.locator('.floating-search')).toHaveAttribute('data-open', 'true');
      await capture(page, `stats-search-${suffix}`);

      await page.goto('/admin/advanced-options');
      await expect(page.locator('.log-table tbody tr').first()).toBeVisible();
      await capture(page, `activity-log-${suffix}`);

      await page.goto('/admin/create-user');
      await expect(page.locator('.data-table tbody tr').first()).toBeVisible();
      await capture(page, `user-admin-invite-${suffix}`);
      await page.getByRole('tab', { name: 'Elenco utenti' }).click();
      await expect(page.locator('.user-table tbody tr').first()).toBeVisible();
      await capture(page, `user-admin-list-${suffix}`);

      const guest = await browser.newContext({ baseURL, viewport, locale: 'it-IT' });
      const guestPage = await guest.newPage();
      await guestPage.goto(new URL(invitation?.accept_url ?? '').pathname);
      await guestPage.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await capture(guestPage, `invitation-${suffix}`);
      await guest.close();
      if (invitation) await revokeWithApi(page.request, invitation.invitation_id);
    } finally {
      await updatePreferences(page.request, { language: 'en', initials: '' });
    }
  });
}
