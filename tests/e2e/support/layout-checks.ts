import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing sticks out sideways: the page is no wider than the window. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: pixels beyond the window's width`).toBe(0);
}

/**
 * The text of an element as a reader sees it: one string per line it is shown on (read from the
 * position of each character, so that it says where the browser broke the text).
 */
export function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        // A space at the end of a line has no box of its own.
        const box = [...range.getClientRects()].find((rect) => rect.width > 0);
        if (!box) continue;
        const line = lines.at(-1);
        if (line && Math.abs(box.top - line.top) < box.height / 2) line.text += text[index];
        else lines.push({ top: box.top, text: text[index] ?? '' });
      }
    }
    return lines.map((line) => line.text.trim());
  });
}

/**
 * The whole text of an element is shown: nothing cut by an ellipsis or hidden past an edge of the
 * element, of any element inside it, or of the window.
 */
export async function expectWhollyShown(locator: Locator, label: string): Promise<void> {
  await expect(locator, label).toBeVisible();
  const problems = await locator.evaluate((element) => {
    const found: string[] = [];
    for (const box of [element, ...element.querySelectorAll('*')]) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') {
        found.push(`<${box.tagName.toLowerCase()} class="${box.className}"> shows ${box.clientWidth} of ${box.scrollWidth} px`);
      }
    }
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const frame = element.getBoundingClientRect();
    if (text.right > Math.min(frame.right, document.documentElement.clientWidth) + 1) found.push(`the text ends at ${text.right} px, past ${frame.right} px`);
    if (text.left < Math.max(frame.left, 0) - 1) found.push(`the text starts at ${text.left} px, before ${frame.left} px`);
    return found;
  });
  expect(problems, `${label}: the whole text is shown`).toEqual([]);
}

/** An input's placeholder fits in the room the input leaves for text. */
export async function expectPlaceholderFits(locator: Locator, label: string): Promise<void> {
  const { needed, room } = await locator.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed, room };
  });
  expect(needed, `${label}: placeholder width within the ${room} px of the field`).toBeLessThanOrEqual(room);
}

/**
 * An e-mail address shown whole, and broken across lines (if at all) only where a reader expects
 * it: before the @ or before a dot, never inside a word.
 */
export async function expectEmailShownWhole(locator: Locator, email: string, label: string): Promise<void> {
  await expectWhollyShown(locator, label);
  const lines = await renderedLines(locator);
  expect(lines.join(''), `${label}: the address, line by line`).toBe(email);
  for (const line of lines.slice(1)) expect(line, `${label}: a line of ${JSON.stringify(lines)} starts at a sensible point`).toMatch(/^[@.]/);
}
