import path from 'node:path';
import type { Page } from '@playwright/test';
import { csrfHeaders, signInWithApi } from './support/api-session';
import { accountGroup, createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS } from './support/viewports';

const GROUP_SIZE = 12;

/** The usernames of the user list's rows, in order. */
function userRows(page: Page) {
  return page.locator('.user-table tbody th[scope="row"]');
}

test('the user list keeps its filters, order and page in the address: reload, Back and the first HTML show the same view', async ({ page }) => {
  test.slow();
  const admin = await createNamedAccount(uniqueUsername('urlstate'), 'admin', 'en');
  await signInWithApi(page.request, admin);
  const group = accountGroup('url');
  // E-mails in the reverse order of the names, so the e-mail order is not the id order.
  const members = Array.from({ length: GROUP_SIZE }, (_, index) => ({
    username: `${group}_${String(index).padStart(2, '0')}`,
    email: `${group}${String(GROUP_SIZE - index).padStart(2, '0')}@e2e.test`,
  }));
  for (const member of members) {
    const response = await page.request.post('/api/users', {
      data: { ...member, password: 'Password1', role: 'editor' },
      headers: await csrfHeaders(page.request),
    });
    expect(response.status()).toBe(201);
  }
  // By e-mail descending: the names in id order; page 3 of 5 a page holds the 11th and 12th.
  const thirdPage = members.slice(10, 12).map((member) => member.username);

  await page.goto('/admin/create-user?tab=list');
  await page.locator('#user-search').fill(group);
  await expect(userRows(page)).toHaveCount(5);
  await page.locator('#user-role-filter').selectOption('editor');
  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('button', { name: 'E-mail' }).click();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(userRows(page)).toHaveText(thirdPage);

  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'list', username: group, role: 'editor', sort: 'email', dir: 'desc', page: '3' });

  await page.reload();
  await expect(userRows(page)).toHaveText(thirdPage);
  await expect(page.locator('#user-search')).toHaveValue(group);
  await expect(page.locator('#user-role-filter')).toHaveValue('editor');

  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(userRows(page)).toHaveText(members.slice(5, 10).map((member) => member.username));

  // The server renders that view in its first answer, before any script runs.
  const html = await (await page.request.get(url.pathname + url.search)).text();
  for (const username of thirdPage) expect(html).toContain(`>${username}<`);
  expect(html).not.toContain(`>${members[0]?.username}<`);

  // A hand-edited address is read as the defaults where it makes no sense, without an error.
  await page.goto(`/admin/create-user?tab=list&username=${group}&role=king&sort=password&dir=up&page=x`);
  await expect(userRows(page)).toHaveText(members.slice(0, 5).map((member) => member.username));
  await expect(page.locator('#user-role-filter')).toHaveValue('');
});

test('the log registry keeps its filters and order in the address: reload, Back and the first HTML show the same view', async ({ page }) => {
  test.slow();
  const admin = await createNamedAccount(uniqueUsername('urllog'), 'admin', 'en');
  // Three sign-ins in all: one when the account saved its language, two here.
  await signInWithApi(page.request, admin);
  await signInWithApi(page.request, admin);
  await page.goto('/admin/advanced-options');

  const search = page.getByRole('searchbox', { name: 'Username' });
  await search.fill(admin.username);
  await expect(page).toHaveURL(new RegExp(`username=${admin.username}`));
  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('user_login');
  await expect(page).toHaveURL(/action=user_login/);
  await page.getByRole('button', { name: 'Timestamp' }).click();
  await expect(page.getByRole('columnheader', { name: 'Timestamp' })).toHaveAttribute('aria-sort', 'ascending');
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ username: admin.username, action: 'user_login', sort: 'timestamp', dir: 'asc' });
  const logRows = page.locator('.log-table tbody tr');
  await expect(logRows).toHaveCount(3);

  await page.reload();
  await expect(search).toHaveValue(admin.username);
  await expect(page.getByRole('combobox', { name: 'Action', exact: true })).toHaveValue('user_login');
  await expect(logRows).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Timestamp' })).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page.getByRole('columnheader', { name: 'Timestamp' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('combobox', { name: 'Action', exact: true })).toHaveValue('user_login');

  const html = await (await page.request.get(url.pathname + url.search)).text();
  expect(html.match(/<tr>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(html).toContain(`>${admin.username}<`);
  expect(html).toContain('aria-sort="ascending"');

  // An old link past the filtered log's last page shows that page, as the other lists do.
  await page.goto(`${url.pathname}${url.search}&page=3`);
  await expect(logRows).toHaveCount(3);
  await expect(page).not.toHaveURL(/page=3/);
  await expect(page.locator('#log-range')).toHaveText('1–3 of 3');
  // A filter that matches nothing has one, empty, page.
  await page.goto(`${url.pathname}?username=nobody-${admin.username}&page=3`);
  await expect(page.getByText('No logs found.')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
});

test('the columns a reader hides are in the address: kept on reload, undone by Back, left out of the first HTML', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('urlcols'), 'admin', 'it');
  await signInWithApi(page.request, admin);
  await page.goto('/admin/advanced-options?page=1');
  const headers = page.locator('.log-table thead th');
  await expect(headers).toHaveText(['Username', 'Ruolo', 'Azione', 'Data e ora', 'Stato'].map((label) => new RegExp(label)));

  await page.getByText('Colonne', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Ruolo' }).uncheck();
  await page.getByRole('checkbox', { name: 'Stato' }).uncheck();
  await expect(page).toHaveURL(/hide=role%2Cstatus/);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('checkbox', { name: 'Azione' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'screenshots', `column-chooser-it-${name}.png`) });
  }
  await expect(headers).toHaveCount(3);
  await expect(page.locator('.log-table tbody tr').first().locator('td')).toHaveCount(3);

  await page.reload();
  await expect(headers).toHaveCount(3);
  await page.goBack();
  await expect(page).not.toHaveURL(/status/);
  await expect(headers).toHaveCount(4);

  const html = await (await page.request.get('/admin/advanced-options?hide=role,status')).text();
  expect(html).not.toContain('data-label="Ruolo"');
  expect(html).toContain('data-label="Azione"');
});

for (const language of ['en', 'it'] as const) {
  test(`on a phone the lists sort from a sort bar, since their rows are cards without headers (${language})`, async ({ page }) => {
    const words = language === 'en' ? { sortBy: 'Sort by', email: 'E-mail', timestamp: 'Timestamp' } : { sortBy: 'Ordina per', email: 'E-mail', timestamp: 'Data e ora' };
    const admin = await createNamedAccount(uniqueUsername(`phonesort${language}`), 'admin', language);
    await signInWithApi(page.request, admin);
    await page.setViewportSize(VIEWPORTS.mobile);

    await page.goto('/admin/create-user?tab=list');
    const userSort = page.getByRole('group', { name: words.sortBy });
    await expect(userSort).toBeVisible();
    await userSort.getByRole('button', { name: words.email }).click();
    await expect(page).toHaveURL(/sort=email/);
    await userSort.getByRole('button', { name: words.email }).click();
    await expect(page).toHaveURL(/sort=email&dir=desc/);
    await expect(userSort.getByRole('button', { name: words.email })).toHaveAttribute('aria-pressed', 'true');
    // The URL changes first; the rows follow once the sorted page has arrived.
    const emailCells = page.locator('.user-table tbody td[data-label="E-mail"]');
    await expect
      .poll(async () => {
        const emails = await emailCells.allTextContents();
        return emails.length > 1 && [...emails].sort().reverse().join('\n') === emails.join('\n');
      })
      .toBe(true);
    await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'screenshots', `phone-sort-users-${language}.png`) });

    await page.goto('/admin/advanced-options');
    const logSort = page.getByRole('group', { name: words.sortBy });
    await logSort.getByRole('button', { name: words.timestamp }).click();
    await expect(page).toHaveURL(/sort=timestamp&dir=asc/);
    await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'screenshots', `phone-sort-log-${language}.png`) });

    // Where the headers sort, the bar is not shown.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(logSort).toBeHidden();
  });
}
