import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { italianVatCheckDigit, type Language, type Theme } from '../../contract';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { expectNoSeriousViolations } from './support/axe';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, pairedLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: {
    import: 'Import',
    file: 'File to import',
    upload: 'Upload and continue',
    preview: 'Preview the rows',
    name: 'Name',
    run: 'Import 2 rows',
    completed: 'Import completed.',
    report: 'Download the rejected rows (CSV)',
    checkDigit: 'check digit',
    toList: 'Go to the sponsors',
    search: 'Search',
  },
  it: {
    import: 'Importa',
    file: 'File da importare',
    upload: 'Carica e continua',
    preview: 'Anteprima delle righe',
    name: 'Nome',
    run: 'Importa 2 righe',
    completed: 'Importazione completata.',
    report: 'Scarica le righe scartate (CSV)',
    checkDigit: 'cifra di controllo',
    toList: 'Vai agli sponsor',
    search: 'Cerca',
  },
} satisfies Record<Language, Record<string, string>>;

function uniqueVat(): string {
  const firstTen = String(Math.floor(Math.random() * 9_000_000_000) + 1_000_000_000);
  return `${firstTen}${italianVatCheckDigit(firstTen)}`;
}

const wrongDigit = (vat: string) => `${vat.slice(0, 10)}${(Number(vat[10]) + 1) % 10}`;

function sponsorsCsv(group: string): { csv: string; vats: string[] } {
  const vats = [uniqueVat(), uniqueVat()];
  const csv = ['Nome;P.IVA;Città', `${group} Alpha;${vats[0]};Torino`, `${group} Beta;${wrongDigit(uniqueVat())};Bari`, `${group} Gamma;${vats[1]};Roma`].join('\n');
  return { csv, vats };
}

for (const { language, viewport } of pairedLayouts({ language: 'en', viewport: 'desktop' })) {
  const text = TEXT[language];

  test(`sponsors are imported from a CSV: columns recognised, rows previewed, the valid ones imported and the rejected one downloaded (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const editor = await createNamedAccount(uniqueUsername('imp'), 'editor', language);
    await signInWithApi(page.request, editor);
    const group = `imp${Math.random().toString(36).slice(2, 8)}`;
    const { csv, vats } = sponsorsCsv(group);

    await page.goto('/sponsor');
    await page.getByRole('link', { name: text.import }).click();
    await expect(page).toHaveURL(/\/sponsor\/import$/);
    await page.getByLabel(text.file).setInputFiles({ name: 'sponsors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: text.upload }).click();
    await expect(page).toHaveURL(/\/sponsor\/import\?id=[0-9a-f-]{36}$/);
    // The columns were recognised by their Italian names.
    await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('0');
    await page.getByRole('button', { name: text.preview }).click();

    await expect(page.locator('.import-counts__item--new dd')).toHaveText('2');
    await expect(page.locator('.import-counts__item--error dd')).toHaveText('1');
    await expect(page.locator('.import-table tbody tr')).toHaveCount(1);
    await expect(page.locator('.import-table__problems')).toContainText(text.checkDigit);
    // A reload returns to the same step.
    await page.reload();
    await expect(page.locator('.import-counts__item--new dd')).toHaveText('2');

    await page.getByRole('button', { name: text.run }).click();
    await expect(page.getByText(text.completed)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.import-counts__item--created dd')).toHaveText('2');
    await expect(page.locator('.import-counts__item--rejected dd')).toHaveText('1');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.report }).click();
    const report = await readFile(await (await download).path());
    const lines = report.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"3"`);
    expect(lines[1]).toContain(`${group} Beta`);

    await page.getByRole('link', { name: text.toList }).click();
    await page.getByLabel(text.search).fill(vats[1]!);
    await expect(page.locator('.sponsor-table tbody tr')).toHaveCount(1);
    await expect(page.locator('.sponsor-table tbody')).toContainText(`${group} Gamma`);
  });
}

test('a contributor sees no import: neither the button nor the page', async ({ page }) => {
  const contributor = await createNamedAccount(uniqueUsername('impc'), 'contributor', 'en');
  await signInWithApi(page.request, contributor);
  await page.goto('/sponsor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import' })).toHaveCount(0);
  // Outside what their role may open, the guards send people home.
  await page.goto('/sponsor/import');
  await expect(page).toHaveURL(/\/admin$/);
});

/** An import of the creators' sample file at a given step: uploaded, previewed, or run to its end. */
async function creatorImportAt(request: APIRequestContext, step: 'uploaded' | 'previewed' | 'finished'): Promise<string> {
  const headers = await csrfHeaders(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const csv = [
    'Piattaforma,Handle,Nome,Follower,Email',
    `instagram,shot_${suffix}_a,Giulia ${suffix},12.500,giulia@example.com`,
    `tiktok,shot_${suffix}_b,Marco ${suffix},3000,`,
    `myspace,shot_${suffix}_c,Piero ${suffix},,not-an-email`,
  ].join('\n');
  const uploaded = await request.post('/api/imports/creators', { headers, multipart: { file: { name: 'creators.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } });
  expect(uploaded.status()).toBe(201);
  const summary = await uploaded.json();
  if (step === 'uploaded') return summary.id;
  expect((await request.put(`/api/imports/${summary.id}/mapping`, { headers, data: { mapping: summary.mapping } })).status()).toBe(200);
  if (step === 'previewed') return summary.id;
  expect((await request.post(`/api/imports/${summary.id}/run`, { headers, data: { all_or_nothing: false } })).status()).toBe(202);
  await expect.poll(async () => (await (await request.get(`/api/imports/${summary.id}`)).json()).status, { timeout: 30_000 }).toBe('completed');
  return summary.id;
}

async function screenshotImportScreens(browser: Browser, language: Language, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('impshot'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const steps = {
    upload: null,
    mapping: await creatorImportAt(page.request, 'uploaded'),
    preview: await creatorImportAt(page.request, 'previewed'),
    result: await creatorImportAt(page.request, 'finished'),
  };
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const [step, id] of Object.entries(steps)) {
      const suffix = `${viewportName}-${theme}-${language}`;
      await page.goto(id ? `/creatori/import?id=${id}` : '/creatori/import');
      await expect(page.locator('.import-steps [aria-current="step"]')).toBeVisible();
      if (step === 'preview' || step === 'result') await expect(page.locator('.import-table tbody tr').first()).toBeVisible();
      await expectNoSeriousViolations(page, `creator import ${step} ${suffix}`);
      await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/import-${step}-${suffix}.png`, fullPage: true });
    }
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'it', theme: 'dark' })) {
  test(`the import screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotImportScreens(browser, language, theme);
  });
}
