import type { Page } from '@playwright/test';
import { type Language } from '../../contract';
import { STATS_SEARCH_BLUR_CLOSE_MS } from '../../client/lib/ui-constants';
import { signInWithApi } from './support/api-session';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { pausePageClock } from './support/page-clock';
import { expect, test } from './support/test';
import { VIEWPORTS, languageLayouts } from './support/viewports';

const TEXTS = {
  it: { search: 'Cerca nelle statistiche', comingSoon: 'Le statistiche sono in arrivo.', title: 'Statistiche', hint: 'Premi S per cercare' },
  en: { search: 'Search statistics', comingSoon: 'Statistics are coming soon.', title: 'Statistics', hint: 'Press S to search' },
} satisfies Record<Language, Record<string, string>>;

const searchBar = (page: Page) => page.locator('.floating-search');

for (const { language, viewport } of languageLayouts()) {
  const text = TEXTS[language];
  const { width } = VIEWPORTS[viewport];

  test.describe(`statistics in ${language} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await signInWithApi(page.request, await createNamedAccount(uniqueUsername('stats'), 'contributor', language));
      await page.clock.install();
      await page.goto('/admin/stats');
    });

    test('the coming-soon message; s opens the search bar as an overlay, and typing searches nothing', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByText(text.comingSoon)).toBeVisible();
      await expectNoHorizontalOverflow(page, 'the statistics page');
      const search = page.getByRole('searchbox', { name: text.search });
      await expect(search).toBeVisible();
      await expect(searchBar(page)).toHaveAttribute('data-open', 'false');
      await expect(page.locator('.floating-search__backdrop')).toBeHidden();

      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.keyboard.press('s');
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      await expect(page.locator('.floating-search__backdrop')).toBeVisible();

      await page.keyboard.type('sponsor');
      await page.keyboard.press('Enter');
      await expect(search).toHaveValue('sponsor');
      await expect(page).toHaveURL('/admin/stats');
      expect(requests).toEqual([]);

      // Below 1024 px the bar spans the content, above it is a box centred in it.
      const box = await page.locator('.floating-search__bar').boundingBox();
      const content = await page.locator('.floating-search').boundingBox();
      if (width < 1024) {
        expect(box?.width).toBeCloseTo(content?.width ?? 0, 0);
      } else {
        expect(box?.width).toBeLessThanOrEqual(640);
        expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeCloseTo((content?.x ?? 0) + (content?.width ?? 0) / 2, 0);
      }
    });

    test('opening the search moves nothing: the bar stays where it is, and the hint stays in sight', async ({ page }) => {
      const bar = page.locator('.floating-search__bar');
      const hint = page.locator('#stats-search-hint');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const before = { bar: await bar.boundingBox(), heading: await heading.boundingBox(), hint: await hint.boundingBox() };

      await page.keyboard.press('s');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      await expect(page.locator('.floating-search__backdrop')).toBeVisible();
      // The open bar rises in a 0.15 s animation: its place is measured once that is over.
      await expect.poll(() => bar.evaluate((element) => element.getAnimations().length)).toBe(0);
      const after = { bar: await bar.boundingBox(), heading: await heading.boundingBox(), hint: await hint.boundingBox() };
      for (const part of width >= 1024 ? (['bar', 'heading', 'hint'] as const) : (['bar', 'heading'] as const)) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(after[part]?.[side], `${part} ${side}`).toBeCloseTo(before[part]?.[side] ?? Number.NaN, 0);
        }
      }
      await expect(page.getByRole('searchbox', { name: text.search })).toBeInViewport();
      if (width >= 1024) {
        // Above the backdrop, not behind it: what is at the hint's place is the hint.
        await expect(hint).toHaveText(text.hint);
        await expect(hint).toBeInViewport();
        const covered = await hint.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return !top || !element.contains(top);
        });
        expect(covered, 'the hint is covered').toBe(false);
      } else {
        // Touch screens have no s key: no hint there.
        await expect(hint).toBeHidden();
      }
    });

    test('it closes 120 ms after losing focus, and at once on the backdrop or on Escape', async ({ page }) => {
      await page.keyboard.press('s');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      await pausePageClock(page);
      await page.getByRole('searchbox', { name: text.search }).evaluate((input) => input.blur());
      await page.clock.runFor(STATS_SEARCH_BLUR_CLOSE_MS - 1);
      await expect(searchBar(page), 'open until its time').toHaveAttribute('data-open', 'true');
      await page.clock.runFor(1);
      await expect(searchBar(page)).toHaveAttribute('data-open', 'false');
      await page.clock.resume();

      await page.keyboard.press('s');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      await page.mouse.click(width - 10, VIEWPORTS[viewport].height - 10);
      expect(await searchBar(page).getAttribute('data-open')).toBe('false');
      await expect(page.getByRole('searchbox', { name: text.search })).not.toBeFocused();

      await page.keyboard.press('s');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      await page.keyboard.press('Escape');
      expect(await searchBar(page).getAttribute('data-open')).toBe('false');
    });
  });
}
