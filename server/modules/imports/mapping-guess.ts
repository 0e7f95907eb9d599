import type { ImportField, ImportMapping } from '../../../contract';

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** A first mapping for headers never seen: each field takes the first free column named like it. */
export function guessedMapping(fields: readonly ImportField[], headers: readonly string[]): ImportMapping {
  const names = headers.map(normalized);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const field of fields) {
    const aliases = new Set(field.aliases.map(normalized));
    const column = names.findIndex((name, index) => !taken.has(index) && aliases.has(name));
    mapping[field.name] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
}
