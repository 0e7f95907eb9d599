import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '../../contract';
import type { Executor } from '../db/database';
import { likeContains } from '../db/errors';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UserListFilter {
  username?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
}

function matching(filter: UserListFilter): SQL | undefined {
  return and(
    filter.username ? ilike(users.username, likeContains(filter.username)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
}

export const usersRepository = {
  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
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
