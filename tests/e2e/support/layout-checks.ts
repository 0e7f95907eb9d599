import { expect, type Page } from '@playwright/test';

/** Nothing sticks out sideways: the page is no wider than the window. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: pixels beyond the window's width`).toBe(0);
}
