import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Theme } from '../../contract';
import { PREFERENCE_ACCOUNTS } from './support/accounts';
import { signInWithApi, updatePreferences } from './support/api-session';
import { expect, test } from './support/test';

const account = PREFERENCE_ACCOUNTS.accessibility;

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const theme of ['classic', 'dark'] as Theme[]) {
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
}
