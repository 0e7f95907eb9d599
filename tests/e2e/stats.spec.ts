import type { Page } from '@playwright/test';
import { STATS_SEARCH_BLUR_CLOSE_MS, type Language } from '../../contract';
import { signInWithApi } from './support/api-session';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { expect, test } from './support/test';
import { LANGUAGE_LAYOUTS, VIEWPORTS } from './support/viewports';

const TEXTS = {
  it: { search: 'Cerca nelle statistiche', comingSoon: 'Le statistiche sono in arrivo.', title: 'Statistiche' },
  en: { search: 'Search statistics', comingSoon: 'Statistics are coming soon.', title: 'Statistics' },
} satisfies Record<Language, Record<string, string>>;

const searchBar = (page: Page) => page.locator('.floating-search');

/** data-open of the search bar before it is blurred, then at each checkpoint (ms after the blur). */
function openStateAround(page: Page, checkpoints: number[]) {
  return page.evaluate(async (delays) => {
    const bar = document.querySelector('.floating-search');
    const input = document.getElementById('stats-search');
    if (!bar || !input) throw new Error('No search bar');
    const states = [bar.getAttribute('data-open')];
    const started = performance.now();
    input.blur();
    for (const delay of delays) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, delay - (performance.now() - started))));
      states.push(bar.getAttribute('data-open'));
    }
    return states;
  }, checkpoints);
}

for (const { language, viewport } of LANGUAGE_LAYOUTS) {
  const text = TEXTS[language];
  const { width } = VIEWPORTS[viewport];

  test.describe(`statistics in ${language} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await signInWithApi(page.request, await createNamedAccount(uniqueUsername('stats'), 'contributor', language));
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

      // Below 1024 px the open bar spans the screen, above it is a centred box.
      const box = await page.locator('.floating-search__bar').boundingBox();
      if (width < 1024) {
        expect(box?.x).toBeCloseTo(12, 0);
        expect(box?.width).toBeCloseTo(width - 24, 0);
      } else {
        expect(box?.width).toBeLessThanOrEqual(640);
        expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeCloseTo(width / 2, 0);
      }
    });

    test('it closes 120 ms after losing focus, and at once on the backdrop or on Escape', async ({ page }) => {
      await page.keyboard.press('s');
      await expect(searchBar(page)).toHaveAttribute('data-open', 'true');
      expect(await openStateAround(page, [STATS_SEARCH_BLUR_CLOSE_MS / 2, STATS_SEARCH_BLUR_CLOSE_MS + 150])).toEqual(['true', 'true', 'false']);

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
