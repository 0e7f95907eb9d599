import { request, type Page } from '@playwright/test';
import { type Language } from '../../contract';
import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '../../client/lib/ui-constants';
import { SUPER_ADMIN } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { settleFocusAfterInvalidSubmit } from './support/form-focus';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { mainServerUrl } from './support/servers';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { advanceUntilShown, expectShownFor, fastForwardUntilShown, pausePageClock } from './support/page-clock';
import { expect, test } from './support/test';
import { VIEWPORTS, languageLayouts } from './support/viewports';

const TEXTS = {
  it: {
    saveUsername: 'Salva username',
    savePassword: 'Salva password',
    usernameMin: 'Lo username deve contenere almeno 3 caratteri.',
    usernameMax: 'Lo username può contenere al massimo 50 caratteri.',
    usernameInvalid: 'Lo username può contenere solo lettere, numeri e underscore.',
    usernameInUse: 'Username già in uso.',
    usernameChanged: 'Username cambiato con successo.',
    oldPasswordRequired: 'La password attuale è obbligatoria.',
    oldPasswordIncorrect: 'La password attuale non è corretta.',
    passwordMin: 'La password deve contenere almeno 8 caratteri.',
    passwordStrength: 'La password deve contenere almeno una lettera maiuscola e un numero.',
    confirmPasswordRequired: 'Conferma la nuova password.',
    passwordsDoNotMatch: 'Le password non corrispondono.',
    passwordChanged: 'Password cambiata con successo.',
    loadFailed: 'Impossibile caricare i dati utente',
    profile: 'Profilo',
  },
  en: {
    saveUsername: 'Save username',
    savePassword: 'Save password',
    usernameMin: 'Username must be at least 3 characters.',
    usernameMax: 'Username must be at most 50 characters.',
    usernameInvalid: 'Username can only contain letters, numbers and underscores.',
    usernameInUse: 'Username already in use.',
    usernameChanged: 'Username changed successfully.',
    oldPasswordRequired: 'Current password is required.',
    oldPasswordIncorrect: 'Current password is incorrect.',
    passwordMin: 'Password must be at least 8 characters.',
    passwordStrength: 'Password must contain at least one uppercase letter and one number.',
    confirmPasswordRequired: 'Please confirm the new password.',
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordChanged: 'Password changed successfully.',
    loadFailed: 'Unable to load user data',
    profile: 'Profile',
  },
} satisfies Record<Language, Record<string, string>>;

async function openAccountPage(page: Page, language: Language) {
  const account = await createNamedAccount(uniqueUsername('acct'), 'contributor', language);
  await signInWithApi(page.request, account);
  await page.goto('/admin/manage');
  return account;
}

for (const { language, viewport } of languageLayouts({ language: 'en', viewport: 'mobile' })) {
  const text = TEXTS[language];

  test.describe(`account page in ${language} at ${VIEWPORTS[viewport].width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
    });

    test('change username: each rule’s message under the field, the new name in the profile menu at once', async ({ page }) => {
      const account = await openAccountPage(page, language);
      const field = page.locator('#new-username');
      const save = page.getByRole('button', { name: text.saveUsername });
      const error = page.locator('#new-username-error');
      await expect(field).toHaveValue(account.username);
      await expect(save).toBeDisabled();

      for (const [value, message] of [
        ['ab', text.usernameMin],
        ['a'.repeat(51), text.usernameMax],
        ['bad name!', text.usernameInvalid],
      ] as const) {
        await field.fill(value);
        await save.click();
        await expect(error).toHaveText(message);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
      }

      // Back to the saved name: nothing to save.
      await field.fill(account.username);
      await expect(save).toBeDisabled();

      const newName = `${account.username.slice(0, 40)}_new`;
      await field.fill(newName);
      await expect(error).toBeHidden();
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: text.usernameChanged })).toBeVisible();
      await expect(page.getByRole('button', { name: newName })).toBeVisible();
      await expect(save).toBeDisabled();
      await expect(page.locator('.account-summary__name')).toHaveText(newName);
    });

    test('change password: each rule’s message under its field, and a new password that works', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 400/);
      const account = await openAccountPage(page, language);
      const save = page.getByRole('button', { name: text.savePassword });
      const current = page.locator('#old-password');
      const next = page.locator('#new-password');
      const confirm = page.locator('#confirm-password');
      await expect(save).toBeDisabled();

      await next.fill('short');
      await save.click();
      await expect(page.locator('#old-password-error')).toHaveText(text.oldPasswordRequired);
      await expect(page.locator('#new-password-error')).toHaveText(text.passwordMin);
      await expect(page.locator('#confirm-password-error')).toHaveText(text.confirmPasswordRequired);
      await expectNoHorizontalOverflow(page, 'the account page with its messages');
      await settleFocusAfterInvalidSubmit(page);

      await current.fill('whatever');
      await next.fill('alllowercase');
      await confirm.fill('alllowercase');
      await save.click();
      await expect(page.locator('#new-password-error')).toHaveText(text.passwordStrength);
      await expect(page.locator('#old-password-error')).toBeHidden();
      await expect(page.locator('#confirm-password-error')).toBeHidden();
      await settleFocusAfterInvalidSubmit(page);

      await next.fill('Valid1234');
      await confirm.fill('Valid12345');
      await save.click();
      await expect(page.locator('#new-password-error')).toBeHidden();
      await expect(page.locator('#confirm-password-error')).toHaveText(text.passwordsDoNotMatch);
      await settleFocusAfterInvalidSubmit(page);

      await confirm.fill('Valid1234');
      await save.click();
      await expect(page.getByRole('alert').filter({ hasText: text.oldPasswordIncorrect })).toBeVisible();

      await current.fill(account.password);
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: text.passwordChanged })).toBeVisible();
      await expect(current).toHaveValue('');
      await expect(save).toBeDisabled();

      const fresh = await request.newContext({ baseURL: mainServerUrl() });
      try {
        await signInWithApi(fresh, { ...account, password: 'Valid1234' });
      } finally {
        await fresh.dispose();
      }
    });
  });
}

for (const language of ['it', 'en'] as const) {
  const text = TEXTS[language];

  test(`the banners vanish by themselves: success after 3 s, error after 5 s (${language})`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    await page.clock.install();
    const account = await openAccountPage(page, language);
    const field = page.locator('#new-username');
    const save = page.getByRole('button', { name: text.saveUsername });
    await expect(field).toHaveValue(account.username);
    await pausePageClock(page);

    await field.fill(SUPER_ADMIN.username, { force: true });
    await save.click({ force: true });
    const refused = page.getByRole('alert').filter({ hasText: text.usernameInUse });
    await advanceUntilShown(refused);
    await expectShownFor(refused, ERROR_BANNER_MS);

    await field.fill(`${account.username.slice(0, 40)}_b`, { force: true });
    await save.click({ force: true });
    const changed = page.getByRole('status').filter({ hasText: text.usernameChanged });
    await advanceUntilShown(changed);
    await expectShownFor(changed, SUCCESS_BANNER_MS);
  });

  test(`a failed load of the user shows the spec’s text (${language})`, async ({ page, consoleGuard }) => {
    test.slow();
    consoleGuard.allow(/status of 500/);
    const account = await createNamedAccount(uniqueUsername('acct'), 'editor', language);
    await signInWithApi(page.request, account);
    await page.clock.install();
    await page.goto('/admin');
    await page.route('**/api/users/me', (route) => route.fulfill({ status: 500, json: { detail: 'Database unavailable', code: 'internal' } }));
    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('link', { name: text.profile }).click();
    await expect(page).toHaveURL('/admin/manage');
    // The query is retried three times (spec section 8) before the page gives up.
    const failure = page.getByRole('alert');
    await fastForwardUntilShown(failure);
    await expect(failure).toContainText(text.loadFailed);
    await expect(failure).toContainText('Database unavailable');
    await expect(page.locator('#new-username')).toHaveCount(0);
  });
}
