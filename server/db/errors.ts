/** True when the error is PostgreSQL's unique_violation (from node-postgres or PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Escapes LIKE wildcards so that user text matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
