import ExcelJS from 'exceljs';
import type { Browser } from '@playwright/test';
import { italianVatCheckDigit, type Language, type Theme } from '../../contract';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { pngImage } from '../support/api-helpers';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, languageLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: {
    newSponsor: 'New sponsor',
    name: 'Name',
    vat: 'VAT number',
    city: 'City',
    create: 'Create sponsor',
    contacts: 'Contacts',
    addContact: 'Add contact',
    saveContact: 'Save contact',
    details: 'Details',
    activity: 'Activity',
    save: 'Save changes',
    conflict: 'Someone else saved this sponsor while you were editing',
    keepMine: 'Apply my changes again',
    archive: 'Archive',
    restore: 'Restore',
    archived: 'Archived',
    search: 'Search',
    checkDigit: 'This VAT number’s check digit is wrong: check the digits.',
    show: 'Show',
    contactName: 'Name',
  },
  it: {
    newSponsor: 'Nuovo sponsor',
    name: 'Nome',
    vat: 'Partita IVA',
    city: 'Città',
    create: 'Crea sponsor',
    contacts: 'Contatti',
    addContact: 'Aggiungi contatto',
    saveContact: 'Salva contatto',
    details: 'Dettagli',
    activity: 'Attività',
    save: 'Salva modifiche',
    conflict: 'Qualcun altro ha salvato questo sponsor mentre lo modificavi',
    keepMine: 'Riapplica le mie modifiche',
    archive: 'Archivia',
    restore: 'Ripristina',
    archived: 'Archiviato',
    search: 'Cerca',
    checkDigit: 'La cifra di controllo di questa partita IVA è errata: verifica le cifre.',
    show: 'Mostra',
    contactName: 'Nome',
  },
} satisfies Record<Language, Record<string, string>>;

/** A valid Italian VAT number, different on every call. */
function uniqueVat(): string {
  const firstTen = String(Math.floor(Math.random() * 9_000_000_000) + 1_000_000_000);
  return `${firstTen}${italianVatCheckDigit(firstTen)}`;
}

for (const { language, viewport } of languageLayouts({ language: 'it', viewport: 'mobile' })) {
  const text = TEXT[language];

  test(`a sponsor is created from /admin-home, found by VAT number, edited in two tabs with the conflict resolved, archived and restored (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const editor = await createNamedAccount(uniqueUsername('spons'), 'editor', language);
    await signInWithApi(page.request, editor);
    const vat = uniqueVat();
    const name = `Brand ${vat.slice(0, 6)}`;

    await page.goto('/admin-home');
    await page.getByLabel(text.name, { exact: true }).first().fill(name);
    await page.getByLabel(text.vat).fill(`${vat.slice(0, 10)}${(Number(vat[10]) + 1) % 10}`);
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.checkDigit)).toBeVisible();
    await page.getByLabel(text.vat).fill(`IT ${vat}`);
    await page.getByLabel(text.city).fill('Milano');
    await page.locator('#new-sponsor-contact-name').fill('Anna Rossi');
    await page.locator('#new-sponsor-contact-email').fill('anna.rossi@brand.example');
    await page.locator('#new-sponsor-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(16, 16) });
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/sponsor\/\d+$/);
    const recordUrl = page.url();
    await expect(page.locator('.record-header img.sponsor-logo')).toBeVisible();
    await expect(page.locator('.record-figures')).toContainText('Anna Rossi');

    await page.getByRole('tab', { name: text.contacts }).click();
    await expect(page.locator('.contact-card__name')).toContainText('Anna Rossi');
    await page.getByRole('button', { name: text.addContact }).click();
    await page.locator('#new-contact-name').fill('Bruno Bianchi');
    await page.getByRole('button', { name: text.saveContact }).click();
    await expect(page.locator('.contact-card__name')).toHaveCount(2);

    await page.goto('/sponsor');
    await page.getByLabel(text.search).fill(vat);
    await expect(page).toHaveURL(new RegExp(`q=${vat}`));
    await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(recordUrl);

    // Two tabs edit the same version: the second save meets the first one's and keeps what it typed.
    // A second tab of the same person: another page in the same browser context.
    const other = await page.context().newPage();
    await other.setViewportSize(VIEWPORTS[viewport]);
    await other.goto(recordUrl);
    await page.getByLabel(text.city).fill('Torino');
    await other.getByLabel(text.city).fill('Napoli');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('button', { name: text.save })).toBeDisabled();
    await other.getByRole('button', { name: text.save }).click();
    await expect(other.getByRole('heading', { name: text.conflict })).toBeVisible();
    await expect(other.locator('.edit-conflict__table')).toContainText('Torino');
    await expect(other.locator('.edit-conflict__table')).toContainText('Napoli');
    await expect(other.getByLabel(text.city)).toHaveValue('Napoli');
    await other.getByRole('button', { name: text.keepMine }).click();
    await expect(other.getByRole('heading', { name: text.conflict })).toBeHidden();
    await other.reload();
    await expect(other.getByLabel(text.city)).toHaveValue('Napoli');
    await other.close();

    await page.reload();
    await page.getByRole('button', { name: text.archive }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.archive }).click();
    await expect(page.locator('.record-header .record-status--archived')).toHaveText(text.archived);
    await expect(page.getByLabel(text.city)).toHaveAttribute('readonly', '');

    await page.goto(`/sponsor?q=${vat}`);
    await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(0);
    await page.getByLabel(text.show).selectOption('archived');
    await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: text.restore }).click();
    await expect(page.locator('.record-header .record-status--archived')).toHaveCount(0);

    await page.getByRole('tab', { name: text.activity }).click();
    // Created, logo, first contact, second contact, saved, the refused stale save (409), saved again, archived, restored.
    await expect(page.locator('.record-activity__entry')).toHaveCount(9);
    await expect(page.locator('.record-activity__entry .tag--danger')).toHaveCount(1);
    await expect(page.locator('.record-activity__changes').first()).toBeVisible();
  });
}

test('typing in the details and leaving the page asks first; staying keeps what was typed', async ({ page }) => {
  const editor = await createNamedAccount(uniqueUsername('leave'), 'editor', 'en');
  await signInWithApi(page.request, editor);
  const created = await page.request.post('/api/sponsors', {
    data: { display_name: 'Leaving brand' },
    headers: await csrfHeaders(page.request),
  });
  expect(created.status()).toBe(201);
  const { sponsor_id: id } = (await created.json()) as { sponsor_id: number };
  await page.goto(`/sponsor/${id}`);
  await page.getByLabel('Industry').fill('Cosmetics');
  await page.getByRole('link', { name: 'All sponsors' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/sponsor/${id}$`));
  await expect(page.getByLabel('Industry')).toHaveValue('Cosmetics');
  // Another tab of the same page is not leaving it.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Industry')).toHaveValue('Cosmetics');
});

async function screenshotSponsorScreens(browser: Browser, language: Language, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('shots'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const vat = uniqueVat();
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const suffix = `${viewportName}-${theme}-${language}`;
    await page.goto('/admin-home');
    await page.getByRole('button', { name: TEXT[language].create }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `new sponsor ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-create-${suffix}.png`, fullPage: true });
    if (viewportName === 'desktop') {
      await page.getByLabel(TEXT[language].name, { exact: true }).first().fill(`Shot ${vat}`);
      await page.getByLabel(TEXT[language].vat).fill(vat);
      await page.getByRole('button', { name: TEXT[language].create }).click();
      await expect(page).toHaveURL(/\/sponsor\/\d+$/);
      // The creation form, which has a city too, stays on screen until the record's page has loaded.
      await expect(page.getByRole('button', { name: TEXT[language].save })).toBeVisible();
      await page.getByLabel(TEXT[language].city).fill('Bologna');
      await page.getByRole('button', { name: TEXT[language].save }).click();
      await expect(page.getByRole('button', { name: TEXT[language].save })).toBeDisabled();
    }
    await page.goto('/sponsor');
    await expect(page.locator('.sponsor-table tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, `sponsor list ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-list-${suffix}.png`, fullPage: true });
    await page.goto(`/sponsor?q=${vat}`);
    await page.getByRole('link', { name: `Shot ${vat}` }).click();
    await expect(page.locator('.record-form')).toBeVisible();
    await expectNoSeriousViolations(page, `sponsor record ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-record-${suffix}.png`, fullPage: true });
    await page.getByRole('tab', { name: TEXT[language].contacts }).click();
    await page.getByRole('button', { name: TEXT[language].addContact }).click();
    await expectNoSeriousViolations(page, `sponsor contacts ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-contacts-${suffix}.png`, fullPage: true });
    await page.getByRole('tab', { name: TEXT[language].activity }).click();
    await expect(page.locator('.record-activity__entry').first()).toBeVisible();
    await expectNoSeriousViolations(page, `sponsor activity ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-activity-${suffix}.png`, fullPage: true });
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'it', theme: 'dark' })) {
  test(`the sponsor screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotSponsorScreens(browser, language, theme);
  });
}

test('selected sponsors get a tag in one action, and the filtered list downloads as XLSX with its visible columns', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('bulk'), 'admin', 'en');
  await signInWithApi(page.request, admin);
  const group = `grp${Math.random().toString(36).slice(2, 8)}`;
  for (const suffix of ['a', 'b', 'c']) {
    const response = await page.request.post('/api/sponsors', { data: { display_name: `${group} ${suffix}` }, headers: await csrfHeaders(page.request) });
    expect(response.status()).toBe(201);
  }
  await page.goto(`/sponsor?q=${group}&hide=contact,city`);
  await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Select ${group} a` }).check();
  await page.getByRole('checkbox', { name: `Select ${group} b` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('add_tag');
  await page.getByRole('textbox', { name: 'Tag' }).last().fill('wave');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 of 2 changed.')).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill('wave');
  await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(2);
  await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/sponsor-list-tagged-desktop-classic-en.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sponsors-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('Sponsors')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'display_name', 'status', 'owner', 'vat_number', 'tags', 'payment_terms_days', 'updated_at']);
  expect(sheet.getColumn(1).values.slice(2)).toEqual([`${group} a`, `${group} b`]);
});

for (const language of ['en', 'it'] as const) {
  test(`a saved view opens its filters, order and columns again, also from its link after a reload (${language})`, async ({ page }) => {
    const texts = {
      en: { save: 'Save view', name: 'Name', submit: 'Save', views: 'Saved views', status: 'Status' },
      it: { save: 'Salva vista', name: 'Nome', submit: 'Salva', views: 'Viste salvate', status: 'Stato' },
    }[language];
    const editor = await createNamedAccount(uniqueUsername('views'), 'editor', language);
    await signInWithApi(page.request, editor);
    const created = await page.request.post('/api/sponsors', { data: { display_name: `Active ${editor.username}`, status: 'active' }, headers: await csrfHeaders(page.request) });
    expect(created.status()).toBe(201);
    await page.goto('/sponsor?status=active&sort=updated_at&dir=desc&hide=city');
    await page.getByRole('button', { name: texts.save }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.name).fill('Active, newest first');
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(page.getByLabel(texts.views)).toHaveValue(/\d+/);

    await page.goto('/sponsor');
    await page.getByLabel(texts.views).selectOption({ label: 'Active, newest first' });
    await expect(page).toHaveURL(/status=active/);
    const link = page.url();
    await page.goto(link);
    await expect(page.locator('#sponsor-status')).toHaveValue('active');
    await expect(page.getByRole('columnheader', { name: /updated|modificato/i })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('.sponsor-table thead')).not.toContainText(/^City$|^Città$/);
    await expect(page.getByLabel(texts.views)).toHaveValue(/\d+/);
  });
}
