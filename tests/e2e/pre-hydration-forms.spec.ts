import { request, type Locator, type Page, type Request } from '@playwright/test';
import { ROLE_ACCOUNTS, SUPER_ADMIN } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { inviteWithApi } from './support/invitations-api';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { mainServerUrl } from './support/servers';
import { recordSecret } from './support/suite-secrets';
import { TEST_RESULTS_DIR } from './support/test-results';
import { expect, test } from './support/test';
import { VIEWPORTS } from './support/viewports';

/** Letters and digits, with an uppercase letter and a digit: a valid username and a strong password alike, easy to find anywhere. */
function recognisableSecret(): string {
  const secret = `Leak${Math.random().toString(36).slice(2, 10)}X9`;
  recordSecret(secret);
  return secret;
}

/** The built app's scripts (hashed, under /assets) never load: the page stays as the server rendered it. */
async function blockAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/**/*.js', (route) => route.abort());
}

/** Counts `submit` events from now on: a form the browser submits itself fires one before it leaves the page. */
async function countSubmissions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { submissions: number };
    counter.submissions = 0;
    document.addEventListener('submit', () => (counter.submissions += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { submissions: number }).submissions);
}

interface ServerRenderedForm {
  fields: Locator[];
  submit: Locator;
}

/**
 * Types the secret into every field, presses Enter in each and clicks the (disabled) submit button,
 * then checks that nothing left the page: no submission, no request or address with the secret or
 * a field's name, no new history entry.
 */
async function expectNothingSubmitted(page: Page, requests: Request[], { fields, submit }: ServerRenderedForm, secret: string): Promise<void> {
  const form = page.locator('form', { has: submit });
  const fieldNames = await form.locator('[name]').evaluateAll((elements) => elements.map((element) => element.getAttribute('name') ?? ''));
  expect(fieldNames.length, 'the form’s named fields').toBeGreaterThan(0);
  const addressBefore = page.url();
  const historyBefore = await page.evaluate(() => history.length);
  const submissions = await countSubmissions(page);

  await expect(submit, 'the server-rendered submit button').toBeDisabled();
  for (const field of fields) await field.fill(secret);
  for (const field of fields) await field.press('Enter');
  await submit.click({ force: true });

  // Submit events fire synchronously, before any request: none means the browser submitted nothing.
  expect(await submissions(), 'submit events (undefined: the page was replaced by a submission)').toBe(0);
  const leaked = requests
    .map((sent) => sent.url())
    .filter((url) => url.includes(secret) || fieldNames.some((name) => new URL(url).searchParams.has(name)));
  expect(leaked, 'requests with the secret or a field as a parameter in their address').toEqual([]);
  expect(requests.filter((sent) => sent.isNavigationRequest()).map((sent) => `${sent.method()} ${sent.url()}`), 'navigations').toEqual([`GET ${addressBefore}`]);
  expect(page.url()).toBe(addressBefore);
  expect(new URL(page.url()).search, 'query string').toBe('');
  expect(await page.evaluate(() => history.length), 'history entries').toBe(historyBefore);
  await expect(submit, 'still disabled: the app never hydrated').toBeDisabled();
}

/** Every request the page sends from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  return requests;
}

test.describe('before hydration, forms with secrets send nothing', () => {
  test.use({ waitForHydration: false });
  test.beforeEach(async ({ page, consoleGuard }) => {
    consoleGuard.allow(/net::ERR_FAILED/);
    await blockAppScripts(page);
  });

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`sign-in (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const requests = recordRequests(page);
      await page.goto('/login');
      await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/login-before-hydration-${viewportName}.png`, fullPage: true });
      await expectNothingSubmitted(
        page,
        requests,
        {
          fields: [page.getByLabel('Username or e-mail'), page.getByLabel('Password', { exact: true })],
          submit: page.getByRole('button', { name: 'Login' }),
        },
        recognisableSecret(),
      );
    });
  }

  test('change password and change username', async ({ page }) => {
    const account = await createNamedAccount(uniqueUsername('prehyd'), 'contributor', 'en');
    await signInWithApi(page.request, account);
    const requests = recordRequests(page);
    await page.goto('/admin/manage');
    await expectNothingSubmitted(
      page,
      requests,
      {
        fields: [page.locator('#old-password'), page.locator('#new-password'), page.locator('#confirm-password')],
        submit: page.getByRole('button', { name: 'Save password' }),
      },
      recognisableSecret(),
    );
    await expectNothingSubmitted(
      page,
      requests,
      { fields: [page.locator('#new-username')], submit: page.getByRole('button', { name: 'Save username' }) },
      recognisableSecret(),
    );
  });

  test('accept invitation', async ({ page }) => {
    const admin = await request.newContext({ baseURL: mainServerUrl() });
    let link: string;
    try {
      await signInWithApi(admin, SUPER_ADMIN);
      const [invitation] = await inviteWithApi(admin, [`prehyd.${Date.now().toString(36)}@e2e.test`], 'creator');
      link = new URL(invitation?.accept_url ?? '').pathname;
    } finally {
      await admin.dispose();
    }
    const requests = recordRequests(page);
    await page.goto(link);
    await expectNothingSubmitted(
      page,
      requests,
      {
        fields: ['Username', 'Password', 'Confirm password'].map((label) => page.getByLabel(label, { exact: true })),
        submit: page.getByRole('button', { name: 'Create account and sign in' }),
      },
      recognisableSecret(),
    );
  });
});

test('once hydrated, Enter in the password field signs in through the API, and no address carries the password', async ({ page }) => {
  const admin = ROLE_ACCOUNTS.admin;
  const requests = recordRequests(page);
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Login' });
  await expect(submit, 'enabled by the app').toBeEnabled();
  await page.getByLabel('Username or e-mail').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin');
  expect(requests.filter((sent) => sent.url().includes(admin.password) || sent.url().includes('password=')).map((sent) => sent.url())).toEqual([]);
  const signIn = requests.find((sent) => new URL(sent.url()).pathname === '/api/auth/login');
  expect(signIn?.method()).toBe('POST');
});
