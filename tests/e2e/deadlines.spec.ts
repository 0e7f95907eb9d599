import type { APIRequestContext, Browser } from '@playwright/test';
import type { Language, Theme } from '../../contract';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { typedDay } from './support/typed-day';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, pairedLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: { overdue: 'Overdue', later: 'Later', month: 'Month', week: 'Week', list: 'List', moved: 'moved to', kind: 'Kind', draftDue: 'Draft due', campaignEnds: 'Campaign ends' },
  it: { overdue: 'In ritardo', later: 'Più avanti', month: 'Mese', week: 'Settimana', list: 'Elenco', moved: 'spostato al', kind: 'Tipo', draftDue: 'Consegna bozza', campaignEnds: 'Fine campagna' },
} as const;

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(path, { data, headers: await csrfHeaders(request) });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A campaign ending in ten days with one creator and a reel whose draft was due five days ago, under a sponsor of its own. */
async function dueWork(request: APIRequestContext, tag: string) {
  const sponsor = await post<{ sponsor_id: number }>(request, '/api/sponsors', { display_name: `Due brand ${tag}` });
  const campaign = await post<{ campaign_id: number }>(request, '/api/campaigns', { sponsor_id: sponsor.sponsor_id, name: `Due ${tag}`, ends_on: day(10) });
  const creator = await post<{ creator_id: number }>(request, '/api/creators', { stage_name: `Due creator ${tag}` });
  const deals = await post<{ deals: { deal_id: number }[] }>(request, `/api/campaigns/${campaign.campaign_id}/deals`, { creator_ids: [creator.creator_id] });
  await post(request, `/api/campaigns/${campaign.campaign_id}/deals/${deals.deals[0]!.deal_id}/deliverables`, { platform: 'instagram', type: 'reel', draft_due_on: day(-5), publish_due_on: day(20) });
  return sponsor.sponsor_id;
}

for (const { language, viewport } of pairedLayouts({ language: 'it', viewport: 'mobile' })) {
  const text = TEXT[language];

  test(`/scadenze lists what is overdue, moves a date, and shows the month and the week (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const editor = await createNamedAccount(uniqueUsername('due'), 'editor', language);
    await signInWithApi(page.request, editor);
    const tag = Math.random().toString(36).slice(2, 8);
    const sponsorId = await dueWork(page.request, tag);

    await page.goto(`/scadenze?sponsor=${sponsorId}`);
    const overdue = page.locator('.deadline-group--overdue');
    await expect(overdue.getByRole('heading', { name: new RegExp(text.overdue) })).toBeVisible();
    await expect(overdue.locator('.deadline-item')).toHaveCount(1);
    await expect(overdue.locator('.deadline-item')).toContainText(`Due creator ${tag}`);
    await expect(page.locator('.deadline-group--later .deadline-item')).toHaveCount(2);

    await overdue.locator('.deadline-item__move input').fill(typedDay(day(3)));
    await expect(page.getByText(text.moved)).toBeVisible();
    await expect(overdue.locator('.deadline-item')).toHaveCount(0);

    await page.getByLabel(text.kind).selectOption({ label: text.campaignEnds });
    await expect(page).toHaveURL(/type=campaign_end/);
    await expect(page.locator('.deadline-item')).toHaveCount(1);
    await page.getByLabel(text.kind).selectOption('');

    await page.getByRole('button', { name: text.month }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.locator('.deadline-event').first()).toBeVisible();
    await page.getByRole('button', { name: text.week }).click();
    await expect(page.locator('.fc-list')).toBeVisible();
    await page.getByRole('button', { name: text.list }).click();
    await expect(page.locator('.deadline-groups')).toBeVisible();
  });
}

async function screenshotDeadlines(browser: Browser, language: Language, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('dshot'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const sponsorId = await dueWork(page.request, Math.random().toString(36).slice(2, 8));
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const suffix = `${viewportName}-${theme}-${language}`;
    for (const [label, query, ready] of [
      ['deadlines-list', '', '.deadline-groups'],
      ['deadlines-month', '&view=month', '.deadline-event'],
      ['deadlines-week', '&view=week', '.fc-list'],
    ] as const) {
      await page.goto(`/scadenze?sponsor=${sponsorId}${query}`);
      // The calendars load their library and their dates after the page: a cold, busy server takes a while.
      await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, `${label} ${suffix}`);
      await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/${label}-${suffix}.png`, fullPage: true });
    }
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'en', theme: 'classic' })) {
  test(`the deadline screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotDeadlines(browser, language, theme);
  });
}
