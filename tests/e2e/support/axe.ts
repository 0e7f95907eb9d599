import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * axe finds no serious or critical violation on the page as it settles: colours are measured
 * after every animation and transition has ended (a dialog fading in, a theme being applied).
 */
export async function expectNoSeriousViolations(page: Page, label: string, exclude: string[] = []) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge the results of
  // cross-origin frames, which the product has none of, and costs twice the time.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}
