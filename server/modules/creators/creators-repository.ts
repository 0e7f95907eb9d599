import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { followerTierRange, type CreatorListSortColumn, type CreatorStatus, type FollowerTier, type Platform } from '../../../contract';
import type { Executor } from '../../db/database';
import { pageOfFewMatches, pageSelection, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { correlated } from '../../db/correlated';
import { loweredContains } from '../../db/text-search';
import { invitations } from '../invitations/tables';
import type { Person } from '../users';
import { caseInsensitiveOrder, users } from '../users/tables';
import {
  ANY_CATEGORY,
  creatorCategories,
  creatorCategoryLinks,
  creatorCounts,
  creators,
  creatorSearchText,
  metricSnapshots,
  platformAccounts,
  rateCards,
  snapshotEvidence,
} from './tables';

export type CreatorRow = typeof creators.$inferSelect;
export type CreatorValues = Partial<Omit<typeof creators.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;
export type AccountRow = typeof platformAccounts.$inferSelect;
export type SnapshotRow = typeof metricSnapshots.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;
export type CategoryRow = typeof creatorCategories.$inferSelect;
export type EvidenceRow = typeof snapshotEvidence.$inferSelect;

/** A creator with what its answers name: people, categories, the primary account, a pending portal invitation. */
export interface CreatorView {
  row: CreatorRow;
  people: Map<number, Person>;
  categories: { id: number; name: string }[];
  primaryAccount: { platform: Platform; handle: string } | null;
  portalInvited: boolean;
}

export interface CreatorListFilter {
  text?: string | undefined;
  status?: CreatorStatus | undefined;
  managerId?: number | undefined;
  categoryId?: number | undefined;
  platform?: Platform | undefined;
  tier?: FollowerTier | undefined;
  country?: string | undefined;
  archived: 'current' | 'archived' | 'all';
}

export function matchingCreators(filter: CreatorListFilter): SQL | undefined {
  const tier = filter.tier ? followerTierRange(filter.tier) : undefined;
  const text = filter.text;
  return and(
    // Handles are in the search text: with the other filters, PostgreSQL can combine the indexes.
    text ? loweredContains(creatorSearchText(creators), text.replace(/^@/, '')) : undefined,
    filter.status ? eq(creators.status, filter.status) : undefined,
    filter.managerId !== undefined ? or(eq(creators.primaryManagerId, filter.managerId), eq(creators.secondaryManagerId, filter.managerId)) : undefined,
    filter.categoryId !== undefined ? sql`${creators.categoryIds} @> array[${filter.categoryId}]::int[]` : undefined,
    filter.platform ? sql`exists (select 1 from ${platformAccounts} where ${platformAccounts.creatorId} = ${creators.id} and ${platformAccounts.platform} = ${filter.platform})` : undefined,
    tier ? and(gte(creators.followers, tier.min), tier.max === null ? undefined : lt(creators.followers, tier.max)) : undefined,
    filter.country ? eq(creators.country, filter.country) : undefined,
    filter.archived === 'current' ? isNull(creators.archivedAt) : filter.archived === 'archived' ? isNotNull(creators.archivedAt) : undefined,
  );
}

/** The list's total from creator_counts when it filters by status, archiving, tier and category only; undefined when it must be counted. */
async function keptCount(db: Executor, filter: CreatorListFilter): Promise<number | undefined> {
  const { status, archived, tier, categoryId, ...others } = filter;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creatorCounts.creatorCount}), 0)::int` })
    .from(creatorCounts)
    .where(
      and(
        eq(creatorCounts.categoryId, categoryId ?? ANY_CATEGORY),
        tier ? eq(creatorCounts.tier, tier) : undefined,
        status ? eq(creatorCounts.status, status) : undefined,
        archived === 'all' ? undefined : eq(creatorCounts.archived, archived === 'archived'),
      ),
    );
  return row?.total ?? 0;
}

const CREATOR_LIST: ListSource<typeof creators, CreatorListSortColumn> = {
  table: creators,
  id: creators.id,
  sortKeys: {
    stage_name: caseInsensitiveOrder(creators.stageName),
    status: creators.status,
    followers: creators.followers,
    created_at: creators.createdAt,
    updated_at: creators.updatedAt,
  },
};

/** The username of the user whose id is in `column`, or null. (Subqueries, not joins: planning four joins of users cost five times what reading the page does.) */
const nameOf = (column: AnyColumn) => correlated<string | null>(sql`(select ${users.username} from ${users} where ${users.id} = ${column})`);

/**
 * The creators `where` selects, in `order`, each with what its answers name (people, categories,
 * the primary account, a pending portal invitation), in one statement: a page costs one round trip.
 */
async function readViews(db: Executor, where: SQL, order: SQL[]): Promise<CreatorView[]> {
  const rows = await db
    .select({
      row: creators,
      primaryManager: nameOf(creators.primaryManagerId),
      secondaryManager: nameOf(creators.secondaryManagerId),
      portalUser: nameOf(creators.portalUserId),
      createdBy: nameOf(creators.createdBy),
      categories: correlated<{ id: number; name: string }[]>(sql`(
        select coalesce(json_agg(json_build_object('id', ${creatorCategories.id}, 'name', ${creatorCategories.name}) order by lower(${creatorCategories.name}), ${creatorCategories.id}), '[]'::json)
        from ${creatorCategoryLinks} inner join ${creatorCategories} on ${creatorCategories.id} = ${creatorCategoryLinks.categoryId}
        where ${creatorCategoryLinks.creatorId} = ${creators.id})`),
      primaryAccount: correlated<{ platform: Platform; handle: string } | null>(sql`(
        select json_build_object('platform', ${platformAccounts.platform}, 'handle', ${platformAccounts.handle}) from ${platformAccounts}
        where ${platformAccounts.creatorId} = ${creators.id} and ${platformAccounts.isPrimary} limit 1)`),
      portalInvited: correlated<boolean>(sql`exists (
        select 1 from ${invitations} where ${invitations.id} = ${creators.portalInvitationId}
        and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null and ${invitations.expiresAt} > now())`),
    })
    .from(creators)
    .where(where)
    .orderBy(...order);
  return rows.map(({ row, primaryManager, secondaryManager, portalUser, createdBy, categories, primaryAccount, portalInvited }) => {
    const people = new Map<number, Person>();
    for (const [id, username] of [
      [row.primaryManagerId, primaryManager],
      [row.secondaryManagerId, secondaryManager],
      [row.portalUserId, portalUser],
      [row.createdBy, createdBy],
    ] as const) {
      if (id !== null && username !== null) people.set(id, { id, username });
    }
    return { row, people, categories, primaryAccount, portalInvited };
  });
}

/** Each account's latest snapshot: one index probe per account. */
const latestSnapshot = sql`lateral (
  select ${metricSnapshots.capturedAt} as captured_at, ${metricSnapshots.followers} as followers, ${metricSnapshots.avgLikes} as avg_likes,
    ${metricSnapshots.avgComments} as avg_comments, ${metricSnapshots.avgShares} as avg_shares, ${metricSnapshots.avgSaves} as avg_saves, ${metricSnapshots.source} as source
  from ${metricSnapshots} where ${metricSnapshots.accountId} = ${platformAccounts.id}
  order by ${metricSnapshots.capturedAt} desc, ${metricSnapshots.id} desc limit 1
) as latest`;

export interface AccountWithLatest extends AccountRow {
  latest: Pick<SnapshotRow, 'capturedAt' | 'followers' | 'avgLikes' | 'avgComments' | 'avgShares' | 'avgSaves' | 'source'> | null;
}

export const creatorsRepository = {
  async list(db: Executor, filter: CreatorListFilter, sort: ListSort<CreatorListSortColumn>, pageRequest: PageRequest): Promise<{ views: CreatorView[]; total: number }> {
    const where = matchingCreators(filter);
    const kept = await keptCount(db, filter);
    const few = kept === undefined && where ? await pageOfFewMatches(db, CREATOR_LIST, { where, sort, page: pageRequest }) : null;
    const total = kept ?? few?.total ?? (await db.select({ total: count() }).from(creators).where(where))[0]?.total ?? 0;
    const page = few ? few.page : pageSelection(db, CREATOR_LIST, { where, sort, page: pageRequest, total });
    return { views: page ? await readViews(db, sql`${creators.id} in ${page.ids}`, page.order) : [], total };
  },

  async findById(db: Executor, id: number): Promise<CreatorRow | undefined> {
    const [row] = await db.select().from(creators).where(eq(creators.id, id));
    return row;
  },

  async findByPortalUser(db: Executor, userId: number): Promise<CreatorRow | undefined> {
    const [row] = await db.select().from(creators).where(eq(creators.portalUserId, userId));
    return row;
  },

  /** The creator, locked until the transaction ends: changes to what belongs to them take turns. */
  async lockById(tx: Executor, id: number): Promise<CreatorRow | undefined> {
    const [row] = await tx.select().from(creators).where(eq(creators.id, id)).for('update');
    return row;
  },

  /** The creator's view as stored now. */
  async viewOf(db: Executor, id: number): Promise<CreatorView> {
    const [view] = await readViews(db, eq(creators.id, id), []);
    if (!view) throw new Error(`Creator ${id} is gone`);
    return view;
  },

  async accountsOf(db: Executor, creatorId: number): Promise<AccountWithLatest[]> {
    const rows = await db
      .select({
        account: platformAccounts,
        capturedAt: sql<string | null>`latest.captured_at`,
        followers: sql<string | number | null>`latest.followers`,
        avgLikes: sql<string | number | null>`latest.avg_likes`,
        avgComments: sql<string | number | null>`latest.avg_comments`,
        avgShares: sql<string | number | null>`latest.avg_shares`,
        avgSaves: sql<string | number | null>`latest.avg_saves`,
        source: sql<string | null>`latest.source`,
      })
      .from(platformAccounts)
      .leftJoin(latestSnapshot, sql`true`)
      .where(eq(platformAccounts.creatorId, creatorId))
      .orderBy(desc(platformAccounts.isPrimary), asc(platformAccounts.id));
    const number = (value: string | number | null) => (value === null ? null : Number(value));
    return rows.map(({ account, capturedAt, followers, ...latest }) => ({
      ...account,
      latest:
        capturedAt === null
          ? null
          : {
              capturedAt: new Date(capturedAt),
              followers: Number(followers),
              avgLikes: number(latest.avgLikes),
              avgComments: number(latest.avgComments),
              avgShares: number(latest.avgShares),
              avgSaves: number(latest.avgSaves),
              source: latest.source!,
            },
    }));
  },

  async rateCardsOf(db: Executor, creatorId: number): Promise<RateCardRow[]> {
    return db.select().from(rateCards).where(eq(rateCards.creatorId, creatorId)).orderBy(asc(rateCards.platform), asc(rateCards.deliverableType), desc(rateCards.validFrom), asc(rateCards.id));
  },

  async insert(tx: Executor, values: CreatorValues & { stageName: string }): Promise<CreatorRow> {
    const [row] = await tx.insert(creators).values(values).returning();
    return row!;
  },

  /** Applies the change only if the creator is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(tx: Executor, id: number, version: number, values: CreatorValues): Promise<CreatorRow | undefined> {
    const [row] = await tx
      .update(creators)
      .set({ ...values, version: sql`${creators.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(creators.id, id), eq(creators.version, version)))
      .returning();
    return row;
  },

  async touch(tx: Executor, id: number): Promise<void> {
    await tx.update(creators).set({ updatedAt: sql`now()` }).where(eq(creators.id, id));
  },

  async setPortalInvitation(tx: Executor, id: number, invitationId: string): Promise<void> {
    await tx.update(creators).set({ portalInvitationId: invitationId, updatedAt: sql`now()` }).where(eq(creators.id, id));
  },

  /** How many of these category ids exist. */
  async countCategories(db: Executor, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await db.select({ total: count() }).from(creatorCategories).where(inArray(creatorCategories.id, [...ids]));
    return row?.total ?? 0;
  },

  async setCategories(tx: Executor, creatorId: number, ids: readonly number[]): Promise<void> {
    await tx.delete(creatorCategoryLinks).where(eq(creatorCategoryLinks.creatorId, creatorId));
    if (ids.length > 0) await tx.insert(creatorCategoryLinks).values(ids.map((categoryId) => ({ creatorId, categoryId })));
  },

  /** Every account's latest followers, summed into the creator's row (what lists filter and sort by). */
  async refreshFollowers(tx: Executor, creatorId: number): Promise<void> {
    await tx.execute(sql`
      update ${creators} set followers = coalesce((
        select sum(latest.followers) from ${platformAccounts}
        cross join ${latestSnapshot}
        where ${platformAccounts.creatorId} = ${creatorId}
      ), 0)
      where ${creators.id} = ${creatorId}`);
  },

  // --- accounts -------------------------------------------------------------------------------

  /** The creators that own these accounts (handles in any case), archived or not: by `platform:handle` in lower case. */
  async byAccountKeys(db: Executor, accounts: readonly { platform: string; handle: string }[]): Promise<Map<string, CreatorRow>> {
    if (accounts.length === 0) return new Map();
    const platformList = sql.join(accounts.map((account) => sql`${account.platform}`), sql`, `);
    const handleList = sql.join(accounts.map((account) => sql`${account.handle.toLowerCase()}`), sql`, `);
    const rows = await db
      .select({ platform: platformAccounts.platform, handle: sql<string>`lower(${platformAccounts.handle})`, creator: creators })
      .from(platformAccounts)
      .innerJoin(creators, eq(creators.id, platformAccounts.creatorId))
      .where(sql`(${platformAccounts.platform}, lower(${platformAccounts.handle})) in (select * from unnest(array[${platformList}]::text[], array[${handleList}]::text[]))`);
    return new Map(rows.map((row) => [`${row.platform}:${row.handle}`, row.creator]));
  },

  /** The account with this handle on this platform and its creator, both locked until the transaction ends. */
  async lockByAccount(tx: Executor, platform: string, handle: string): Promise<{ creator: CreatorRow; account: AccountRow } | undefined> {
    const [row] = await tx
      .select({ creator: creators, account: platformAccounts })
      .from(platformAccounts)
      .innerJoin(creators, eq(creators.id, platformAccounts.creatorId))
      .where(and(eq(platformAccounts.platform, platform), sql`lower(${platformAccounts.handle}) = ${handle.toLowerCase()}`))
      .for('update');
    return row;
  },

  async countAccounts(tx: Executor, creatorId: number): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(platformAccounts).where(eq(platformAccounts.creatorId, creatorId));
    return row?.total ?? 0;
  },

  async findAccount(db: Executor, creatorId: number, accountId: number): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(platformAccounts).where(and(eq(platformAccounts.id, accountId), eq(platformAccounts.creatorId, creatorId)));
    return row;
  },

  async clearPrimaryAccount(tx: Executor, creatorId: number, exceptAccountId?: number): Promise<void> {
    await tx
      .update(platformAccounts)
      .set({ isPrimary: false, version: sql`${platformAccounts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(platformAccounts.creatorId, creatorId), eq(platformAccounts.isPrimary, true), exceptAccountId === undefined ? undefined : ne(platformAccounts.id, exceptAccountId)));
  },

  async insertAccount(tx: Executor, values: Omit<typeof platformAccounts.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>): Promise<AccountRow> {
    const [row] = await tx.insert(platformAccounts).values(values).returning();
    return row!;
  },

  async updateAccountIfVersion(tx: Executor, accountId: number, version: number, values: Partial<Pick<AccountRow, 'platform' | 'handle' | 'url' | 'isPrimary'>>): Promise<AccountRow | undefined> {
    const [row] = await tx
      .update(platformAccounts)
      .set({ ...values, version: sql`${platformAccounts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(platformAccounts.id, accountId), eq(platformAccounts.version, version)))
      .returning();
    return row;
  },

  async deleteAccount(tx: Executor, accountId: number): Promise<void> {
    await tx.delete(platformAccounts).where(eq(platformAccounts.id, accountId));
  },

  async promoteFirstAccount(tx: Executor, creatorId: number): Promise<void> {
    const first = tx.select({ id: platformAccounts.id }).from(platformAccounts).where(eq(platformAccounts.creatorId, creatorId)).orderBy(asc(platformAccounts.id)).limit(1);
    await tx.update(platformAccounts).set({ isPrimary: true }).where(inArray(platformAccounts.id, first));
  },

  // --- snapshots ------------------------------------------------------------------------------

  async insertSnapshot(tx: Executor, values: Omit<typeof metricSnapshots.$inferInsert, 'id' | 'createdAt'>): Promise<SnapshotRow> {
    const [row] = await tx.insert(metricSnapshots).values(values).returning();
    return row!;
  },

  /** The account's latest `limit` snapshots, oldest first. */
  async snapshotsOf(db: Executor, accountId: number, limit: number): Promise<SnapshotRow[]> {
    const latest = await db
      .select()
      .from(metricSnapshots)
      .where(eq(metricSnapshots.accountId, accountId))
      .orderBy(desc(metricSnapshots.capturedAt), desc(metricSnapshots.id))
      .limit(limit);
    return latest.reverse();
  },

  async findSnapshot(db: Executor, accountId: number, snapshotId: number): Promise<SnapshotRow | undefined> {
    const [row] = await db.select().from(metricSnapshots).where(and(eq(metricSnapshots.id, snapshotId), eq(metricSnapshots.accountId, accountId)));
    return row;
  },

  async insertEvidence(tx: Executor, values: typeof snapshotEvidence.$inferInsert): Promise<void> {
    await tx.insert(snapshotEvidence).values(values);
  },

  /** Attaches evidence to a snapshot that has none (a snapshot's evidence is set once). */
  async attachEvidence(tx: Executor, snapshotId: number, evidenceId: string): Promise<SnapshotRow | undefined> {
    const [row] = await tx.update(metricSnapshots).set({ evidenceId }).where(and(eq(metricSnapshots.id, snapshotId), isNull(metricSnapshots.evidenceId))).returning();
    return row;
  },

  async findEvidence(db: Executor, id: string): Promise<EvidenceRow | undefined> {
    const [row] = await db.select().from(snapshotEvidence).where(eq(snapshotEvidence.id, id));
    return row;
  },

  // --- rate cards -----------------------------------------------------------------------------

  async insertRateCard(tx: Executor, values: Omit<typeof rateCards.$inferInsert, 'id' | 'createdAt'>): Promise<RateCardRow> {
    const [row] = await tx.insert(rateCards).values(values).returning();
    return row!;
  },

  async deleteRateCard(tx: Executor, creatorId: number, rateCardId: number): Promise<RateCardRow | undefined> {
    const [row] = await tx.delete(rateCards).where(and(eq(rateCards.id, rateCardId), eq(rateCards.creatorId, creatorId))).returning();
    return row;
  },

  // --- categories -----------------------------------------------------------------------------

  async categories(db: Executor): Promise<CategoryRow[]> {
    return db.select().from(creatorCategories).orderBy(sql`lower(${creatorCategories.name})`, asc(creatorCategories.id));
  },

  async insertCategory(db: Executor, name: string): Promise<CategoryRow> {
    const [row] = await db.insert(creatorCategories).values({ name }).returning();
    return row!;
  },

  async renameCategory(db: Executor, id: number, name: string): Promise<CategoryRow | undefined> {
    const [row] = await db.update(creatorCategories).set({ name }).where(eq(creatorCategories.id, id)).returning();
    return row;
  },

  async deleteCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
    const [row] = await db.delete(creatorCategories).where(eq(creatorCategories.id, id)).returning();
    return row;
  },
};
