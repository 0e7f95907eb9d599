import type { Page } from '@playwright/test';
import { ROLE_ACCOUNTS } from './support/accounts';
import { settleFocusAfterInvalidSubmit } from './support/form-focus';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { advanceUntilShown, pausePageClock } from './support/page-clock';
import { holdRequests } from './support/held-request';
import { VIEWPORTS } from './support/viewports';

const admin = ROLE_ACCOUNTS.admin;

async function fillSignIn(page: Page, identifier: string, password: string) {
  // After a refused submit the form moves the focus once more, late: let it land before typing.
  await settleFocusAfterInvalidSubmit(page);
  await page.getByLabel('Username or e-mail').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Agency Back-office');
});

test('signs in by username, greets the user and lands on the admin home', async ({ page }) => {
  await fillSignIn(page, admin.username, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('status')).toContainText(`Welcome, ${admin.username}!`);
  await expect(page).toHaveTitle('Agency Back-office');
});

test('signs in by e-mail', async ({ page }) => {
  await fillSignIn(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
});

test('a creator lands on the creator page', async ({ page }) => {
  const creator = ROLE_ACCOUNTS.creator;
  await fillSignIn(page, creator.username, creator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/creator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto Creator!');
});

test('a wrong password shows the invalid-credentials message', async ({ page }) => {
  await fillSignIn(page, admin.username, 'WrongPassword1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL('/login');
});

test('any other failure shows the generic message, and the button shows the busy label meanwhile', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  const login = await holdRequests(page, '**/api/auth/login', (route) => route.fulfill({ status: 500, json: { detail: 'Internal error', code: 'internal' } }));
  await fillSignIn(page, admin.username, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await login.release();
  await expect(page.getByRole('alert')).toHaveText('An error occurred during login');
});

test('shows every validation message of the sign-in form', async ({ page }) => {
  const submit = page.getByRole('button', { name: 'Login' });
  await submit.click();
  await expect(page.getByText('Please enter your email or username')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await fillSignIn(page, 'not valid!', '12345');
  await submit.click();
  await expect(page.getByText('Please enter a valid email or username')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');

  await fillSignIn(page, 'ab', '123456');
  await submit.click();
  await expect(page.getByText('Please enter a valid email or username')).toBeVisible();

  await fillSignIn(page, 'a@b', '123456');
  await submit.click();
  await expect(page.getByText('Please enter a valid email or username')).toBeVisible();
});

test('shows and hides the password; remember me is checked by default', async ({ page }) => {
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Remember me')).toBeChecked();
});

test('without remember me the session lives in browser-session cookies', async ({ page, context }) => {
  await fillSignIn(page, admin.username, admin.password);
  await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
  expect(refresh?.expires).toBe(-1);
});

test('with remember me the session cookies persist', async ({ page, context }) => {
  await fillSignIn(page, admin.username, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
  expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
});

test('honours `from` after sign-in, but only for paths of this site', async ({ page }) => {
  await page.goto('/admin/stats?tab=2');
  await expect(page).toHaveURL('/login?from=%2Fadmin%2Fstats%3Ftab%3D2');
  await fillSignIn(page, admin.username, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/stats?tab=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');

  // Away from the signed-in page first: its requests, refused once the cookies are gone, would send it to /login themselves.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login?from=//evil.example/admin');
  await fillSignIn(page, admin.username, admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
});

for (const [pageLanguage, userLanguage] of [
  ['en', 'it'],
  ['it', 'en'],
] as const) {
  test(`a user whose language is ${userLanguage} is greeted in it after signing in from the ${pageLanguage} sign-in page`, async ({ browser, baseURL }) => {
    // Several accounts and browser contexts: more than the default budget on a busy machine.
    test.slow();
    const account = await createNamedAccount(uniqueUsername('greet'), 'editor', userLanguage);
    const context = await browser.newContext({ baseURL, locale: pageLanguage === 'it' ? 'it-IT' : 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The greeting is a timed toast: on the page's own clock it cannot be gone before it is read.
    await page.clock.install();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', pageLanguage);
    await page.locator('#login-identifier').fill(account.username);
    await page.locator('#login-password').fill(account.password);
    await pausePageClock(page);
    await page.locator('#login-password').press('Enter');
    const greeting = userLanguage === 'it' ? `Benvenuto, ${account.username}!` : `Welcome, ${account.username}!`;
    await advanceUntilShown(page.getByRole('status').getByText(greeting, { exact: true }));
    // The greeting was read; the page's own timers run again for the switch to the user's language.
    await page.clock.resume();
    await expect(page).toHaveURL('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', userLanguage);
    await context.close();
  });
}

test('on a phone, the greeting shows below the header and leaves its controls free', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  // The greeting is a timed toast: on the page's own clock it is still there when the menu is opened.
  await page.clock.install();
  await page.goto('/login');
  await page.locator('#login-identifier').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await pausePageClock(page);
  await page.locator('#login-password').press('Enter');
  const greeting = page.getByRole('status').getByText(`Welcome, ${admin.username}!`, { exact: true });
  await advanceUntilShown(greeting);

  const header = (await page.locator('.admin-header').boundingBox())!;
  const toast = (await page.locator('.toast').boundingBox())!;
  expect(toast.y, 'the greeting starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  // A tap where the menu button is reaches it, greeting or not (force: the paused clock stops animation frames).
  await page.getByRole('button', { name: 'Open sidebar' }).click({ force: true });
  await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeVisible();
  await expect(greeting).toBeVisible();
  await context.close();
});
