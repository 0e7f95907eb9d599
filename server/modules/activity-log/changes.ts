import { isDeepStrictEqual } from 'node:util';
import type { LogChanges } from '../../../contract';

/** The fields whose value differs between two states of a record, each with its value before and after. */
export function changesBetween<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[], prefix = ''): LogChanges {
  const changes: LogChanges = {};
  for (const field of fields) {
    if (!isDeepStrictEqual(before[field], after[field])) changes[`${prefix}${field}`] = { from: before[field] ?? null, to: after[field] ?? null };
  }
  return changes;
}
