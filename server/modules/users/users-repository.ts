import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '../../../contract';
import type { Executor } from '../../db/database';
import { containsIgnoringCase } from '../../db/text-search';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

export interface UserListFilter {
  username?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
}

function matching(filter: UserListFilter): SQL | undefined {
  return and(
    filter.username ? containsIgnoringCase(users.username, filter.username) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
}

export const usersRepository = {
  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** The user, locked against changes until the transaction ends. */
  async findByIdForShare(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('share');
    return row;
  },

  /** An identifier with an @ is an e-mail address; usernames cannot contain one. */
  async findByLogin(db: Executor, identifier: string): Promise<UserRow | undefined> {
    const column = identifier.includes('@') ? users.email : users.username;
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${column}) = lower(${identifier})`);
    return row;
  },

  async findByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  },

  /** Serialises the creation of the first user across processes (until the transaction ends). */
  async lockForFirstUser(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('first-user', 0))`);
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  },

  async insert(db: Executor, values: { username: string; email: string; passwordHash: string; role: Role }): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('Insert returned no user');
    return row;
  },

  async update(
    db: Executor,
    id: number,
    values: Partial<Pick<UserRow, 'username' | 'passwordHash' | 'role' | 'isActive'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /**
   * Updates the target only if it still has the role and status the caller checked its rules
   * against, and the actor is still active with the role they acted in: one statement, so a
   * concurrent change of either makes this one match nothing instead of breaking the rules.
   */
  async updateIfUnchanged(
    db: Executor,
    target: Pick<UserRow, 'id' | 'role' | 'isActive'>,
    actor: { userId: number; role: Role },
    values: Partial<Pick<UserRow, 'role' | 'isActive'>>,
  ): Promise<UserRow | undefined> {
    const actorUnchanged = sql`exists (select 1 from ${users} as actor where actor.id = ${actor.userId} and actor.role = ${actor.role} and actor.is_active)`;
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(users.id, target.id), eq(users.role, target.role), eq(users.isActive, target.isActive), actorUnchanged))
      .returning();
    return row;
  },

  async list(
    db: Executor,
    filter: UserListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: UserRow[]; activeCount: number; disabledCount: number }> {
    const where = matching(filter);
    const statusWhere =
      filter.status === undefined ? where : and(where, eq(users.isActive, filter.status === 'active'));
    const [rows, [counts]] = await Promise.all([
      db.select().from(users).where(statusWhere).orderBy(asc(users.id)).offset(page.offset).limit(page.limit),
      db
        .select({
          active: sql<number>`count(*) filter (where ${users.isActive})::int`,
          disabled: sql<number>`count(*) filter (where not ${users.isActive})::int`,
        })
        .from(users)
        .where(where),
    ]);
    return { rows, activeCount: counts?.active ?? 0, disabledCount: counts?.disabled ?? 0 };
  },
};
