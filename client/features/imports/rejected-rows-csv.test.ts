import { rejectedRowsCsv } from './rejected-rows-csv';

describe('rejectedRowsCsv', () => {
  test('lists each row with its number and problems before its cells, every field quoted', () => {
    const csv = rejectedRowsCsv({ row: 'Row', problems: 'Problems' }, ['Name', 'VAT'], [{ row_number: 3, outcome: 'error', result: 'rejected', problems: [], cells: ['Beta "B"', '12345'] }], () => 'VAT: too short');
    expect(csv).toBe('\uFEFF"Row","Problems","Name","VAT"\r\n"3","VAT: too short","Beta ""B""","12345"\r\n');
  });

  test('keeps spreadsheet formulas from running', () => {
    const csv = rejectedRowsCsv({ row: 'Row', problems: 'Problems' }, ['Name'], [{ row_number: 2, outcome: 'error', result: 'rejected', problems: [], cells: ['=HYPERLINK("x")'] }], () => '-');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'-"`);
  });
});
