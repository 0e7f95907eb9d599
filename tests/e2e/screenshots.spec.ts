import type { Page } from '@playwright/test';
import type { Theme } from '../../contract';
import { PREFERENCE_ACCOUNTS } from './support/accounts';
import { signInWithApi, updatePreferences } from './support/api-session';
import { expect, test } from './support/test';

const SCREENSHOT_DIR = 'test-results/screenshots';
const account = PREFERENCE_ACCOUNTS.screenshots;

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const THEMES: Theme[] = ['classic', 'dark'];

async function capture(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
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

      await page.goto('/admin/advanced-options');
      await capture(page, `section-${suffix}`);
      await page.goto('/no-such-page');
      await capture(page, `not-found-${suffix}`);
    });
  }
}
