import { PREFERENCE_ACCOUNTS } from './support/accounts';
import { signInWithApi, updatePreferences } from './support/api-session';
import { expect, test } from './support/test';

test.describe('language', () => {
  const account = PREFERENCE_ACCOUNTS.language;

  test.afterEach(async ({ page }) => {
    await updatePreferences(page.request, { language: account.language });
  });

  test('switching changes the texts and <html lang>, and survives a reload', async ({ page }) => {
    await signInWithApi(page.request, account);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('button', { name: /^Language/ }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/me/preferences') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Italiano' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('link', { name: 'Scadenze' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('it');

    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="it"');
    await expect(page.getByRole('link', { name: 'Scadenze' })).toBeVisible();

    // The 403 page in Italian (this account is a contributor).
    await page.goto('/admin/advanced-options');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accesso Negato');
    await expect(page.getByText('Non hai i permessi necessari per accedere a questa pagina.')).toBeVisible();
  });

  test('under 768 px the languages are listed inline in the profile menu', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInWithApi(page.request, account);
    await page.goto('/admin');
    await page.getByRole('button', { name: account.username }).click();
    await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('a failed save rolls the language back', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500|Changing the language failed/);
    await signInWithApi(page.request, account);
    await page.goto('/admin');
    await page.route('**/api/users/me/preferences', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { detail: 'Down', code: 'internal' } }) : route.continue(),
    );
    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Deadlines' })).toBeVisible();
  });
});

test.describe('theme', () => {
  const account = PREFERENCE_ACCOUNTS.theme;

  test.afterEach(async ({ page }) => {
    await updatePreferences(page.request, { theme: 'classic' });
  });

  test('dark mode applies at once and is in the first HTML after a reload (no flash)', async ({ page }) => {
    await signInWithApi(page.request, account);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');

    await page.getByRole('button', { name: account.username }).click();
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/me/preferences') && response.request().method() === 'PUT');
    await darkMode.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-preferences') ?? '{}') as { theme?: string });
    expect(stored.theme).toBe('dark');

    expect((await saved).status()).toBe(200);
    const response = await page.reload();
    expect(await response?.text()).toContain('data-theme="dark"');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 17, 32)');

    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');
  });

  test('every theme of the preferences is rendered by the server', async ({ page }) => {
    await signInWithApi(page.request, account);
    for (const theme of ['ocean', 'sunset', 'forest', 'classic'] as const) {
      await updatePreferences(page.request, { theme });
      const response = await page.goto('/admin');
      expect(await response?.text()).toContain(`data-theme="${theme}"`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    }
  });

  test('a failed save rolls the theme back', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500|Changing the theme failed/);
    await signInWithApi(page.request, account);
    await page.goto('/admin');
    await page.route('**/api/users/me/preferences', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { detail: 'Down', code: 'internal' } }) : route.continue(),
    );
    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');
  });
});

test('a visitor sees the language saved in this browser even when the server detected another', async ({ page, context, baseURL }) => {
  // As after a session ends: the browser keeps Italian, the page was asked for with an English cookie.
  await context.addCookies([{ name: 'i18nextLng', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'it'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
});
