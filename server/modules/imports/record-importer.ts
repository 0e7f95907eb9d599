import type { ZodError } from 'zod';
import type { ImportEntity, ImportProblem, LogEntityType, Permission } from '../../../contract';
import type { Actor } from '../../context';
import type { Executor } from '../../db/database';

/** A row that cannot be applied, and why (a rejection, not a failure of the import). */
export class RowRejected extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('The row was rejected');
    this.name = 'RowRejected';
  }
}

/** A row checked by its domain's rules: the key that matches it to a record, and what it would write. */
export interface CheckedRow<Record> {
  key: string | null;
  problems: ImportProblem[];
  record: Record | null;
}

/** One preview or run of an import: its lookups (categories, say) are read once when it opens. */
export interface ImportSession<Record> {
  check(values: { [field: string]: unknown }): CheckedRow<Record>;
  /** Of these keys, the ones that name an existing record, each with the problems of updating it with its row. */
  matches(executor: Executor, rows: readonly { key: string; record: Record }[]): Promise<Map<string, ImportProblem[]>>;
  /**
   * Creates or updates the row's record, under a lock of the record it matches; RowRejected, before
   * it writes anything, when it no longer can.
   */
  apply(tx: Executor, record: Record): Promise<'created' | 'updated'>;
}

/** What a domain gives the imports: the kind of records, who may import them, and how a row becomes one. */
export interface RecordImporter<Record = unknown> {
  entity: ImportEntity;
  permission: Permission;
  logEntity: LogEntityType;
  /** Why a row is rejected when its key was taken by another import or editor while it applied, twice. */
  keyTaken: ImportProblem;
  open(executor: Executor, actor: Pick<Actor, 'userId' | 'role'>): Promise<ImportSession<Record>>;
}

/**
 * A domain's validation keys as their own messages: a schema built with them reports the key of
 * the rule a cell broke, which the screens translate.
 */
export function messagesAsKeys<Keys extends string>(messages: { [K in Keys]: string }): { [K in Keys]: K } {
  return Object.fromEntries(Object.keys(messages).map((key) => [key, key])) as { [K in Keys]: K };
}

/** A schema's issues as row problems, on the import's field names. */
export function problemsOf(error: ZodError, knownKeys: object, fieldNames: { [schemaField: string]: string } = {}): ImportProblem[] {
  return error.issues.map((issue) => {
    const path = String(issue.path[0] ?? 'row');
    return { field: fieldNames[path] ?? path, problem: Object.hasOwn(knownKeys, issue.message) ? issue.message : 'invalid' };
  });
}

/** Of rows and the existing records found by their keys: per matched key, the problems of updating that record with its row. */
export function matchedRows<Record, Current>(
  rows: readonly { key: string; record: Record }[],
  found: Map<string, Current>,
  updateProblems: (current: Current, record: Record) => ImportProblem[],
): Map<string, ImportProblem[]> {
  const matches = new Map<string, ImportProblem[]>();
  for (const { key, record } of rows) {
    const current = found.get(key);
    if (current) matches.set(key, updateProblems(current, record));
  }
  return matches;
}
