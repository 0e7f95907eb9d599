import type { Browser, Page } from '@playwright/test';
import type { Language, Theme } from '../../contract';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { typedDay } from './support/typed-day';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, pairedLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: {
    newTask: 'New task',
    title: 'What is to be done',
    dueOn: 'Due on',
    priority: 'Priority',
    high: 'High',
    add: 'Add task',
    markDone: 'Mark done',
    rules: 'Reminder rules',
    runDue: 'Send due reminders now',
    bell: (count: number) => `Notifications, ${count} unread`,
    reminder: 'Task “',
    month: 'Month',
    week: 'Week',
  },
  it: {
    newTask: 'Nuova attività',
    title: 'Cosa c’è da fare',
    dueOn: 'Scadenza',
    priority: 'Priorità',
    high: 'Alta',
    add: 'Aggiungi attività',
    markDone: 'Segna come fatta',
    rules: 'Regole dei promemoria',
    runDue: 'Invia ora i promemoria dovuti',
    bell: (count: number) => `Notifiche, ${count} da leggere`,
    reminder: 'Attività «',
    month: 'Mese',
    week: 'Settimana',
  },
} as const;

/** A day in the agency's time zone (AGENCY_TIME_ZONE defaults to Europe/Rome), `offset` days from today. */
const agencyDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + offset * 86_400_000));

/** Reloads until the bell says `count` unread: the reminder is recorded by a job, after the answer that queued it. */
async function expectBell(page: Page, label: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

for (const { language, viewport } of pairedLayouts({ language: 'it', viewport: 'desktop' })) {
  const text = TEXT[language];

  test(`a task made on /scadenze is reminded in the bell, shows in the list, month and week, and marking it done removes its reminder (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const admin = await createNamedAccount(uniqueUsername('task'), 'admin', language);
    await signInWithApi(page.request, admin);
    const tag = Math.random().toString(36).slice(2, 8);
    const overdueTitle = `Call the brand ${tag}`;
    const todayTitle = `Check the captions ${tag}`;

    // Mine only: a new task goes to its author, and the other tests' dates stay out of the first page.
    await page.goto('/scadenze?mine=1');
    await page.getByRole('button', { name: text.newTask }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.title).fill(overdueTitle);
    await dialog.getByLabel(text.dueOn).fill(typedDay(agencyDay(-1)));
    await dialog.getByLabel(text.priority).selectOption({ label: text.high });
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.deadline-group--overdue .deadline-item', { hasText: overdueTitle })).toBeVisible();
    // Due today and assigned to nobody: on the calendar, reminded to no one.
    const today = await page.request.post('/api/tasks', { data: { title: todayTitle, due_on: agencyDay(0), assignee_id: null }, headers: await csrfHeaders(page.request) });
    expect(today.status()).toBe(201);

    await page.getByRole('link', { name: text.rules }).click();
    await expect(page).toHaveURL(/\/scadenze\/promemoria$/);
    await page.getByRole('button', { name: text.runDue }).click();
    await expectBell(page, text.bell(1));
    await page.getByRole('button', { name: text.bell(1) }).click();
    const reminder = page.locator('.notification-bell__item', { hasText: overdueTitle });
    await expect(reminder).toContainText(text.reminder);

    await page.goto('/scadenze?type=task_due&view=month');
    await expect(page.locator('.deadline-event', { hasText: todayTitle })).toBeVisible();
    await page.getByRole('button', { name: text.week }).click();
    await expect(page.locator('.fc-list')).toBeVisible();
    // The week of the agency's today, named: the button shows the browser's own week, which from
    // 23:00 to midnight UTC on a Sunday (a browser in UTC, the agency in Rome) is the week before.
    await page.goto(`/scadenze?type=task_due&view=week&date=${agencyDay(0)}`);
    await expect(page.locator('.fc-list')).toContainText(todayTitle);

    await page.goto('/scadenze?type=task_due');
    await page.locator('.deadline-item', { hasText: overdueTitle }).getByLabel(text.markDone).click();
    await expect(page.locator('.deadline-group--overdue .deadline-item', { hasText: overdueTitle })).toHaveCount(0);
    await expectBell(page, text.bell(0));
    await page.getByRole('button', { name: text.bell(0) }).click();
    await expect(page.locator('.notification-bell__item', { hasText: overdueTitle })).toHaveCount(0);
  });
}

test('a range with more than a page of deadlines shows the first 50, says so, and shows more on request', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('tpage'), 'admin', 'en');
  await signInWithApi(page.request, admin);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user_id: number };
  const tag = Math.random().toString(36).slice(2, 8);
  const headers = await csrfHeaders(page.request);
  for (let n = 1; n <= 53; n++) {
    // Three weeks ahead: after what the other tests look for today on the shared server.
    const created = await page.request.post('/api/tasks', { data: { title: `Follow-up ${n} ${tag}`, due_on: agencyDay(20 + (n % 5)), assignee_id: me.user_id }, headers });
    expect(created.status()).toBe(201);
  }
  await page.goto('/scadenze?type=task_due&mine=1');
  await expect(page.locator('.deadline-item')).toHaveCount(50);
  await expect(page.getByText('The first 50 are shown: narrow the filters or show more.')).toBeVisible();
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/deadlines-show-more-${viewportName}-classic-en.png` });
  }
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.locator('.deadline-item')).toHaveCount(53);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

async function screenshotTasksAndBell(browser: Browser, language: Language, theme: Theme) {
  const text = TEXT[language];
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('tshot'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const tag = Math.random().toString(36).slice(2, 8);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user_id: number };
  const created = await page.request.post('/api/tasks', {
    data: { title: `Send the contract ${tag}`, due_on: agencyDay(-1), priority: 'urgent', assignee_id: me.user_id },
    headers: await csrfHeaders(page.request),
  });
  expect(created.status()).toBe(201);
  const run = await page.request.post('/api/reminder-rules/run', { headers: await csrfHeaders(page.request) });
  expect(run.status()).toBe(202);
  await page.goto('/scadenze?type=task_due');
  await expectBell(page, text.bell(1));
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const suffix = `${viewportName}-${theme}-${language}`;
    await page.goto('/scadenze?type=task_due');
    await expect(page.locator('.deadline-item').first()).toBeVisible();
    await expectNoSeriousViolations(page, `tasks ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/deadlines-tasks-${suffix}.png`, fullPage: true });

    await page.getByRole('button', { name: text.newTask }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `task dialog ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/task-dialog-${suffix}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text.bell(1) }).click();
    await expect(page.locator('.notification-bell__item').first()).toBeVisible();
    await expectNoSeriousViolations(page, `notifications ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/notifications-${suffix}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/scadenze/promemoria');
    await expect(page.locator('.reminder-rules__table tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, `reminder rules ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/reminder-rules-${suffix}.png`, fullPage: true });
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'en', theme: 'classic' })) {
  test(`the task, notification and reminder rule screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotTasksAndBell(browser, language, theme);
  });
}
