import { IMPORT_CELL_MAX_LENGTH, type ImportField, type ImportProblem } from '../../../contract';

/** A cell read as its field's kind, or the problem that keeps it from being read. */
export type CellValue = { value: unknown } | { problem: 'invalid' | 'tooLong' };

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x', 'sì', 'si', 's', 'vero']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'falso']);

function integerOf(text: string): number | null {
  const compact = text.replace(/[\s'’\u00a0]/g, '');
  const digits = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(compact) ? compact.replace(/[.,]/g, '') : compact;
  if (!/^-?\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}

function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : european ? [european[3], european[2], european[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** A percentage as basis points: 12.5, 12,5 and 12.5% are all 1250. */
function basisPointsOf(text: string): number | null {
  const number = text.replace(/%$/, '').trim().replace(',', '.');
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(number)) return null;
  return Math.round(Number(number) * 100);
}

/** Reads a non-empty cell as its field's kind. */
export function cellValue(field: ImportField, text: string): CellValue {
  if (text.length > IMPORT_CELL_MAX_LENGTH) return { problem: 'tooLong' };
  const read = (value: unknown): CellValue => (value === null ? { problem: 'invalid' } : { value });
  switch (field.kind) {
    case 'text':
      return { value: text };
    case 'integer':
      return read(integerOf(text));
    case 'list':
      return { value: text.split(/[,;|]/).map((item) => item.trim()).filter((item) => item !== '') };
    case 'boolean': {
      const word = text.toLowerCase();
      return read(TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null);
    }
    case 'date':
      return read(dayOf(text));
    case 'percent':
      return read(basisPointsOf(text));
    case 'key':
      return { value: text.toLowerCase().replace(/[\s-]+/g, '_') };
  }
}

/**
 * A row's mapped cells as field values: empty cells are absent (an import never blanks a field),
 * unreadable ones are problems. Required fields are the importer's to check, once it knows
 * whether the row creates a record.
 */
export function rowValues(fields: readonly ImportField[], mapping: Record<string, number | null>, cells: readonly string[]): { values: Record<string, unknown>; problems: ImportProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: ImportProblem[] = [];
  for (const field of fields) {
    const column = mapping[field.name];
    if (column === null || column === undefined) continue;
    const text = cells[column] ?? '';
    if (text === '') continue;
    const read = cellValue(field, text);
    if ('problem' in read) problems.push({ field: field.name, problem: read.problem });
    else values[field.name] = read.value;
  }
  return { values, problems };
}
