import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CREATOR_CATEGORIES_MAX, CREATOR_STATUS_CHANGES, CREATOR_STATUSES, type CreatorBulkAction, type CreatorListSortColumn, type CreatorStatus } from '../../../contract';
import type { CompilableQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import type { ListSort } from '../../db/lists';
import { users } from '../users/tables';
import { matchingCreators, type CreatorListFilter } from './creators-repository';
import { creatorCategories, creatorCategoryLinks, creators, platformAccounts } from './tables';

/** How an export reads in the list's order: each sort key as SQL, as the text a cursor keeps, and that text read back. */
const EXPORT_KEYS: Record<CreatorListSortColumn, { key: SQL; cursor: SQL; fromCursor: (text: string) => SQL }> = {
  stage_name: { key: sql`lower(${creators.stageName}) collate "C"`, cursor: sql`lower(${creators.stageName})`, fromCursor: (text) => sql`(${text}::text collate "C")` },
  status: { key: sql`${creators.status}`, cursor: sql`${creators.status}`, fromCursor: (text) => sql`${text}::text` },
  followers: { key: sql`${creators.followers}`, cursor: sql`${creators.followers}::text`, fromCursor: (text) => sql`${text}::bigint` },
  created_at: { key: sql`${creators.createdAt}`, cursor: sql`${creators.createdAt}::text`, fromCursor: (text) => sql`${text}::timestamptz` },
  updated_at: { key: sql`${creators.updatedAt}`, cursor: sql`${creators.updatedAt}::text`, fromCursor: (text) => sql`${text}::timestamptz` },
};

/**
 * A creator as an export writes it, the values of `exportBatch` in select order as the driver gives
 * them: id, stage name, status, primary account, followers, categories, manager, country, city,
 * e-mail, updated at (ISO 8601 in UTC), and the sort key's text (the cursor).
 */
export type CreatorExportRow = readonly [
  id: string | number,
  stageName: string,
  status: string,
  primaryAccount: string | null,
  followers: string | number,
  categories: string | null,
  manager: string | null,
  country: string | null,
  city: string | null,
  email: string | null,
  updatedAt: string,
  cursor: string,
];

export type CreatorBulkTarget = { ids: readonly number[] } | { filter: CreatorListFilter };

function targetOf(target: CreatorBulkTarget): SQL | undefined {
  return 'ids' in target ? inArray(creators.id, [...target.ids]) : matchingCreators(target.filter);
}

const statusesMovingTo = (to: CreatorStatus) => CREATOR_STATUSES.filter((from) => CREATOR_STATUS_CHANGES[from].includes(to));

export const creatorListsRepository = {
  /** The next batch of matching creators in the list's order, after `after` (keyset paging). */
  exportBatch(db: Executor, filter: CreatorListFilter, sort: ListSort<CreatorListSortColumn>, after: { key: string; id: number } | null, limit: number): CompilableQuery {
    const keys = EXPORT_KEYS[sort.column];
    const direction = sql.raw(sort.dir === 'asc' ? 'asc' : 'desc');
    const past = after ? sql`(${keys.key}, ${creators.id}) ${sql.raw(sort.dir === 'asc' ? '>' : '<')} (${keys.fromCursor(after.key)}, ${after.id})` : undefined;
    return db
      .select({
        id: creators.id,
        stageName: creators.stageName,
        status: creators.status,
        primaryAccount: sql`(select ${platformAccounts.platform} || ':@' || ${platformAccounts.handle} from ${platformAccounts} where ${platformAccounts.creatorId} = ${creators.id} and ${platformAccounts.isPrimary})`,
        followers: creators.followers,
        categories: sql`(select string_agg(${creatorCategories.name}, ', ' order by lower(${creatorCategories.name})) from ${creatorCategoryLinks} join ${creatorCategories} on ${creatorCategories.id} = ${creatorCategoryLinks.categoryId} where ${creatorCategoryLinks.creatorId} = ${creators.id})`,
        manager: sql`(select ${users.username} from ${users} where ${users.id} = ${creators.primaryManagerId})`,
        country: creators.country,
        city: creators.city,
        email: creators.email,
        updatedAt: sql`to_char(${creators.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        cursor: keys.cursor,
      })
      .from(creators)
      .where(and(matchingCreators(filter), past))
      .orderBy(sql`${keys.key} ${direction}`, sql`${creators.id} ${direction}`)
      .limit(limit);
  },

  async countTargeted(db: Executor, target: CreatorBulkTarget): Promise<number> {
    const [row] = await db.select({ total: count() }).from(creators).where(targetOf(target));
    return row?.total ?? 0;
  },

  /**
   * Applies the action to every targeted creator it changes, in set-based statements: each changed
   * creator's version moves on. Archived creators are never changed. Returns how many changed.
   */
  async apply(tx: Executor, target: CreatorBulkTarget, action: CreatorBulkAction): Promise<number> {
    const open = and(targetOf(target), isNull(creators.archivedAt));
    const bump = { version: sql`${creators.version} + 1`, updatedAt: sql`now()` };
    switch (action.type) {
      case 'set_manager':
        return (await tx.update(creators).set({ primaryManagerId: action.manager_id, ...bump }).where(and(open, sql`${creators.primaryManagerId} is distinct from ${action.manager_id}`)).returning({ id: creators.id })).length;
      case 'set_status': {
        const from = statusesMovingTo(action.status);
        return (await tx.update(creators).set({ status: action.status, ...bump }).where(and(open, inArray(creators.status, from))).returning({ id: creators.id })).length;
      }
      case 'archive':
        return (await tx.update(creators).set({ archivedAt: sql`now()`, ...bump }).where(open).returning({ id: creators.id })).length;
      case 'add_category': {
        const added = await tx.execute(sql`
          insert into ${creatorCategoryLinks} (creator_id, category_id)
          select ${creators.id}, ${action.category_id} from ${creators}
          where ${open}
            and (select count(*) from ${creatorCategoryLinks} where ${creatorCategoryLinks.creatorId} = ${creators.id}) < ${CREATOR_CATEGORIES_MAX}
          on conflict do nothing
          returning creator_id`);
        return bumpVersions(tx, rowsOf(added).map((row) => Number(row.creator_id)));
      }
      case 'remove_category': {
        const removed = await tx.execute(sql`
          delete from ${creatorCategoryLinks} where ${creatorCategoryLinks.categoryId} = ${action.category_id}
            and ${creatorCategoryLinks.creatorId} in (select ${creators.id} from ${creators} where ${open})
          returning creator_id`);
        return bumpVersions(tx, rowsOf(removed).map((row) => Number(row.creator_id)));
      }
    }
  },

  async categoryExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ id: creatorCategories.id }).from(creatorCategories).where(eq(creatorCategories.id, id));
    return row !== undefined;
  },
};

function rowsOf(result: unknown): { creator_id: unknown }[] {
  return (result as { rows: { creator_id: unknown }[] }).rows;
}

async function bumpVersions(tx: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.update(creators).set({ version: sql`${creators.version} + 1`, updatedAt: sql`now()` }).where(inArray(creators.id, ids));
  return ids.length;
}
