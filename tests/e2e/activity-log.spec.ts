import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LOG_COUNT_CAP, LOG_MAX_PAGES, LOG_PAGE_SIZE, type Language, type LogEntry, type LogList } from '../../contract';
import { SUPER_ADMIN, type Account } from './support/accounts';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { fastForwardUntilShown } from './support/page-clock';
import { expect, test } from './support/test';
import { VIEWPORTS, languageLayouts, pairedLayouts } from './support/viewports';

const TEXTS = {
  it: {
    tab: 'Log',
    search: 'Username',
    action: 'Azione',
    role: 'Ruolo',
    from: 'Dal',
    to: 'Al',
    allRoles: 'Tutti i ruoli',
    clear: 'Azzera filtri',
    next: 'Successiva',
    previous: 'Precedente',
    export: 'Esporta CSV',
    empty: 'Nessun log trovato.',
    loadFailed: 'Errore nel caricamento dei log',
    range: (from: number, to: number, total: number) => `${from}–${to} di ${total}`,
    rangeMoreThan: (from: number, to: number, total: number) => `${from}–${to} di oltre ${total}`,
    pages: 'Pagine del registro',
    notADate: 'Scrivi la data come gg/mm/aaaa.',
    page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    limited: 'La visualizzazione è limitata ai primi 1000 log.',
    authorized: 'Autorizzato',
    failed: 'Fallito',
    admin: 'Amministratore',
    editor: 'Editor',
    actions: { user_login: 'Accesso', settings_updated: 'Impostazioni aggiornate', password_changed: 'Password cambiata', user_updated: 'Utente aggiornato' },
  },
  en: {
    tab: 'Logs',
    search: 'Username',
    action: 'Action',
    role: 'Role',
    from: 'From',
    to: 'To',
    allRoles: 'All roles',
    clear: 'Clear filters',
    next: 'Next',
    previous: 'Previous',
    export: 'Export CSV',
    empty: 'No logs found.',
    loadFailed: 'Error loading the logs',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    rangeMoreThan: (from: number, to: number, total: number) => `${from}–${to} of more than ${total}`,
    pages: 'Log pages',
    notADate: 'Write the date as dd/mm/yyyy.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    limited: 'The view is limited to the first 1000 logs.',
    authorized: 'Authorized',
    failed: 'Failed',
    admin: 'Admin',
    editor: 'Editor',
    actions: { user_login: 'Sign-in', settings_updated: 'Settings updated', password_changed: 'Password changed', user_updated: 'User updated' },
  },
} satisfies Record<Language, object>;

type Texts = (typeof TEXTS)[Language];

const rows = (page: Page) => page.locator('.log-table tbody tr');
const cell = (page: Page, row: number, column: number) => rows(page).nth(row).locator('td').nth(column);
const isLogListUrl = (url: URL) => url.pathname === '/api/logs/all';
const isLogList = (request: Request) => isLogListUrl(new URL(request.url()));

/** The local date in the browser, `offsetDays` from today, as a date input holds it. */
function localDate(page: Page, offsetDays: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, offsetDays);
}

/** The first column (log_id) of each data row of an exported CSV. */
function csvLogIds(csv: string): number[] {
  const [header, ...lines] = csv.split('\r\n').filter(Boolean);
  expect(header).toBe('"log_id","timestamp","user_id","username","role","action","status_code","result"');
  return lines.map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));
}

/** Every entry of the API's list for a query string, all pages. */
async function listedLogIds(api: APIRequestContext, search: URLSearchParams): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams(search);
    query.set('page', String(page));
    query.set('page_size', '100');
    const list = (await (await api.get(`/api/logs/all?${query}`)).json()) as LogList;
    ids.push(...list.logs.map((log) => log.log_id));
    if (ids.length >= list.total || list.logs.length === 0) return ids;
  }
}

async function openLogs(page: Page, account: Account) {
  await signInWithApi(page.request, account);
  await page.goto('/admin/advanced-options');
}

async function searchUsername(page: Page, text: Texts, username: string) {
  const listed = page.waitForResponse((response) => isLogList(response.request()) && response.url().includes(`username_filter=${username}`));
  await page.getByRole('searchbox', { name: text.search }).fill(username);
  await listed;
}

for (const { language, viewport } of languageLayouts({ language: 'it', viewport: 'desktop' })) {
  const text = TEXTS[language];

  test(`the entries of actions just performed, translated, with Italian timestamps and status (${language} at ${VIEWPORTS[viewport].width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const account = await createNamedAccount(uniqueUsername('logs'), 'admin', language);
    await signInWithApi(page.request, account);
    await updatePreferences(page.request, { initials: 'LG' });
    const headers = await csrfHeaders(page.request);
    expect((await page.request.put('/api/users/me/password', { data: { old_password: 'Wrong0000', new_password: 'Valid1234' }, headers })).status()).toBe(400);
    expect((await page.request.put('/api/users/me/username', { data: { new_username: SUPER_ADMIN.username }, headers })).status()).toBe(409);

    await page.goto('/admin/advanced-options');
    await expect(page.getByRole('tab', { name: text.tab })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the whole log registry');
    await searchUsername(page, text, account.username);

    const expected: [keyof Texts['actions'], string, number][] = [
      ['user_updated', text.failed, 409],
      ['password_changed', text.failed, 400],
      ['settings_updated', text.authorized, 200],
      ['user_login', text.authorized, 200],
    ];
    for (const [index, [action, status, code]] of expected.entries()) {
      await expect(cell(page, index, 0)).toContainText(account.username);
      await expect(cell(page, index, 1)).toContainText(text.admin);
      await expect(cell(page, index, 2)).toContainText(text.actions[action]);
      await expect(cell(page, index, 4)).toContainText(status);
      await expect(cell(page, index, 4)).toContainText(String(code));
    }

    await expectNoHorizontalOverflow(page, 'the log registry of one user');
    const total = await rows(page).count();
    await expect(page.locator('#log-range')).toHaveText(text.range(1, total, total));
    // Never a raw action key.
    for (const action of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(action).not.toMatch(/_/);
    // Italian locale with seconds, in the reader's time zone, whatever the language of the page.
    const time = cell(page, 0, 3).locator('time');
    const iso = await time.getAttribute('datetime');
    const italian = await page.evaluate(
      (value) =>
        new Date(value ?? '').toLocaleString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      iso,
    );
    await expect(time).toHaveText(italian);
    expect(italian).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  });
}

for (const { language, viewport } of pairedLayouts({ language: 'en', viewport: 'mobile' })) {
  const text = TEXTS[language];

  test.describe(`the log registry in ${language} at ${VIEWPORTS[viewport].width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
    });

    test('the username search waits 500 ms; filters by action, role and dates; 50 a page; page 1 after any change', async ({ page }) => {
      test.slow();
      const account = await createNamedAccount(uniqueUsername('pages'), 'admin', language);
      await signInWithApi(page.request, account);
      for (let index = 0; index < 60; index += 1) await updatePreferences(page.request, { initials: String(index % 10) });
      // Its creation saved the language (settings_updated) after a sign-in, and it signed in once more here.
      const ownEntries = 63;
      const settingsEntries = 61;

      await page.goto('/admin/advanced-options');
      const listRequests: URL[] = [];
      page.on('request', (request) => {
        if (isLogList(request)) listRequests.push(new URL(request.url()));
      });
      await page.getByRole('searchbox', { name: text.search }).pressSequentially(account.username, { delay: 60 });
      await expect(page.locator('#log-range')).toHaveText(text.range(1, LOG_PAGE_SIZE, ownEntries));
      const searches = listRequests.filter((url) => url.searchParams.has('username_filter'));
      expect(searches.map((url) => url.searchParams.get('username_filter'))).toEqual([account.username]);

      const position = page.getByRole('navigation', { name: text.pages }).locator('.pagination__position');
      await expect(position).toHaveText(text.page(1, 2));
      await expect(rows(page)).toHaveCount(LOG_PAGE_SIZE);
      await expectNoHorizontalOverflow(page, 'the log registry with its pages');
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.locator('#log-range')).toHaveText(text.range(51, ownEntries, ownEntries));
      await expect(position).toHaveText(text.page(2, 2));
      await expect(page.getByRole('button', { name: text.next })).toBeDisabled();

      await page.getByRole('combobox', { name: text.action, exact: true }).selectOption('settings_updated');
      await expect(page.locator('#log-range')).toHaveText(text.range(1, LOG_PAGE_SIZE, settingsEntries));
      await expect(position).toHaveText(text.page(1, 2));
      for (const action of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(action).toContain(text.actions.settings_updated);
      expect(listRequests.at(-1)?.searchParams.get('message_filter')).toBe('settings_updated');

      await page.getByRole('button', { name: text.next }).click();
      await expect(position).toHaveText(text.page(2, 2));
      await page.getByRole('combobox', { name: text.role, exact: true }).selectOption('editor');
      await expect(page.getByText(text.empty)).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
      expect(listRequests.at(-1)?.searchParams.get('page')).toBe('1');
      await page.getByRole('combobox', { name: text.role, exact: true }).selectOption('admin');
      await expect(page.locator('#log-range')).toHaveText(text.range(1, LOG_PAGE_SIZE, settingsEntries));

      await page.getByRole('button', { name: text.next }).click();
      await expect(position).toHaveText(text.page(2, 2));
      await page.getByLabel(text.from, { exact: true }).fill(await localDate(page, 0));
      await page.getByLabel(text.to, { exact: true }).fill(await localDate(page, 0));
      await expect(page.locator('#log-range')).toHaveText(text.range(1, LOG_PAGE_SIZE, settingsEntries));
      await expect(position).toHaveText(text.page(1, 2));
      const dated = listRequests.at(-1);
      expect(new Date(dated?.searchParams.get('start_date') ?? '').getHours()).toBe(0);
      await page.getByLabel(text.from, { exact: true }).fill(await localDate(page, 1));
      await expect(page.getByText(text.empty)).toBeVisible();
      await page.getByLabel(text.from, { exact: true }).fill('31/02/2026');
      await expect(page.getByText(text.notADate)).toBeVisible();
      await expect(page.getByText(text.empty)).toBeVisible();
      await page.getByLabel(text.from, { exact: true }).fill('');
      await page.getByLabel(text.to, { exact: true }).fill(await localDate(page, -1));
      await expect(page.getByText(text.empty)).toBeVisible();

      await page.getByRole('button', { name: text.clear }).click();
      await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
      await expect(page.getByRole('combobox', { name: text.role, exact: true })).toHaveValue('');
      await expect(rows(page).first()).toBeVisible();
    });

    test('the CSV export downloads exactly the filtered entries', async ({ page }) => {
      const account = await createNamedAccount(uniqueUsername('export'), 'admin', language);
      await signInWithApi(page.request, account);
      for (const initials of ['A', 'B', 'C']) await updatePreferences(page.request, { initials });
      await page.goto('/admin/advanced-options');
      await searchUsername(page, text, account.username);

      const exportAndCompare = async () => {
        const exportRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/logs/export');
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: text.export }).click();
        const filters = new URL((await exportRequest).url()).searchParams;
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
        const exported = csvLogIds(await readFile(await file.path(), 'utf8'));
        expect(exported.length).toBeGreaterThan(0);
        // The export's own data_exported entry is written after its last row, so only the list has it.
        const listed = await listedLogIds(page.request, filters);
        expect(exported).toEqual(listed.filter((id) => id <= exported[0]!));
        return { filters, exported };
      };

      await page.getByRole('combobox', { name: text.action, exact: true }).selectOption('settings_updated');
      await expect(page.locator('#log-range')).toHaveText(text.range(1, 4, 4));
      const bySettings = await exportAndCompare();
      expect(bySettings.filters.get('username_filter')).toBe(account.username);
      expect(bySettings.filters.get('message_filter')).toBe('settings_updated');
      expect(bySettings.exported).toHaveLength(4);

      // Without the action filter the export also holds the first export's data_exported entry.
      await page.getByRole('combobox', { name: text.action, exact: true }).selectOption('');
      const all = await exportAndCompare();
      expect(all.filters.has('message_filter')).toBe(false);
      expect(all.exported.length).toBeGreaterThan(bySettings.exported.length);
    });
  });
}

for (const language of ['it', 'en'] as const) {
  const text = TEXTS[language];

  test(`past 1000 entries: at most 20 pages and the warning (${language})`, async ({ page }) => {
    const account = await createNamedAccount(uniqueUsername('many'), 'admin', language);
    const total = LOG_COUNT_CAP;
    await page.route(isLogListUrl, async (route) => {
      const requested = Number(new URL(route.request().url()).searchParams.get('page'));
      const logs: LogEntry[] = Array.from({ length: LOG_PAGE_SIZE }, (_, index) => ({
        log_id: total - (requested - 1) * LOG_PAGE_SIZE - index,
        user_id: 1,
        username: account.username,
        role: 'admin',
        message: 'user_login',
        timestamp: new Date(Date.UTC(2025, 0, 1, 12, 0, 0) - index * 1000).toISOString(),
        status_code: 200,
        entity_type: null,
        entity_id: null,
        changes: null,
      }));
      await route.fulfill({ json: { logs, total, total_capped: true } satisfies LogList });
    });
    await openLogs(page, account);
    // The server rendered the first page; from the first filter on, the list comes from the mock.
    await page.getByRole('combobox', { name: text.action, exact: true }).selectOption('user_login');
    await expect(page.getByRole('note')).toContainText(text.limited);
    const position = page.getByRole('navigation', { name: text.pages }).locator('.pagination__position');
    await expect(position).toHaveText(text.page(1, LOG_MAX_PAGES));
    await expect(page.locator('#log-range')).toHaveText(text.rangeMoreThan(1, 50, total));
    for (let next = 2; next <= LOG_MAX_PAGES; next += 1) {
      await page.getByRole('button', { name: text.next }).click();
      await expect(position).toHaveText(text.page(next, LOG_MAX_PAGES));
    }
    await expect(page.locator('#log-range')).toHaveText(text.rangeMoreThan(951, 1000, total));
    await expect(page.getByRole('button', { name: text.next })).toBeDisabled();
  });

  test(`a failed load shows the server's detail, or the spec's text, and empties the list (${language})`, async ({ page, consoleGuard }) => {
    test.slow();
    consoleGuard.allow(/status of 50[02]/);
    const account = await createNamedAccount(uniqueUsername('fails'), 'admin', language);
    await page.clock.install();
    await openLogs(page, account);
    await expect(rows(page).first()).toBeVisible();

    await page.route(isLogListUrl, (route) => route.fulfill({ status: 500, json: { detail: 'Database unavailable', code: 'internal' } }));
    await page.getByRole('combobox', { name: text.role, exact: true }).selectOption('admin');
    // Retried three times (spec section 8) before the registry gives up.
    await fastForwardUntilShown(page.getByRole('alert'));
    await expect(page.getByRole('alert')).toHaveText('Database unavailable');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.locator('#log-range')).toHaveText('');

    await page.unroute(isLogListUrl);
    await page.route(isLogListUrl, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.getByRole('combobox', { name: text.role, exact: true }).selectOption('editor');
    await fastForwardUntilShown(page.getByRole('alert').filter({ hasText: text.loadFailed }));
    await expect(page.getByRole('alert')).toHaveText(text.loadFailed);
    await expect(rows(page)).toHaveCount(0);
  });
}
