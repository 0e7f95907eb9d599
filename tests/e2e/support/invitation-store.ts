import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Makes the invitations of an address expire a minute ago, straight in a stopped server's
 * PGlite database: no API moves an expiry back, and a test cannot wait 7 days.
 */
export async function expireInvitations(databaseDir: string, email: string): Promise<number> {
  const database = await PGlite.create(databaseDir, { extensions: { pg_trgm } });
  try {
    const result = await database.query("update invitations set expires_at = now() - interval '1 minute' where lower(email) = lower($1)", [email]);
    return result.affectedRows ?? 0;
  } finally {
    await database.close();
  }
}
