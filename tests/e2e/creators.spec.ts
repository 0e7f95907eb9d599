import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import type { Language, Theme } from '../../contract';
import { pngImage } from '../support/api-helpers';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { invitedCreator } from './support/portal-creators';
import { mainServerUrl } from './support/servers';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, languageLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: { new: 'New creator', name: 'Stage name', create: 'Create creator', accounts: 'Accounts and numbers', addAccount: 'Add account', handle: 'Handle', saveAccount: 'Save account', addNumbers: 'Add numbers', followers: 'Followers', readOn: 'Read on', details: 'Details', rates: 'Rate cards' },
  it: { new: 'Nuovo creator', name: "Nome d'arte", create: 'Crea creator', accounts: 'Account e dati', addAccount: 'Aggiungi account', handle: 'Nome account', saveAccount: 'Salva account', addNumbers: 'Aggiungi dati', followers: 'Follower', readOn: 'Letti il', details: 'Dettagli', rates: 'Tariffe' },
} satisfies Record<Language, Record<string, string>>;

const handle = (label: string) => `${label}_${Math.random().toString(36).slice(2, 8)}`;

async function addAccountWithNumbers(page: Page, text: (typeof TEXT)[Language], name: string, numbers: [readOn: string, followers: string][]) {
  await page.getByRole('button', { name: text.addAccount }).click();
  await page.locator('#new-account-handle').fill(name);
  await page.getByRole('button', { name: text.saveAccount }).click();
  const card = page.locator('.account-card', { hasText: `@${name}` });
  await expect(card).toBeVisible();
  for (const [readOn, followers] of numbers) {
    await card.getByRole('button', { name: text.addNumbers }).click();
    await card.getByLabel(text.readOn).fill(readOn);
    await card.getByLabel(text.followers, { exact: true }).fill(followers);
    await card.locator('form').getByRole('button', { name: text.addNumbers }).click();
    await expect(card.locator('form')).toHaveCount(0);
  }
  return card;
}

for (const { language, viewport } of languageLayouts({ language: 'en', viewport: 'desktop' })) {
  const text = TEXT[language];
  test(`a creator is created with two accounts and their numbers, and the chart shows them (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const editor = await createNamedAccount(uniqueUsername('crea'), 'editor', language);
    await signInWithApi(page.request, editor);
    const stageName = `Creator ${handle('e2e')}`;
    await page.goto('/creatori');
    await page.getByRole('button', { name: text.new }).click();
    await page.getByRole('dialog').getByLabel(text.name).fill(stageName);
    await page.getByRole('dialog').getByRole('button', { name: text.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
    await page.getByRole('tab', { name: text.accounts }).click();
    await addAccountWithNumbers(page, text, handle('insta'), [['2026-09-01T10:00', '12000'], ['2026-10-01T10:00', '12800']]);
    const second = await addAccountWithNumbers(page, text, handle('tok'), [['2026-10-15T10:00', '15400']]);
    await expect(page.locator('.metrics-chart')).toHaveCount(2);
    await expect(page.locator('.metrics-chart .recharts-line-curve').first()).toBeVisible();
    await expect(second).toContainText(/15[.,]400/);
    await page.getByRole('tab', { name: text.details }).click();
    await expect(page.locator('.record-figures')).toContainText(/28[.,]200/);
  });
}

for (const language of ['en', 'it'] as const) {
  test(`the creator signs in and adds their numbers with a screenshot; staff see them as the creator's (${language})`, async ({ page, browser }) => {
    test.slow();
    const admin = await createNamedAccount(uniqueUsername('cadm'), 'admin', language);
    const staff = await browser.newContext();
    await signInWithApi(staff.request, admin);
    const { creatorId, account } = await invitedCreator(staff.request, language);
    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { language });
    await page.goto('/creator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'it' ? 'Benvenuto Creator!' : 'Welcome Creator!');
    const card = page.locator('.account-card').first();
    await card.getByRole('button', { name: TEXT[language].addNumbers }).click();
    await card.getByLabel(TEXT[language].followers, { exact: true }).fill('43210');
    await card.locator('input[type="file"]').setInputFiles({ name: 'numbers.png', mimeType: 'image/png', buffer: pngImage(20, 20) });
    await card.locator('form').getByRole('button', { name: TEXT[language].addNumbers }).click();
    await expect(card.locator('form')).toHaveCount(0);
    await expect(card).toContainText(/43[.,]210/);
    await expectNoSeriousViolations(page, `creator area (${language})`, ['.recharts-wrapper']);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-area-desktop-classic-${language}.png`, fullPage: true });

    const snapshots = await staff.request.get(`/api/creators/${creatorId}`);
    const accountId = ((await snapshots.json()) as { accounts: { account_id: number }[] }).accounts[0]!.account_id;
    const history = (await (await staff.request.get(`/api/creators/${creatorId}/accounts/${accountId}/snapshots`)).json()) as { snapshots: { source: string; evidence_url: string | null }[] };
    expect(history.snapshots.at(-1)).toMatchObject({ source: 'creator', evidence_url: expect.stringMatching(/^\/api\/snapshot-evidence\//) });
    await staff.close();
  });
}

test('a contributor sees no money field anywhere: no commission, IBAN or rate card price in the page or its answers', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('madm'), 'admin', 'en');
  const contributor = await createNamedAccount(uniqueUsername('mcon'), 'contributor', 'en');
  const staff = await playwrightRequest.newContext({ baseURL: mainServerUrl() });
  await signInWithApi(staff, admin);
  const created = await staff.post('/api/creators', { data: { stage_name: `Money ${handle('m')}`, default_commission_bps: 1750, iban: 'IT60X0542811101000000123456' }, headers: await csrfHeaders(staff) });
  const { creator_id: id } = (await created.json()) as { creator_id: number };
  await staff.post(`/api/creators/${id}/rate-cards`, { data: { platform: 'instagram', deliverable_type: 'reel', price_minor: 98765, valid_from: '2026-01-01' }, headers: await csrfHeaders(staff) });
  await staff.dispose();

  await signInWithApi(page.request, contributor);
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/creators')) answers.push(await response.text().catch(() => ''));
  });
  await page.goto(`/creatori/${id}`);
  await expect(page.locator('.record-form')).toBeVisible();
  await expect(page.getByLabel('Default commission (%)')).toHaveCount(0);
  await expect(page.getByLabel('IBAN')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rate cards' }).click();
  await expect(page.locator('.history-table tbody tr')).toHaveCount(1);
  const html = await page.content();
  for (const secret of ['987,65', '987.65', '1750', '17.5', 'IT60X0542811101000000123456', '3456']) expect(html).not.toContain(secret);
  for (const body of answers) {
    for (const field of ['default_commission_bps', '"iban"', 'price_minor']) expect(body).not.toContain(field);
  }
});

async function screenshotCreatorScreens(browser: Browser, language: Language, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('cshot'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const created = await page.request.post('/api/creators', {
    data: { stage_name: `Shot ${handle('c')}`, email: 'shot@e2e.test', country: 'IT', languages: ['it', 'en'], default_commission_bps: 2000, representation_start: '2026-01-01', representation_months: 12 },
    headers: await csrfHeaders(page.request),
  });
  const { creator_id: id } = (await created.json()) as { creator_id: number };
  const account = await page.request.post(`/api/creators/${id}/accounts`, { data: { platform: 'instagram', handle: handle('shot') }, headers: await csrfHeaders(page.request) });
  const accountId = ((await account.json()) as { accounts: { account_id: number }[] }).accounts[0]!.account_id;
  for (const [month, followers] of [['01', 10_000], ['02', 10_900], ['03', 11_600]] as const) {
    await page.request.post(`/api/creators/${id}/accounts/${accountId}/snapshots`, {
      data: { captured_at: `2026-${month}-01T10:00:00Z`, followers, avg_likes: 420, avg_comments: 30 },
      headers: await csrfHeaders(page.request),
    });
  }
  await page.request.post(`/api/creators/${id}/rate-cards`, { data: { platform: 'instagram', deliverable_type: 'reel', price_minor: 150000, valid_from: '2026-01-01' }, headers: await csrfHeaders(page.request) });
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const suffix = `${viewportName}-${theme}-${language}`;
    await page.goto('/creatori');
    await expect(page.locator('.creator-table tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, `creator list ${suffix}`, ['.recharts-wrapper']);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-list-${suffix}.png`, fullPage: true });
    await page.goto(`/creatori/${id}`);
    await expect(page.locator('.record-form')).toBeVisible();
    await expectNoSeriousViolations(page, `creator details ${suffix}`, ['.recharts-wrapper']);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-details-${suffix}.png`, fullPage: true });
    await page.goto(`/creatori/${id}?tab=accounts`);
    await expect(page.locator('.metrics-chart .recharts-line-curve').first()).toBeVisible();
    await expectNoSeriousViolations(page, `creator accounts ${suffix}`, ['.recharts-wrapper']);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-accounts-${suffix}.png`, fullPage: true });
    await page.goto(`/creatori/${id}?tab=rates`);
    await expect(page.locator('.history-table')).toBeVisible();
    await expectNoSeriousViolations(page, `creator rates ${suffix}`, ['.recharts-wrapper']);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-rates-${suffix}.png`, fullPage: true });
    await page.goto(`/creatori/${id}?tab=activity`);
    await expect(page.locator('.record-activity__entry').first()).toBeVisible();
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-activity-${suffix}.png`, fullPage: true });
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'it', theme: 'classic' })) {
  test(`the creator screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotCreatorScreens(browser, language, theme);
  });
}

test('selected creators get a category in one action', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('cbulk'), 'admin', 'en');
  await signInWithApi(page.request, admin);
  const group = handle('grp');
  const category = await page.request.post('/api/creator-categories', { data: { name: `Cat ${group}` }, headers: await csrfHeaders(page.request) });
  expect(category.status()).toBe(201);
  for (const suffix of ['a', 'b', 'c']) {
    expect((await page.request.post('/api/creators', { data: { stage_name: `${group} ${suffix}` }, headers: await csrfHeaders(page.request) })).status()).toBe(201);
  }
  await page.goto(`/creatori?q=${group}`);
  await expect(page.locator('.creator-table tbody tr')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Select ${group} a` }).check();
  await page.getByRole('checkbox', { name: `Select ${group} c` }).check();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('add_category');
  await page.getByRole('region', { name: 'Actions on the selected rows' }).getByRole('combobox', { name: 'Category' }).selectOption({ label: `Cat ${group}` });
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 of 2 changed.')).toBeVisible();
  await expect(page.locator('.creator-table tbody tr', { hasText: `Cat ${group}` })).toHaveCount(2);
});
