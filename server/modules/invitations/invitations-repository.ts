import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { users } from '../users/tables';
import { invitations } from './tables';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationWithInviter = InvitationRow & { inviterUsername: string | null };

const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** Read on every user-administration page. */
const pendingInvitations = preparedPerDatabase((db) =>
  db
    .select({ invitation: invitations, inviterUsername: users.username })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(open(), gt(invitations.expiresAt, sql`now()`)))
    .orderBy(desc(invitations.createdAt))
    .prepare(''),
);

export const invitationsRepository = {
  /** Open (not accepted, not revoked) invitations of these addresses, expired ones included. */
  async findOpenByEmails(db: Executor, emails: string[]): Promise<InvitationRow[]> {
    if (emails.length === 0) return [];
    return db
      .select()
      .from(invitations)
      .where(and(open(), inArray(sql`lower(${invitations.email})`, emails.map((email) => email.toLowerCase()))));
  },

  /** A new pending invitation, or undefined when the address already has one (unique index on pending addresses). */
  async insertPending(db: Executor, values: typeof invitations.$inferInsert): Promise<InvitationRow | undefined> {
    const [row] = await db.insert(invitations).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Closes the expired ones among these (so that a new invitation may take their address); they still read as expired. */
  async closeExpired(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(inArray(invitations.id, ids), lte(invitations.expiresAt, sql`now()`)));
  },

  /** Closes every open invitation past its expiry; they still read as expired. */
  async closeAllExpired(db: Executor): Promise<void> {
    await db
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(open(), lte(invitations.expiresAt, sql`now()`)));
  },

  async listPending(db: Executor): Promise<InvitationWithInviter[]> {
    const rows = await pendingInvitations(db).execute();
    return rows.map((row) => ({ ...row.invitation, inviterUsername: row.inviterUsername }));
  },

  async findById(db: Executor, id: string): Promise<InvitationWithInviter | undefined> {
    const [row] = await db
      .select({ invitation: invitations, inviterUsername: users.username })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(eq(invitations.id, id));
    return row ? { ...row.invitation, inviterUsername: row.inviterUsername } : undefined;
  },

  async findByTokenHash(db: Executor, tokenHash: string, lock = false): Promise<InvitationRow | undefined> {
    const query = db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof invitations.$inferInsert>): Promise<InvitationRow | undefined> {
    const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
    return row;
  },
};
