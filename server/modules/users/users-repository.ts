import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type Role, type UserListSortColumn, type UserStatus } from '../../../contract';
import type { Executor } from '../../db/database';
import { pageOfFewMatches, readPage, readSelection, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { containsIgnoringCase, loweredStartsWith } from '../../db/text-search';
import { caseInsensitiveOrder, roleRank, userCounts, userUsernameSuffixes, users } from './tables';

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

/** The ids of the users whose username contains `text`, ignoring case, by their suffixes: a user whose name holds it twice comes twice. */
const idsOfUsernamesContaining = (text: string) =>
  sql`select ${userUsernameSuffixes.userId} as id from ${userUsernameSuffixes} where ${loweredStartsWith(userUsernameSuffixes.suffix, text)}`;

/** Each sort key has an index on (key, id) in migration 0004. */
const USER_LIST: ListSource<typeof users, UserListSortColumn> = {
  table: users,
  id: users.id,
  sortKeys: {
    user_id: users.id,
    username: caseInsensitiveOrder(users.username),
    email: caseInsensitiveOrder(users.email),
    role: roleRank(users.role),
  },
};

/**
 * Active and disabled users matching the filter (its status aside). Without a username filter
 * they are the trigger-kept counts per role and status; with one, the matches are counted.
 */
async function countsOf(db: Executor, filter: UserListFilter): Promise<{ active: number; disabled: number }> {
  const [counts] = filter.username
    ? await db
        .select({
          active: sql<number>`count(*) filter (where ${users.isActive})::int`,
          disabled: sql<number>`count(*) filter (where not ${users.isActive})::int`,
        })
        .from(users)
        .where(matching(filter))
    : await db
        .select({
          active: sql<number>`coalesce(sum(${userCounts.userCount}) filter (where ${userCounts.isActive}), 0)::int`,
          disabled: sql<number>`coalesce(sum(${userCounts.userCount}) filter (where not ${userCounts.isActive}), 0)::int`,
        })
        .from(userCounts)
        .where(filter.role ? eq(userCounts.role, filter.role) : undefined);
  return { active: counts?.active ?? 0, disabled: counts?.disabled ?? 0 };
}

/** A user as records name them (owner, manager, author). */
export interface Person {
  id: number;
  username: string;
}

export const usersRepository = {
  async isActiveStaff(db: Executor, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.role, [...STAFF_ROLES])));
    return row !== undefined;
  },

  /** Active staff users whose name contains `text`, by name: who can own or manage a record. */
  async activeStaff(db: Executor, text: string | undefined, limit: number): Promise<Person[]> {
    return db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.isActive, true), inArray(users.role, [...STAFF_ROLES]), text ? containsIgnoringCase(users.username, text) : undefined))
      .orderBy(caseInsensitiveOrder(users.username), asc(users.id))
      .limit(limit);
  },

  /** The people with these ids, by id. */
  async peopleByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Person>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  },

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

  /** A page of matching users in the sort's order, how many match (`total`), and how many of those the status filter aside are active and disabled. */
  async list(
    db: Executor,
    filter: UserListFilter,
    sort: ListSort<UserListSortColumn>,
    page: PageRequest,
  ): Promise<{ rows: UserRow[]; total: number; activeCount: number; disabledCount: number }> {
    const statusWhere = filter.status === undefined ? undefined : eq(users.isActive, filter.status === 'active');
    if (filter.username) {
      const split = { by: users.isActive, listed: filter.status === undefined ? undefined : filter.status === 'active' };
      const few = await pageOfFewMatches(db, USER_LIST, { within: idsOfUsernamesContaining(filter.username), where: matching({ ...filter, username: undefined }), sort, page, split });
      if (few) {
        const rows = few.page ? await readSelection(db, USER_LIST, few.page) : [];
        return { rows, total: few.total, activeCount: few.splitYes, disabledCount: few.matched - few.splitYes };
      }
    }
    const { active, disabled } = await countsOf(db, filter);
    const total = filter.status === 'active' ? active : filter.status === 'disabled' ? disabled : active + disabled;
    const rows = await readPage(db, USER_LIST, { where: and(matching(filter), statusWhere), sort, page, total });
    return { rows, total, activeCount: active, disabledCount: disabled };
  },
};
