import { pageRange } from './page-range';

test('the from–to numbers of a page', () => {
  expect(pageRange(1, 5, 5)).toEqual({ from: 1, to: 5 });
  expect(pageRange(3, 2, 5)).toEqual({ from: 11, to: 12 });
  expect(pageRange(3, 20, 50)).toEqual({ from: 101, to: 120 });
  expect(pageRange(20, 50, 50)).toEqual({ from: 951, to: 1000 });
  expect(pageRange(1, 0, 50)).toEqual({ from: 0, to: 0 });
});
