import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language, Role } from '../../contract';
import { SUPER_ADMIN, type Account } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { inviteWithApi } from './support/invitations-api';
import { settleFocusAfterInvalidSubmit } from './support/form-focus';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { mainServerUrl } from './support/servers';
import { recordInvitationLink } from './support/suite-secrets';
import { accountGroup, createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { VIEWPORTS, type ViewportName } from './support/viewports';
import { holdRequests } from './support/held-request';

// Each test makes the accounts and addresses it works on: the file's tests may run in both workers at once.
test.describe.configure({ mode: 'parallel' });

const TEXTS = {
  en: {
    title: 'User administration',
    inviteTab: 'Invite',
    listTab: 'Users list',
    address: (n: number) => `E-mail address ${n}`,
    remove: (n: number) => `Remove address ${n}`,
    addAddress: 'Add address',
    role: 'Role',
    send: 'Send invitations',
    notAllowed: 'Your role cannot invite new users.',
    emailRequired: 'Email required.',
    emailInvalid: 'Enter a valid email.',
    emailDuplicate: 'Duplicate email',
    emailRegistered: 'A user with this e-mail already exists.',
    emailPending: 'This address already has a pending invitation.',
    sent: (count: number) => `Invitations sent: ${count}`,
    resentTitle: 'Invitation sent again',
    copyLinks: 'No mail server is configured: copy each link and pass it on yourself.',
    link: (email: string) => `Invitation link for ${email}`,
    copy: 'Copy link',
    copied: 'Link copied',
    pending: 'Pending invitations',
    resend: 'Resend',
    revoke: 'Revoke',
    cancel: 'Cancel',
    revokeTitle: 'Revoke this invitation?',
    revoked: (email: string) => `The invitation for ${email} has been revoked.`,
    search: 'Search by username',
    statusFilter: 'Status',
    roleFilter: 'Role',
    active: 'Active',
    disabled: 'Disabled',
    roleOf: (username: string) => `Role of ${username}`,
    activate: 'Activate',
    deactivate: 'Deactivate',
    deactivating: 'Deactivating...',
    empty: 'No users found.',
    next: 'Next',
    previous: 'Previous',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    roleChangeFailed: 'Error while changing the role',
    statusChangeFailed: 'Error while changing the status',
    actionFailed: 'Action failed',
    ok: 'OK',
    newUser: 'New user',
    createUser: 'Create user',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    close: 'Close',
    usernameRequired: 'Username required.',
    passwordRequired: 'Password required.',
    passwordMinCreate: 'Password must be at least 6 characters.',
    usernameInUse: 'Username already in use.',
    emailInUse: 'Email already in use.',
    created: (username: string) => `User ${username} created.`,
    roles: { super_admin: 'Super admin', admin: 'Admin', editor: 'Editor', contributor: 'Contributor', creator: 'Creator' },
    signInIdentifier: 'Username or e-mail',
    signIn: 'Login',
    invalidCredentials: 'Invalid credentials. Please try again.',
  },
  it: {
    title: 'Gestione utenti',
    inviteTab: 'Invita',
    listTab: 'Elenco utenti',
    address: (n: number) => `Indirizzo e-mail ${n}`,
    remove: (n: number) => `Rimuovi indirizzo ${n}`,
    addAddress: 'Aggiungi indirizzo',
    role: 'Ruolo',
    send: 'Invia inviti',
    notAllowed: 'Il tuo ruolo non può invitare nuovi utenti.',
    emailRequired: 'Email obbligatoria.',
    emailInvalid: "Inserisci un'email valida.",
    emailDuplicate: 'Email duplicata',
    emailRegistered: 'Esiste già un utente con questa e-mail.',
    emailPending: 'Questo indirizzo ha già un invito in sospeso.',
    sent: (count: number) => `Inviti inviati: ${count}`,
    resentTitle: 'Invito inviato di nuovo',
    copyLinks: 'Nessun server di posta configurato: copia ogni link e inoltralo tu.',
    link: (email: string) => `Link d'invito per ${email}`,
    copy: 'Copia link',
    copied: 'Link copiato',
    pending: 'Inviti in sospeso',
    resend: 'Invia di nuovo',
    revoke: 'Revoca',
    cancel: 'Annulla',
    revokeTitle: 'Revocare questo invito?',
    revoked: (email: string) => `L'invito per ${email} è stato revocato.`,
    search: 'Cerca per username',
    statusFilter: 'Stato',
    roleFilter: 'Ruolo',
    active: 'Attivo',
    disabled: 'Disattivato',
    roleOf: (username: string) => `Ruolo di ${username}`,
    activate: 'Attiva',
    deactivate: 'Disattiva',
    deactivating: 'Disattivazione...',
    empty: 'Nessun utente trovato.',
    next: 'Successiva',
    previous: 'Precedente',
    page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    range: (from: number, to: number, total: number) => `${from}–${to} di ${total}`,
    roleChangeFailed: 'Errore durante il cambio ruolo',
    statusChangeFailed: 'Errore durante il cambio stato',
    actionFailed: 'Operazione non riuscita',
    ok: 'OK',
    newUser: 'Nuovo utente',
    createUser: 'Crea utente',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    close: 'Chiudi',
    usernameRequired: 'Username obbligatorio.',
    passwordRequired: 'Password obbligatoria.',
    passwordMinCreate: 'La password deve contenere almeno 6 caratteri.',
    usernameInUse: 'Username già in uso.',
    emailInUse: 'Email già in uso.',
    created: (username: string) => `Utente ${username} creato.`,
    roles: { super_admin: 'Super amministratore', admin: 'Amministratore', editor: 'Editor', contributor: 'Collaboratore', creator: 'Creator' },
    signInIdentifier: 'Username o e-mail',
    signIn: 'Accedi',
    invalidCredentials: 'Credenziali non valide. Riprova.',
  },
} as const;

type Texts = (typeof TEXTS)[Language];

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

async function openUserAdmin(page: Page, account: Account, viewport: ViewportName, tab: 'invite' | 'list' = 'invite') {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await signInWithApi(page.request, account);
  const response = await page.goto(tab === 'list' ? '/admin/create-user?tab=list' : '/admin/create-user');
  expect(response?.status()).toBe(200);
  const texts = TEXTS[account.language];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await expect(page.getByRole('tab', { name: tab === 'list' ? texts.listTab : texts.inviteTab })).toHaveAttribute('aria-selected', 'true');
  return texts;
}

async function signedInApi(account: Account): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: mainServerUrl() });
  await signInWithApi(api, account);
  return api;
}

function userRow(page: Page, username: string): Locator {
  return page.locator('.user-table tbody tr').filter({ hasText: username });
}

async function search(page: Page, texts: Texts, text: string) {
  await page.getByLabel(texts.search).fill(text);
}

/** Nothing sticks out of the window, and no table needs its own scrollbar. */
async function expectLayoutFits(page: Page, label: string) {
  await expectNoHorizontalOverflow(page, label);
  const clipped = await page.locator('.table-scroll').evaluateAll((scrollers) => scrollers.filter((scroller) => scroller.scrollWidth > scroller.clientWidth).length);
  expect(clipped, `${label}: tables wider than their card`).toBe(0);
}

async function expectCounts(page: Page, total: number, active: number, disabled: number) {
  await expect(page.locator('.user-summary__item--total dd')).toHaveText(String(total));
  await expect(page.locator('.user-summary__item--active dd')).toHaveText(String(active));
  await expect(page.locator('.user-summary__item--disabled dd')).toHaveText(String(disabled));
}

test.describe('invite mode', () => {
  for (const { language, viewport } of [
    { language: 'it', viewport: 'desktop' },
    { language: 'en', viewport: 'mobile' },
    { language: 'en', viewport: 'desktop' },
    { language: 'it', viewport: 'mobile' },
  ] as const) {
    test(`per-row messages, rows added and removed, links to copy (${language}, ${viewport})`, async ({ page, context }) => {
      const admin = await createNamedAccount(uniqueUsername('inviter'), 'admin', language);
      const texts = await openUserAdmin(page, admin, viewport);
      const invitationPosts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/invitations') invitationPosts.push(sent.url());
      });
      const row = (n: number) => page.getByLabel(texts.address(n), { exact: true });
      const send = page.getByRole('button', { name: texts.send });

      // An admin may invite creators, editors and contributors; creator is the default.
      const role = page.getByLabel(texts.role, { exact: true });
      await expect(role).toHaveValue('creator');
      await expect(role.locator('option')).toHaveText([texts.roles.creator, texts.roles.editor, texts.roles.contributor]);

      // One row that cannot be removed; empty: required.
      await expect(page.getByRole('button', { name: texts.remove(1) })).toBeDisabled();
      await send.click();
      await expect(row(1)).toHaveAccessibleDescription(texts.emailRequired);
      await settleFocusAfterInvalidSubmit(page);

      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await row(1).fill('not-an-email');
      await page.getByRole('button', { name: texts.addAddress }).click();
      await expect(row(2)).toBeFocused();
      await row(2).fill(`  ${first}  `);
      await page.getByRole('button', { name: texts.addAddress }).click();
      await row(3).fill(first.toUpperCase());
      await page.getByRole('button', { name: texts.addAddress }).click();
      await send.click();
      await expect(row(1)).toHaveAccessibleDescription(texts.emailInvalid);
      await expect(row(2)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(row(3)).toHaveAccessibleDescription(texts.emailDuplicate);
      await expect(row(4)).toHaveAccessibleDescription(texts.emailRequired);
      await settleFocusAfterInvalidSubmit(page);

      // Rows go, never below one; the messages follow the rows.
      await page.getByRole('button', { name: texts.remove(4) }).click();
      await page.getByRole('button', { name: texts.remove(1) }).click();
      await expect(row(3)).toHaveCount(0);
      await row(2).fill(second);
      await expect(row(2)).not.toHaveAttribute('aria-invalid', 'true');
      expect(invitationPosts, 'nothing is sent while a row has an error').toEqual([]);

      await role.selectOption('editor');
      await send.click();
      const sent = page.getByRole('region', { name: texts.sent(2) });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(texts.copyLinks);
      expect(invitationPosts).toHaveLength(1);

      // The form starts again: one empty row, role creator.
      await expect(row(1)).toHaveValue('');
      await expect(row(2)).toHaveCount(0);
      await expect(role).toHaveValue('creator');

      // Without a mail server each link is shown, with a button that copies it.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const link = sent.getByLabel(texts.link(first));
      await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]+$/);
      await sent.getByRole('button', { name: texts.copy }).first().click();
      await expect(sent.getByRole('button', { name: texts.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recordInvitationLink(await link.inputValue()));

      const pending = page.getByRole('region', { name: texts.pending });
      await expect(pending.getByRole('rowheader', { name: first })).toBeVisible();
      await expect(pending.getByRole('rowheader', { name: second })).toBeVisible();
      await expect(pending.getByRole('row').filter({ hasText: first })).toContainText(texts.roles.editor);
      await expect(pending.getByRole('row').filter({ hasText: first })).toContainText(admin.username);
      await expectLayoutFits(page, 'the invite tab');
    });
  }

  test('addresses the server refuses get its message on their row, and nothing is created', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    const admin = await createNamedAccount(uniqueUsername('refused'), 'admin', 'it');
    const texts = await openUserAdmin(page, admin, 'desktop');
    const api = await signedInApi(admin);
    const alreadyInvited = uniqueEmail('pending');
    await inviteWithApi(api, [alreadyInvited], 'creator');
    await api.dispose();
    const fresh = uniqueEmail('fresh');

    const row = (n: number) => page.getByLabel(texts.address(n), { exact: true });
    await row(1).fill(admin.email);
    await page.getByRole('button', { name: texts.addAddress }).click();
    await row(2).fill(fresh);
    await page.getByRole('button', { name: texts.addAddress }).click();
    await row(3).fill(alreadyInvited);
    await page.getByRole('button', { name: texts.send }).click();

    await expect(row(1)).toHaveAccessibleDescription(texts.emailRegistered);
    await expect(row(2)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(row(3)).toHaveAccessibleDescription(texts.emailPending);
    await expect(row(1)).toBeFocused();
    await expect(page.getByRole('region', { name: texts.pending }).getByRole('rowheader', { name: fresh })).toHaveCount(0);
  });

  test('a pending invitation can be sent again (new link) and revoked after confirming', async ({ page, browser, baseURL }) => {
    const admin = await createNamedAccount(uniqueUsername('pending'), 'admin', 'en');
    const api = await signedInApi(admin);
    const email = uniqueEmail('resend');
    const [invitation] = await inviteWithApi(api, [email], 'contributor');
    await api.dispose();
    const texts = await openUserAdmin(page, admin, 'mobile');
    const pending = page.getByRole('region', { name: texts.pending });
    const invitationRow = pending.getByRole('row').filter({ hasText: email });

    await invitationRow.getByRole('button', { name: texts.resend }).click();
    const resent = page.getByRole('region', { name: texts.resentTitle });
    await expect(resent).toBeFocused();
    const newLink = recordInvitationLink(await resent.getByLabel(texts.link(email)).inputValue());
    expect(newLink).not.toBe(invitation?.accept_url);

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(new URL(invitation?.accept_url ?? '').pathname))?.status(), 'the old link').toBe(404);
    expect((await visitorPage.goto(new URL(newLink).pathname))?.status(), 'the new link').toBe(200);

    // Escape keeps it; confirming revokes it.
    await invitationRow.getByRole('button', { name: texts.revoke }).click();
    const confirm = page.getByRole('alertdialog', { name: texts.revokeTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: texts.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(invitationRow).toBeVisible();
    await invitationRow.getByRole('button', { name: texts.revoke }).click();
    await confirm.getByRole('button', { name: texts.revoke }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.revoked(email) })).toBeVisible();
    await expect(invitationRow).toHaveCount(0);
    await expect(resent).toHaveCount(0);
    expect((await visitorPage.goto(new URL(newLink).pathname))?.status(), 'the revoked link').toBe(410);
    await visitor.close();
  });
});

/** Spec section 6, as the controls of each row show it. */
const MATRIX: Record<Exclude<Role, 'creator'>, { invite: Role[]; roleChoices: Partial<Record<Role, Role[]>>; status: Role[] }> = {
  super_admin: {
    invite: ['creator', 'editor', 'contributor', 'admin'],
    roleChoices: { admin: ['admin', 'editor', 'contributor'], editor: ['admin', 'editor', 'contributor'], contributor: ['admin', 'editor', 'contributor'] },
    status: ['admin', 'editor', 'contributor', 'creator'],
  },
  admin: {
    invite: ['creator', 'editor', 'contributor'],
    roleChoices: { editor: ['editor', 'contributor'], contributor: ['editor', 'contributor'] },
    status: ['editor', 'contributor', 'creator'],
  },
  editor: { invite: ['creator', 'contributor'], roleChoices: {}, status: ['contributor', 'creator'] },
  contributor: { invite: [], roleChoices: {}, status: [] },
};

const TARGET_ROLES = ['admin', 'editor', 'contributor', 'creator'] as const;

test.describe('permissions', () => {
  let group: string;
  let targets: Record<(typeof TARGET_ROLES)[number], Account>;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    testInfo.setTimeout(60_000);
    group = accountGroup('perm');
    targets = {
      admin: await createNamedAccount(`${group}_admin`, 'admin', 'en'),
      editor: await createNamedAccount(`${group}_editor`, 'editor', 'en'),
      contributor: await createNamedAccount(`${group}_contributor`, 'contributor', 'en'),
      creator: await createNamedAccount(`${group}_creator`, 'creator', 'en'),
    };
  });

  for (const { actorRole, language, viewport } of [
    { actorRole: 'super_admin', language: 'en', viewport: 'desktop' },
    { actorRole: 'admin', language: 'it', viewport: 'mobile' },
    { actorRole: 'editor', language: 'en', viewport: 'mobile' },
    { actorRole: 'contributor', language: 'it', viewport: 'desktop' },
  ] as const) {
    test(`the controls a ${actorRole} gets (${language}, ${viewport})`, async ({ page }) => {
      const actor = actorRole === 'super_admin' ? SUPER_ADMIN : await createNamedAccount(uniqueUsername(actorRole.slice(0, 8)), actorRole, language);
      const texts = await openUserAdmin(page, actor, viewport);
      const expected = MATRIX[actorRole];

      if (expected.invite.length > 0) {
        await expect(page.getByLabel(texts.role, { exact: true }).locator('option')).toHaveText(expected.invite.map((role) => texts.roles[role]));
      } else {
        await expect(page.getByText(texts.notAllowed)).toBeVisible();
        await expect(page.getByRole('button', { name: texts.send })).toHaveCount(0);
      }

      await page.getByRole('tab', { name: texts.inviteTab }).press('ArrowRight');
      await expect(page).toHaveURL(/\?tab=list$/);
      await expect(page.getByRole('tab', { name: texts.listTab })).toBeFocused();
      await expect(page.getByRole('button', { name: texts.newUser })).toHaveCount(expected.invite.length > 0 ? 1 : 0);

      await search(page, texts, group);
      await expect(page.locator('.user-table tbody tr')).toHaveCount(TARGET_ROLES.length);
      for (const targetRole of TARGET_ROLES) {
        const { username } = targets[targetRole];
        const select = page.getByRole('combobox', { name: texts.roleOf(username) });
        const choices = expected.roleChoices[targetRole];
        if (choices) {
          await expect(select, `${targetRole}'s role`).toBeEnabled();
          await expect(select.locator('option:not([disabled])')).toHaveText(choices.map((role) => texts.roles[role]));
        } else {
          await expect(select, `${targetRole}'s role`).toBeDisabled();
        }
        const status = userRow(page, username).getByRole('button', { name: texts.deactivate });
        if (expected.status.includes(targetRole)) await expect(status, `${targetRole}'s status`).toBeEnabled();
        else await expect(status, `${targetRole}'s status`).toBeDisabled();
      }

      // Nobody changes their own role or status.
      await search(page, texts, actor.username);
      await expect(page.getByRole('combobox', { name: texts.roleOf(actor.username) })).toBeDisabled();
      await expect(userRow(page, actor.username).getByRole('button', { name: texts.deactivate })).toBeDisabled();
    });
  }
});

test.describe('list mode', () => {
  for (const { language, viewport } of [
    { language: 'it', viewport: 'mobile' },
    { language: 'en', viewport: 'desktop' },
  ] as const) {
    test(`role change, deactivation and reactivation change the list and the counts (${language}, ${viewport})`, async ({ page, browser, baseURL }) => {
      const group = accountGroup('life');
      const subject = await createNamedAccount(`${group}_subject`, 'editor', language);
      await createNamedAccount(`${group}_peer`, 'contributor', language);
      const admin = await createNamedAccount(uniqueUsername('lister'), 'admin', language);
      const texts = await openUserAdmin(page, admin, viewport, 'list');
      const select = page.getByRole('combobox', { name: texts.roleOf(subject.username) });
      const row = userRow(page, subject.username);

      await search(page, texts, group);
      await expect(page.locator('.user-table tbody tr')).toHaveCount(2);
      await expectCounts(page, 2, 2, 0);

      await select.selectOption('contributor');
      await expect(select).toHaveValue('contributor');
      await page.getByRole('combobox', { name: texts.roleFilter, exact: true }).selectOption('editor');
      await expect(page.getByText(texts.empty)).toBeVisible();
      await page.getByRole('combobox', { name: texts.roleFilter, exact: true }).selectOption('contributor');
      await expect(page.locator('.user-table tbody tr')).toHaveCount(2);
      await page.getByRole('combobox', { name: texts.roleFilter, exact: true }).selectOption('');

      // The button says it is busy while the change is on its way.
      const statusChange = await holdRequests(page, '**/api/users/*/status', (route) => route.continue());
      await row.getByRole('button', { name: texts.deactivate }).click();
      await expect(row.getByRole('button', { name: texts.deactivating })).toBeDisabled();
      await statusChange.release();
      await expect(row.getByRole('button', { name: texts.activate })).toBeEnabled();
      await page.unroute('**/api/users/*/status');
      await expect(row).toHaveClass(/data-table__row--disabled/);
      await expect(row).toContainText(texts.disabled);
      await expectCounts(page, 2, 1, 1);
      await page.getByRole('combobox', { name: texts.statusFilter, exact: true }).selectOption('disabled');
      await expect(page.locator('.user-table tbody tr')).toHaveCount(1);
      await expectCounts(page, 1, 1, 1);
      await page.getByRole('combobox', { name: texts.statusFilter, exact: true }).selectOption('');

      // A deactivated user cannot sign in.
      const visitor = await browser.newContext({ baseURL, locale: language === 'it' ? 'it-IT' : 'en-US' });
      const signInPage = await visitor.newPage();
      await signInPage.goto('/login');
      await signInPage.getByLabel(texts.signInIdentifier).fill(subject.username);
      await signInPage.getByLabel('Password', { exact: true }).fill(subject.password);
      await signInPage.getByRole('button', { name: texts.signIn }).click();
      await expect(signInPage.getByRole('alert')).toHaveText(texts.invalidCredentials);

      await row.getByRole('button', { name: texts.activate }).click();
      await expect(row.getByRole('button', { name: texts.deactivate })).toBeEnabled();
      await expect(row).not.toHaveClass(/data-table__row--disabled/);
      await expectCounts(page, 2, 2, 0);
      await expectLayoutFits(page, 'the users list');
      await signInPage.getByRole('button', { name: texts.signIn }).click();
      await expect(signInPage).toHaveURL('/admin');
      await visitor.close();
    });
  }

  test('search is debounced, pages hold 5 users, and a filter change goes back to page 1', async ({ page }) => {
    test.setTimeout(60_000);
    const group = accountGroup('page');
    for (let index = 1; index <= 7; index += 1) await createNamedAccount(`${group}_${index}`, 'creator', 'en');
    const texts = await openUserAdmin(page, SUPER_ADMIN, 'desktop', 'list');
    const listRequests: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/users') listRequests.push(url.searchParams.get('username_filter') ?? '');
    });

    await page.getByLabel(texts.search).pressSequentially(group, { delay: 30 });
    await expect(page.getByText(texts.range(1, 5, 7))).toBeVisible();
    expect(listRequests, 'one request once typing stops').toEqual([group]);
    await expect(page.locator('.user-table tbody tr')).toHaveCount(5);
    await expect(page.getByText(texts.page(1, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: texts.previous })).toBeDisabled();

    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByText(texts.range(6, 7, 7))).toBeVisible();
    await expect(page.locator('.user-table tbody tr')).toHaveCount(2);
    await expect(page.getByRole('button', { name: texts.next })).toBeDisabled();

    await page.getByRole('combobox', { name: texts.statusFilter, exact: true }).selectOption('active');
    await expect(page.getByText(texts.page(1, 2))).toBeVisible();
    await expect(page.getByText(texts.range(1, 5, 7))).toBeVisible();

    await search(page, texts, `${group}_none`);
    await expect(page.getByText(texts.empty)).toBeVisible();
  });

  test('a failed change shows an alert with the server detail, or the spec fallback', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 50[023]/);
    const group = accountGroup('fail');
    const subject = await createNamedAccount(`${group}_subject`, 'editor', 'it');
    const admin = await createNamedAccount(uniqueUsername('failing'), 'admin', 'it');
    const texts = await openUserAdmin(page, admin, 'desktop', 'list');
    await search(page, texts, group);
    const select = page.getByRole('combobox', { name: texts.roleOf(subject.username) });

    await page.route('**/api/users/*/role', (route) => route.fulfill({ status: 503, json: { detail: 'The database is not reachable', code: 'unavailable' } }));
    await select.selectOption('contributor');
    const alert = page.getByRole('alertdialog', { name: texts.actionFailed });
    await expect(alert).toContainText('The database is not reachable');
    await expect(alert.getByRole('button', { name: texts.ok })).toBeFocused();
    await alert.getByRole('button', { name: texts.ok }).click();
    await expect(alert).toBeHidden();
    await expect(select).toHaveValue('editor');

    await page.route('**/api/users/*/role', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await select.selectOption('contributor');
    await expect(alert).toContainText(texts.roleChangeFailed);
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    await page.route('**/api/users/*/status', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }));
    const status = userRow(page, subject.username).getByRole('button', { name: texts.deactivate });
    await status.click();
    await expect(alert).toContainText(texts.statusChangeFailed);
    await alert.getByRole('button', { name: texts.ok }).click();
    await expect(status).toBeFocused();
  });

  for (const { language, viewport } of [
    { language: 'en', viewport: 'desktop' },
    { language: 'it', viewport: 'mobile' },
  ] as const) {
    test(`the new-user dialog: a labelled modal with the create-user messages (${language}, ${viewport})`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 409/);
      const admin = await createNamedAccount(uniqueUsername('creator_of'), 'admin', language);
      const texts = await openUserAdmin(page, admin, viewport, 'list');
      const open = page.getByRole('button', { name: texts.newUser });
      const dialog = page.getByRole('dialog', { name: texts.newUser });
      const username = dialog.getByLabel(texts.username, { exact: true });
      const email = dialog.getByLabel(texts.email, { exact: true });
      const password = dialog.getByLabel(texts.password, { exact: true });
      const submit = dialog.getByRole('button', { name: texts.createUser });

      await open.click();
      await expect(dialog).toBeVisible();
      await expect(username).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await submit.click();
      await expect(username).toHaveAccessibleDescription(texts.usernameRequired);
      await expect(email).toHaveAccessibleDescription(texts.emailRequired);
      await expect(password).toHaveAccessibleDescription(texts.passwordRequired);
      await settleFocusAfterInvalidSubmit(page);
      await email.fill('not-an-email');
      await password.fill('12345');
      await submit.click();
      await expect(email).toHaveAccessibleDescription(texts.emailInvalid);
      await expect(password).toHaveAccessibleDescription(texts.passwordMinCreate);
      await settleFocusAfterInvalidSubmit(page);
      await expect(dialog.getByLabel(texts.role, { exact: true }).locator('option')).toHaveText([texts.roles.creator, texts.roles.editor, texts.roles.contributor]);

      // Focus stays inside: Tab from the last control goes to the first, Shift+Tab back.
      await submit.focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: texts.close })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(submit).toBeFocused();

      const newName = `made_${Date.now().toString(36)}`;
      await username.fill(admin.username);
      await email.fill(uniqueEmail('made'));
      await password.fill('Secret1');
      await submit.click();
      await expect(username).toHaveAccessibleDescription(texts.usernameInUse);
      await username.fill(newName);
      await email.fill(admin.email);
      await submit.click();
      await expect(email).toHaveAccessibleDescription(texts.emailInUse);
      await email.fill(uniqueEmail('made'));
      await dialog.getByLabel(texts.role, { exact: true }).selectOption('contributor');
      await submit.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: texts.created(newName) })).toBeVisible();

      await search(page, texts, newName);
      await expect(page.getByRole('combobox', { name: texts.roleOf(newName) })).toHaveValue('contributor');
      await expect(userRow(page, newName)).toContainText(texts.active);
    });
  }
});
