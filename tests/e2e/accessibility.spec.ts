import { PREFERENCE_ACCOUNTS } from './support/accounts';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { inviteWithApi } from './support/invitations-api';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { screenThemes } from './support/viewports';

const account = PREFERENCE_ACCOUNTS.accessibility;

test.describe.configure({ mode: 'serial' });

for (const theme of screenThemes('dark')) {
  test(`no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
    await page.goto('/login');
    // A visitor's page follows the classic theme; the dark one is applied as a signed-in user would see it.
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your email or username')).toBeVisible();
    await expectNoSeriousViolations(page, `login (${theme})`);

    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme });

    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoSeriousViolations(page, `home (${theme})`);
    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('button', { name: 'Language' }).click();
    await expectNoSeriousViolations(page, `home with the profile menu (${theme})`);

    const forbidden = await page.goto('/admin/advanced-options');
    expect(forbidden?.status()).toBe(403);
    await expectNoSeriousViolations(page, `403 (${theme})`);

    const notFound = await page.goto('/no-such-page');
    expect(notFound?.status()).toBe(404);
    await expectNoSeriousViolations(page, `404 (${theme})`);
  });

  test(`no serious or critical axe violations on the account, customization and statistics screens in the ${theme} theme`, async ({ page }) => {
    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme });

    await page.goto('/admin/manage');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.locator('#new-password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.locator('#old-password-error')).toBeVisible();
    await expectNoSeriousViolations(page, `account with validation messages (${theme})`);

    await page.goto('/admin/customization');
    await expectNoSeriousViolations(page, `customization (${theme})`);

    await page.goto('/admin/stats');
    await page.keyboard.press('s');
    await expect(page.locator('.floating-search')).toHaveAttribute('data-open', 'true');
    await expectNoSeriousViolations(page, `statistics with the search open (${theme})`);
  });

  test(`no serious or critical axe violations on the log registry in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    const logReader = PREFERENCE_ACCOUNTS.accessibilityAdmin;
    await signInWithApi(page.request, logReader);
    await updatePreferences(page.request, { theme });
    // A failed action, so that both status badges are checked.
    const refused = await page.request.put('/api/users/me/password', {
      data: { old_password: 'NotMine000', new_password: 'Valid1234' },
      headers: await csrfHeaders(page.request),
    });
    expect(refused.status()).toBe(400);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/advanced-options');
      const listed = page.waitForResponse((response) => response.url().includes(`username_filter=${logReader.username}`));
      await page.getByRole('searchbox', { name: 'Username' }).fill(logReader.username);
      await listed;
      await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `log registry at ${viewport.width} px (${theme})`);
    }
  });
}

for (const theme of screenThemes('classic')) {
  test(`no serious or critical axe violations on the user administration and invitation screens in the ${theme} theme`, async ({ page, browser, baseURL }) => {
    // Many screens, each checked by axe: minutes on a loaded 2-core machine.
    test.slow();
    const unique = () => `a11y.${theme}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { theme });
    const [invitation] = await inviteWithApi(page.request, [unique()], 'creator');

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/create-user');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', { name: 'Send invitations' }).click();
      await expect(page.getByText('Email required.')).toBeVisible();
      await expectNoSeriousViolations(page, `invite form with its messages at ${viewport.width} px (${theme})`);

      await page.getByLabel('E-mail address 1', { exact: true }).fill(unique());
      await page.getByRole('button', { name: 'Send invitations' }).click();
      await expect(page.getByRole('region', { name: 'Invitations sent: 1' })).toBeVisible();
      await expectNoSeriousViolations(page, `sent invitations at ${viewport.width} px (${theme})`);

      const pending = page.getByRole('region', { name: 'Pending invitations' });
      await pending.getByRole('row').filter({ hasText: invitation?.email ?? '' }).getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page, `revoke confirmation at ${viewport.width} px (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Users list' }).click();
      await expect(page.locator('.user-table tbody tr').first()).toBeVisible();
      await expectNoSeriousViolations(page, `users list at ${viewport.width} px (${theme})`);
    }

    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('dialog', { name: 'New user' }).getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Username required.')).toBeVisible();
    await expectNoSeriousViolations(page, `new-user dialog with its messages (${theme})`);

    // A visitor's pages follow the classic theme; the dark one is applied as on the sign-in page.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const showTheme = () => visitorPage.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await visitorPage.goto(new URL(invitation?.accept_url ?? '').pathname);
    await showTheme();
    await visitorPage.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(visitorPage.getByText('Username required.')).toBeVisible();
    await expectNoSeriousViolations(visitorPage, `invitation with its messages (${theme})`);
    await visitorPage.goto('/invite/no-such-invitation');
    await showTheme();
    await expectNoSeriousViolations(visitorPage, `unknown invitation (${theme})`);
    await visitor.close();
  });
}
