import type { Page } from '@playwright/test';
import type { Language, Role } from '../../contract';
import type { Account } from './support/accounts';
import { signInWithApi } from './support/api-session';
import { expectEmailShownWhole, expectNoHorizontalOverflow, expectPlaceholderFits, expectWhollyShown, renderedLines } from './support/layout-checks';
import { accountGroup, createNamedAccount } from './support/named-accounts';
import { expect, test } from './support/test';
import { VIEWPORTS, languageLayouts } from './support/viewports';

const TEXTS = {
  it: { listTab: 'Elenco utenti', search: 'Cerca per username', role: 'Amministratore', tagline: 'Gestisci sponsor, creator e campagne in un unico posto.' },
  en: { listTab: 'Users list', search: 'Search by username', role: 'Admin', tagline: 'Manage sponsors, creators and campaigns in one place.' },
} satisfies Record<Language, Record<string, string>>;

/** Addresses as people have them: long, with dots and hyphens, which the screens must not cut or break mid-word. */
const longEmail = (username: string) => `${username}.marketing@agenzia-creativa-milano.example.com`;

async function signedIn(page: Page, language: Language, role: Role = 'admin'): Promise<Account> {
  const username = accountGroup('fit');
  const account = await createNamedAccount(username, role, language, longEmail(username));
  await signInWithApi(page.request, account);
  return account;
}

for (const { language, viewport } of languageLayouts()) {
  const text = TEXTS[language];
  const { width } = VIEWPORTS[viewport];

  test.describe(`names, addresses and placeholders shown whole in ${language} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
    });

    test('the account summary shows the whole name, address and role', async ({ page }) => {
      const account = await signedIn(page, language);
      await page.goto('/admin/manage');
      const summary = page.locator('.account-summary');
      await expectWhollyShown(summary.locator('.account-summary__name'), 'the name');
      await expectEmailShownWhole(summary.getByText(account.email, { exact: true }), account.email, 'the address');
      await expectWhollyShown(summary.getByText(text.role, { exact: true }), 'the role');
      await expectNoHorizontalOverflow(page, 'the account page');
    });

    test('the profile menu shows the whole address', async ({ page }) => {
      const account = await signedIn(page, language);
      await page.goto('/admin');
      await page.getByRole('button', { name: account.username }).click();
      await expectEmailShownWhole(page.locator('.profile-menu__panel').getByText(account.email, { exact: true }), account.email, 'the address in the profile menu');
      await expectWhollyShown(page.locator('.profile-menu__username'), 'the name in the profile menu');
    });

    test('user cards break addresses only before the @ or a dot', async ({ page }) => {
      test.slow();
      const group = accountGroup('card');
      const listed = [await createNamedAccount(`${group}_one`, 'editor', language, longEmail(`${group}_one`)), await createNamedAccount(`${group}_two`, 'contributor', language, longEmail(`${group}_two`))];
      await signedIn(page, language);
      await page.goto('/admin/create-user');
      await page.getByRole('tab', { name: text.listTab }).click();
      await page.getByRole('searchbox', { name: text.search }).fill(group);
      for (const account of listed) {
        await expectEmailShownWhole(page.getByText(account.email, { exact: true }), account.email, `${account.username}'s address`);
      }
      await expectNoHorizontalOverflow(page, 'the users list');
    });

    test('the home search shows its whole placeholder', async ({ page }) => {
      await signedIn(page, language);
      await page.goto('/admin');
      await expectPlaceholderFits(page.locator('#home-search'), 'the home search');
    });
  });
}

for (const { language, viewport } of languageLayouts()) {
  const text = TEXTS[language];
  const { width } = VIEWPORTS[viewport];

  test(`the sign-in page says its tagline once and keeps the product name whole (${language} at ${width} px)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: language === 'it' ? 'it-IT' : 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const taglines = page.getByText(text.tagline, { exact: true });
    const shown = [];
    for (const tagline of await taglines.all()) if (await tagline.isVisible()) shown.push(tagline);
    expect(shown, 'the tagline, once').toHaveLength(1);
    // Wherever the name is shown, "Back-office" stays on one line.
    for (const name of await page.getByText('Agency Back-office', { exact: true }).all()) {
      if (!(await name.isVisible())) continue;
      for (const line of await renderedLines(name)) expect(line).not.toMatch(/-$/);
    }
    await context.close();
  });
}
