import type { Locator } from '@playwright/test';
import type { Language } from '../../contract';
import { csrfHeaders, signInWithApi } from './support/api-session';
import { inviteWithApi, revokeWithApi } from './support/invitations-api';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { expectWhollyShown } from './support/layout-checks';
import { VIEWPORTS, pairedLayouts } from './support/viewports';

const TEXTS = {
  it: { pending: 'Inviti in sospeso', from: 'Dal', datePattern: 'gg/mm/aaaa', representationStart: 'Inizio rappresentanza', representationEnd: 'Fine rappresentanza', addTask: 'Nuova attività', dueOn: 'Scadenza', taskTitle: 'Cosa c’è da fare', submitTask: 'Aggiungi attività', notADay: 'Scrivi la data come gg/mm/aaaa.' },
  en: { pending: 'Pending invitations', from: 'From', datePattern: 'dd/mm/yyyy', representationStart: 'Representation start', representationEnd: 'Representation ends', addTask: 'New task', dueOn: 'Due on', taskTitle: 'What is to be done', submitTask: 'Add task', notADay: 'Write the date as dd/mm/yyyy.' },
} satisfies Record<Language, Record<string, string>>;

/** Every date of the product, in either language: day/month/year, then the 24-hour time. */
const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The moment a <time> shows, read back from its text in the reader's zone, and the moment it names. */
async function shownAndNamed(time: Locator): Promise<{ text: string; shown: number; named: number }> {
  await expect(time).toHaveText(DATE_TIME);
  return time.evaluate((element: HTMLTimeElement, pattern) => {
    const text = element.textContent ?? '';
    const [, day, month, year, hour, minute, second] = new RegExp(pattern).exec(text) ?? [];
    const shown = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0)).getTime();
    return { text, shown, named: new Date(element.dateTime).getTime() };
  }, DATE_TIME.source);
}

for (const { language, viewport } of pairedLayouts()) {
  test(`one way of writing dates, in the invitations, on the invitation page and in the log (${language} at ${VIEWPORTS[viewport].width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Several accounts and browser contexts: more than the default budget on a busy machine.
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const admin = await createNamedAccount(uniqueUsername('dates'), 'admin', language);
    await signInWithApi(page.request, admin);
    const email = `${uniqueUsername('dated')}@e2e.test`;
    const [invitation] = await inviteWithApi(page.request, [email], 'editor');
    if (!invitation) throw new Error('No invitation');

    await page.goto('/admin/create-user');
    const row = page.getByRole('region', { name: TEXTS[language].pending }).getByRole('row').filter({ hasText: email });
    const [created, expires] = [row.locator('time').first(), row.locator('time').last()];
    for (const time of [created, expires]) {
      const { text, shown, named } = await shownAndNamed(time);
      expect(text, 'to the minute').not.toMatch(/:\d{2}:\d{2}$/);
      expect(Math.abs(shown - named), `${text} is ${new Date(named).toISOString()}`).toBeLessThan(60_000);
    }

    const visitor = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: language === 'it' ? 'it-IT' : 'en-US' });
    const invitationPage = await visitor.newPage();
    await invitationPage.goto(new URL(invitation.accept_url ?? '').pathname);
    await expect(invitationPage.locator('html')).toHaveAttribute('lang', language);
    const validUntil = invitationPage.locator('.invitation-card__details time');
    const { text: validUntilText } = await shownAndNamed(validUntil);
    expect(validUntilText).toBe(await expires.textContent());
    await visitor.close();
    await revokeWithApi(page.request, invitation.invitation_id);

    // The log says the seconds too (spec: day, month, year, hour, minute and second).
    await page.goto('/admin/advanced-options');
    const logTime = page.locator('.log-table tbody tr').first().locator('time');
    const { text, shown, named } = await shownAndNamed(logTime);
    expect(text, 'to the second').toMatch(/:\d{2}:\d{2}$/);
    expect(Math.abs(shown - named)).toBeLessThan(1000);

    // The log's date filter is written the same way, in the page's language, whatever the browser's locale.
    const from = page.getByLabel(TEXTS[language].from, { exact: true });
    await expect(from).toHaveAttribute('placeholder', TEXTS[language].datePattern);
    const listed = page.waitForRequest((request) => new URL(request.url()).searchParams.has('start_date'));
    await from.fill('23/11/2026');
    expect(new Date(new URL((await listed).url()).searchParams.get('start_date') ?? '').getDate()).toBe(23);
    await expect(from).toHaveValue('23/11/2026');
  });
}

for (const { language, viewport } of pairedLayouts()) {
  test(`the agency's forms take and show days the same way, whatever the browser's locale (${language} at ${VIEWPORTS[viewport].width} px)`, async ({ browser, baseURL }) => {
    // A browser set to American English: its own date inputs would write "mm/dd/yyyy" over the product's pages.
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'en-US' });
    const page = await context.newPage();
    const text = TEXTS[language];
    const editor = await createNamedAccount(uniqueUsername('days'), 'admin', language);
    await signInWithApi(page.request, editor);
    const created = await page.request.post('/api/creators', {
      data: { stage_name: `Days ${uniqueUsername('c')}`, representation_start: '2026-01-15', representation_months: 12 },
      headers: await csrfHeaders(page.request),
    });
    expect(created.status()).toBe(201);
    const { creator_id: id } = (await created.json()) as { creator_id: number };

    await page.goto(`/creatori/${id}`);
    const endFigure = page.locator('.record-figures > div').filter({ has: page.getByText(text.representationEnd, { exact: true }) });
    await expect(endFigure.locator('dd')).toHaveText(/^\d{2}\/\d{2}\/2027$/);
    await expectWhollyShown(endFigure.locator('dt'), 'the label of the representation end');
    const start = page.getByLabel(text.representationStart, { exact: true });
    await expect(start).toHaveValue('15/01/2026');
    await expect(start).toHaveAttribute('placeholder', text.datePattern);

    await page.goto('/scadenze');
    await page.getByRole('button', { name: text.addTask }).first().click();
    const due = page.getByRole('dialog').getByLabel(text.dueOn, { exact: true });
    await expect(due).toHaveAttribute('placeholder', text.datePattern);
    await due.fill('05/12/2026');
    await expect(due).toHaveValue('05/12/2026');

    // A text that is no day is refused where it was typed, never replaced by the last good day:
    // the dialog stays open, and only the task sent with a real day is created.
    const dialog = page.getByRole('dialog');
    const tag = uniqueUsername('t');
    await dialog.getByLabel(text.taskTitle, { exact: true }).fill(`Refused ${tag}`);
    await due.fill('31/02/2026');
    await dialog.getByRole('button', { name: text.submitTask }).click();
    await expect(dialog.getByText(text.notADay)).toBeVisible();
    await expect(due).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(text.taskTitle, { exact: true }).fill(`Sent ${tag}`);
    await due.fill('06/12/2026');
    await dialog.getByRole('button', { name: text.submitTask }).click();
    await expect(dialog).toBeHidden();
    const listed = await page.request.get(`/api/tasks?q=${tag}`);
    const { tasks } = (await listed.json()) as { tasks: { title: string; due_on: string }[] };
    expect(tasks.map((task) => [task.title, task.due_on])).toEqual([[`Sent ${tag}`, '2026-12-06']]);
    await context.close();
  });
}
