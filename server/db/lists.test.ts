import { pageWindow } from './lists';

describe('pageWindow', () => {
  test('without a total, the page is read from the start', () => {
    expect(pageWindow({ offset: 950, limit: 50 }, undefined)).toEqual({ offset: 950, limit: 50, fromEnd: false });
  });

  test('a page in the first half is read from the start', () => {
    expect(pageWindow({ offset: 0, limit: 5 }, 100_000)).toEqual({ offset: 0, limit: 5, fromEnd: false });
    expect(pageWindow({ offset: 49_995, limit: 5 }, 100_000)).toEqual({ offset: 49_995, limit: 5, fromEnd: false });
  });

  test('a page past the middle is read from the end, skipping the rows after it', () => {
    expect(pageWindow({ offset: 50_000, limit: 5 }, 100_000)).toEqual({ offset: 49_995, limit: 5, fromEnd: true });
    expect(pageWindow({ offset: 99_995, limit: 5 }, 100_000)).toEqual({ offset: 0, limit: 5, fromEnd: true });
  });

  test('a short last page reads only the rows that exist', () => {
    expect(pageWindow({ offset: 10, limit: 5 }, 12)).toEqual({ offset: 0, limit: 2, fromEnd: true });
  });

  test('a page beyond the end reads nothing', () => {
    expect(pageWindow({ offset: 15, limit: 5 }, 12).limit).toBe(0);
    expect(pageWindow({ offset: 0, limit: 5 }, 0).limit).toBe(0);
  });

  test('every row of the list is on exactly one page, whichever end it is read from', () => {
    for (const total of [0, 1, 4, 5, 6, 23, 100]) {
      const seen: number[] = [];
      for (let offset = 0; offset < total + 10; offset += 5) {
        const window = pageWindow({ offset, limit: 5 }, total);
        for (let i = 0; i < window.limit; i += 1) seen.push(window.fromEnd ? total - 1 - (window.offset + i) : window.offset + i);
      }
      expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
