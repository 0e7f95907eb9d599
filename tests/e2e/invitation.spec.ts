import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Language, Role } from '../../contract';
import { acceptLinkIn, startSmtpCatcher } from '../support/smtp-catcher';
import { CREATED_ACCOUNT_PASSWORD, SUPER_ADMIN, type Account } from './support/accounts';
import { csrfHeaders } from './support/api-session';
import { startDisposableServer, type DisposableServer } from './support/disposable-server';
import { settleFocusAfterInvalidSubmit } from './support/form-focus';
import { expireInvitations } from './support/invitation-store';
import { inviteWithApi, revokeWithApi } from './support/invitations-api';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { recordInvitationLink } from './support/suite-secrets';
import { expect, test } from './support/test';
import { VIEWPORTS, type ViewportName } from './support/viewports';

const TEXTS = {
  en: {
    locale: 'en-US',
    address: 'E-mail address 1',
    role: 'Role',
    send: 'Send invitations',
    mailed: 'Each address has received an e-mail with its link.',
    title: 'Create your account',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create account and sign in',
    usernameRequired: 'Username required.',
    usernameMin: 'Username must be at least 3 characters.',
    usernameInvalid: 'Username can only contain letters, numbers and underscores.',
    usernameInUse: 'Username already in use.',
    passwordMin: 'Password must be at least 8 characters.',
    passwordStrength: 'Password must contain at least one uppercase letter and one number.',
    confirmRequired: 'Please confirm the new password.',
    mismatch: 'Passwords do not match.',
    welcome: (username: string) => `Welcome, ${username}!`,
    roles: { editor: 'Editor', creator: 'Creator' } as Partial<Record<Role, string>>,
    expired: 'Invitation expired',
    used: 'Invitation already used',
    revoked: 'Invitation revoked',
    unknown: 'Invitation not found',
    toLogin: 'Go to sign in',
    signedIn: (username: string) => `You are signed in as ${username}. Sign out to accept this invitation with a new account.`,
    signOut: 'Sign out',
  },
  it: {
    locale: 'it-IT',
    address: 'Indirizzo e-mail 1',
    role: 'Ruolo',
    send: 'Invia inviti',
    mailed: "Ogni indirizzo ha ricevuto un'e-mail con il suo link.",
    title: 'Crea il tuo account',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Conferma password',
    submit: 'Crea account e accedi',
    usernameRequired: 'Username obbligatorio.',
    usernameMin: 'Lo username deve contenere almeno 3 caratteri.',
    usernameInvalid: 'Lo username può contenere solo lettere, numeri e underscore.',
    usernameInUse: 'Username già in uso.',
    passwordMin: 'La password deve contenere almeno 8 caratteri.',
    passwordStrength: 'La password deve contenere almeno una lettera maiuscola e un numero.',
    confirmRequired: 'Conferma la nuova password.',
    mismatch: 'Le password non corrispondono.',
    welcome: (username: string) => `Benvenuto, ${username}!`,
    roles: { editor: 'Editor', creator: 'Creator' } as Partial<Record<Role, string>>,
    expired: 'Invito scaduto',
    used: 'Invito già utilizzato',
    revoked: 'Invito revocato',
    unknown: 'Invito non trovato',
    toLogin: "Vai all'accesso",
    signedIn: (username: string) => `Hai già effettuato l'accesso come ${username}. Esci per accettare questo invito con un nuovo account.`,
    signOut: 'Esci',
  },
} as const;

/** An admin of the invitations server who works in Italian (new accounts start in Italian). */
const ITALIAN_ADMIN: Account = { username: 'inv_admin_it', email: 'inv_admin_it@e2e.test', password: CREATED_ACCOUNT_PASSWORD, role: 'admin', language: 'it' };

// One server of this file's own: it mails through a local catcher, and its database is on disk so
// that an invitation can be made to expire while it is stopped.
test.describe.configure({ mode: 'serial' });

let server: DisposableServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

async function signInOn(api: APIRequestContext, account: Account): Promise<void> {
  const response = await api.post(`${server.url}/api/auth/login`, { data: { identifier: account.username, password: account.password } });
  expect(response.status(), `sign-in of ${account.username}`).toBe(200);
}

/** An API session on the invitations server (the requests go to absolute URLs: the suite's base URL is another server). */
async function withApi<T>(browser: Browser, account: Account, action: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await signInOn(context.request, account);
    return await action(context.request);
  } finally {
    await context.close();
  }
}

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

async function mailedLink(email: string): Promise<string> {
  await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email)), { message: `a mail to ${email}` }).toBe(true);
  const mail = smtp.mails.find((candidate) => candidate.to.includes(email));
  const link = acceptLinkIn(mail?.raw ?? '');
  expect(link, 'the accept link in the mail').toMatch(new RegExp(`^${server.url}/invite/[A-Za-z0-9_-]+$`));
  return recordInvitationLink(link ?? '');
}

/** A visitor's browser: nothing signed in, the language asked for, and any page error collected. */
async function visitor(browser: Browser, language: Language, viewport: ViewportName) {
  const context = await browser.newContext({ baseURL: server.url, locale: TEXTS[language].locale, viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Chrome logs every non-2xx answer: the dead links' pages, and the refused username.
    if (message.type() === 'error' && !/status of (404|409|410)/.test(message.text())) problems.push(message.text());
  });
  return { context, page, problems };
}

async function closeVisitor({ context, problems }: { context: BrowserContext; problems: string[] }) {
  await context.close();
  expect(problems, 'errors in the visitor page').toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtpCatcher();
  server = await startDisposableServer({ SMTP_URL: smtp.url });
  await withApi(browser, SUPER_ADMIN, async (api) => {
    const created = await api.post(`${server.url}/api/users`, {
      data: { username: ITALIAN_ADMIN.username, email: ITALIAN_ADMIN.email, password: ITALIAN_ADMIN.password, role: ITALIAN_ADMIN.role },
      headers: await csrfHeaders(api),
    });
    expect(created.status()).toBe(201);
    const saved = await api.put(`${server.url}/api/users/me/preferences`, { data: { language: 'en' }, headers: await csrfHeaders(api) });
    expect(saved.status()).toBe(200);
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await smtp?.stop();
});

for (const { language, viewport, role, home, staff } of [
  { language: 'en', viewport: 'desktop', role: 'editor', home: '/admin', staff: SUPER_ADMIN },
  { language: 'it', viewport: 'mobile', role: 'creator', home: '/creator', staff: ITALIAN_ADMIN },
] as const) {
  test(`an invitation sent from the screen arrives by mail, and its link signs the ${role} in once (${language}, ${viewport})`, async ({ page, browser }) => {
    const texts = TEXTS[language];
    const email = uniqueEmail(`new.${role}`);
    const username = `new_${role}_${Date.now().toString(36)}`;

    await page.setViewportSize(VIEWPORTS[viewport]);
    await signInOn(page.request, staff);
    await page.goto(`${server.url}/admin/create-user`);
    await page.getByLabel(texts.address, { exact: true }).fill(email);
    await page.getByLabel(texts.role, { exact: true }).selectOption(role);
    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByText(texts.mailed)).toBeVisible();
    const link = await mailedLink(email);

    const invitee = await visitor(browser, language, viewport);
    const opened = await invitee.page.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(invitee.page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(invitee.page.getByText(email)).toBeVisible();
    await expect(invitee.page.getByText(texts.roles[role] ?? '', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(invitee.page, 'the invitation page');

    const usernameField = invitee.page.getByLabel(texts.username, { exact: true });
    const passwordField = invitee.page.getByLabel(texts.password, { exact: true });
    const confirmField = invitee.page.getByLabel(texts.confirmPassword, { exact: true });
    const submit = invitee.page.getByRole('button', { name: texts.submit });
    await submit.click();
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(`${escape(texts.usernameRequired)}$`));
    await expect(passwordField).toHaveAccessibleDescription(new RegExp(`${escape(texts.passwordMin)}$`));
    await expect(confirmField).toHaveAccessibleDescription(texts.confirmRequired);
    await settleFocusAfterInvalidSubmit(invitee.page);
    await usernameField.fill('ab');
    await passwordField.fill('lowercase1');
    await confirmField.fill('lowercase2');
    await submit.click();
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(`${escape(texts.usernameMin)}$`));
    await expect(passwordField).toHaveAccessibleDescription(new RegExp(`${escape(texts.passwordStrength)}$`));
    await expect(confirmField).toHaveAccessibleDescription(texts.mismatch);
    await settleFocusAfterInvalidSubmit(invitee.page);
    await usernameField.fill('not valid!');
    await submit.click();
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(`${escape(texts.usernameInvalid)}$`));
    await settleFocusAfterInvalidSubmit(invitee.page);

    // A username in use is refused by the server, on its field.
    await usernameField.fill(staff.username);
    await passwordField.fill('Welcome123');
    await confirmField.fill('Welcome123');
    await submit.click();
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(`${escape(texts.usernameInUse)}$`));

    await usernameField.fill(username);
    await submit.click();
    await expect(invitee.page).toHaveURL(`${server.url}${home}`);
    await expect(invitee.page.getByRole('status').filter({ hasText: texts.welcome(username) })).toBeVisible();
    await expect(invitee.page.locator('html')).toHaveAttribute('lang', language);
    const me = await invitee.context.request.get(`${server.url}/api/auth/me`);
    expect(await me.json()).toMatchObject({ username, email, role });

    // The link is used up: for anyone who opens it again.
    const again = await visitor(browser, language, viewport);
    expect((await again.page.goto(link))?.status()).toBe(410);
    await expect(again.page.getByRole('heading', { level: 1 })).toHaveText(texts.used);
    await expect(again.page.getByRole('link', { name: texts.toLogin })).toHaveAttribute('href', '/login');
    await closeVisitor(again);
    await closeVisitor(invitee);
  });
}

test('an expired link shows the expired page; revoked and unknown links have theirs', async ({ browser }) => {
  const expiring = uniqueEmail('expiring');
  const revoked = uniqueEmail('revoked');
  // Mails are sent by a job after the answer, and a job whose invitation was revoked sends nothing:
  // revoke only once its mail has arrived.
  let expiringLink = '';
  let revokedLink = '';
  await withApi(browser, SUPER_ADMIN, async (api) => {
    const invitations = await inviteWithApi(api, [expiring, revoked], 'contributor');
    expiringLink = await mailedLink(expiring);
    revokedLink = await mailedLink(revoked);
    await revokeWithApi(api, invitations.find((invitation) => invitation.email === revoked)?.invitation_id ?? '');
  });

  await server.stop();
  expect(await expireInvitations(server.databaseDir, expiring)).toBe(1);
  await server.start();

  for (const [language, viewport] of [
    ['en', 'desktop'],
    ['it', 'mobile'],
  ] as const) {
    const texts = TEXTS[language];
    const someone = await visitor(browser, language, viewport);
    const page: Page = someone.page;
    expect((await page.goto(expiringLink))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.expired);
    expect((await page.goto(revokedLink))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.revoked);
    expect((await page.goto('/invite/no-such-invitation'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.unknown);
    await page.getByRole('link', { name: texts.toLogin }).click();
    await expect(page).toHaveURL(`${server.url}/login`);
    await closeVisitor(someone);
  }
});

test('someone signed in sees the invitation and is asked to sign out first', async ({ page, browser }) => {
  const email = uniqueEmail('signed.in');
  await withApi(browser, SUPER_ADMIN, (api) => inviteWithApi(api, [email], 'creator'));
  const link = await mailedLink(email);
  const texts = TEXTS.en;

  await signInOn(page.request, SUPER_ADMIN);
  await page.goto(link);
  await expect(page.getByText(texts.signedIn(SUPER_ADMIN.username))).toBeVisible();
  await expect(page.getByLabel(texts.username, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: texts.signOut }).click();
  await expect(page.getByLabel(texts.username, { exact: true })).toBeVisible();
  expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);
});

/** A text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
