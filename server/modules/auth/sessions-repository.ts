import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { users } from '../users/tables';
import { refreshTokens, sessions } from './tables';

function prepareLiveSessionUser(db: Executor, ofUser: boolean) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        ofUser ? eq(sessions.userId, sql.placeholder('userId')) : undefined,
        isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('');
}

/** The session lookup of every authenticated request, by session alone or also by its user. */
const liveSessionUserLookups = {
  bySession: preparedPerDatabase((db) => prepareLiveSessionUser(db, false)),
  bySessionOfUser: preparedPerDatabase((db) => prepareLiveSessionUser(db, true)),
};

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const sessionsRepository = {
  async create(db: Executor, session: { id: string; userId: number; rememberMe: boolean; expiresAt: Date }): Promise<void> {
    await db.insert(sessions).values(session);
  },

  async addRefreshToken(db: Executor, sessionId: string, tokenHash: string): Promise<void> {
    await db.insert(refreshTokens).values({ sessionId, tokenHash });
  },

  /** The token and its session, locked so that concurrent refreshes of one token run one after another. */
  async lockRefreshToken(db: Executor, tokenHash: string): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
    const [row] = await db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens });
    return row;
  },

  async findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  async findSessionIdByRefreshToken(db: Executor, tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row?.sessionId;
  },

  async markRotated(db: Executor, tokenId: number, successorSealed: string): Promise<void> {
    await db.update(refreshTokens).set({ rotatedAt: new Date(), successorSealed }).where(eq(refreshTokens.id, tokenId));
  },

  async extend(db: Executor, sessionId: string, expiresAt: Date): Promise<void> {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  },

  async revoke(db: Executor, sessionId: string, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  async revokeAllOfUser(db: Executor, userId: number, reason: string, exceptSessionId?: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      );
  },

  /** The user of a live (unrevoked, unexpired) session: re-read on every authenticated request. */
  async findLiveSessionUser(db: Executor, sessionId: string, userId?: number) {
    const lookup = userId === undefined ? liveSessionUserLookups.bySession : liveSessionUserLookups.bySessionOfUser;
    const [row] = await lookup(db).execute({ sessionId, userId });
    return row?.user;
  },

  async deleteExpired(db: Executor, before: Date): Promise<void> {
    await db.delete(sessions).where(sql`${sessions.expiresAt} < ${before} or ${sessions.revokedAt} < ${before}`);
  },
};
