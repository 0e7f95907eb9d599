import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements that read or write rows; DDL and scripts of several commands stay unnamed. */
const ROW_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

export function isRowStatement(text: string): boolean {
  return ROW_STATEMENT.test(text);
}

/** The name a statement's text is prepared under: one text, one name, on every connection. */
export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * The query config with a name when it is a row statement sent as text (streams and cursors,
 * which submit themselves, stay as they are).
 */
export function withStatementName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  if (name || typeof submit === 'function' || typeof text !== 'string' || !isRowStatement(text)) return config;
  return { ...config, name: statementName(text) };
}

/**
 * A connection that prepares each statement once: planning a statement costs as much as running it
 * on the list and deadline screens, and a prepared one is planned by PostgreSQL once per
 * connection (then, from its sixth run, with a generic plan when that is no dearer).
 */
export class NamedStatementClient extends pg.Client {
  override query: pg.Client['query'] = ((config: unknown, ...rest: unknown[]) =>
    (super.query as (...args: unknown[]) => unknown).call(this, withStatementName(config), ...rest)) as pg.Client['query'];
}
