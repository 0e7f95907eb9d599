/** The errors of a query and its causes, outermost first (drizzle wraps the driver's error). */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
  }
}

function hasCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (const link of causeChain(error)) {
    if (typeof link.code === 'string' && matches(link.code)) return true;
  }
  return false;
}

/** True when the error is PostgreSQL's unique_violation (from node-postgres or PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, (code) => code === '23505');
}

/**
 * A value PostgreSQL refused as data (SQLSTATE class 22: bad text, dates out of range, numbers
 * too large). Input validation should catch these first; this is the last line.
 */
export function isDataException(error: unknown): boolean {
  return hasCode(error, (code) => code.startsWith('22'));
}

const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/** The database cannot be reached right now (down, restarting, connection lost or closed): worth a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/**
 * What a log line may say about a failed query: the driver's message, code and the SQL text,
 * never the bound values (they can hold password hashes, token hashes or personal data).
 */
export function describeQueryError(error: unknown): unknown {
  const query = (error as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return error;
  const cause = (error as { cause?: { message?: unknown; code?: unknown } }).cause;
  return { type: 'DrizzleQueryError', query, message: cause?.message, code: cause?.code };
}
