import { columnLetter } from './column-letter';

test('names columns as spreadsheets do', () => {
  expect([0, 1, 25, 26, 27, 51, 52, 99].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'CV']);
});
