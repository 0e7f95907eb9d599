import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../../db/database';
import { creators, platformAccounts } from '../creators/tables';
import { deals } from './tables';

export type DealRow = typeof deals.$inferSelect;
export type DealValues = Partial<Omit<typeof deals.$inferInsert, 'id' | 'campaignId' | 'creatorId' | 'version' | 'createdAt' | 'updatedAt'>>;

export interface DealCreator {
  id: number;
  stageName: string;
  primaryAccount: { platform: string; handle: string } | null;
}

export interface DealView {
  row: DealRow;
  creator: DealCreator;
}

/** The creators of these deals, with their primary accounts, in two reads. */
async function viewsOf(db: Executor, rows: readonly DealRow[]): Promise<DealView[]> {
  if (rows.length === 0) return [];
  const creatorIds = [...new Set(rows.map((row) => row.creatorId))];
  const [people, accounts] = await readTogether(db, [
    () => db.select({ id: creators.id, stageName: creators.stageName }).from(creators).where(inArray(creators.id, creatorIds)),
    () =>
      db
        .select({ creatorId: platformAccounts.creatorId, platform: platformAccounts.platform, handle: platformAccounts.handle })
        .from(platformAccounts)
        .where(and(inArray(platformAccounts.creatorId, creatorIds), eq(platformAccounts.isPrimary, true))),
  ] as const);
  const nameOf = new Map(people.map((person) => [person.id, person.stageName]));
  const accountOf = new Map(accounts.map(({ creatorId, ...account }) => [creatorId, account]));
  return rows.map((row) => ({
    row,
    creator: { id: row.creatorId, stageName: nameOf.get(row.creatorId) ?? '', primaryAccount: accountOf.get(row.creatorId) ?? null },
  }));
}

export const dealsRepository = {
  async ofCampaign(db: Executor, campaignId: number): Promise<DealView[]> {
    const rows = await db.select().from(deals).where(eq(deals.campaignId, campaignId)).orderBy(asc(deals.id));
    return viewsOf(db, rows);
  },

  async find(db: Executor, campaignId: number, dealId: number): Promise<DealRow | undefined> {
    const [row] = await db.select().from(deals).where(and(eq(deals.id, dealId), eq(deals.campaignId, campaignId)));
    return row;
  },

  async viewOf(db: Executor, row: DealRow): Promise<DealView> {
    const [view] = await viewsOf(db, [row]);
    return view!;
  },

  async countOf(db: Executor, campaignId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(deals).where(eq(deals.campaignId, campaignId));
    return row?.total ?? 0;
  },

  /** The creators among `ids` that exist and are not archived, with their default commission. */
  async currentCreators(db: Executor, ids: readonly number[]): Promise<{ id: number; defaultCommissionBps: number | null }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: creators.id, defaultCommissionBps: creators.defaultCommissionBps })
      .from(creators)
      .where(and(inArray(creators.id, [...ids]), isNull(creators.archivedAt)));
  },

  /** Inserts the deals; a creator already in the campaign is skipped (the unique index decides, also between two requests at once). */
  async insertMissing(db: Executor, campaignId: number, entries: readonly { creatorId: number; commissionBps: number }[], createdBy: number): Promise<DealRow[]> {
    if (entries.length === 0) return [];
    return db
      .insert(deals)
      .values(entries.map((entry) => ({ campaignId, creatorId: entry.creatorId, commissionBps: entry.commissionBps, createdBy })))
      .onConflictDoNothing({ target: [deals.campaignId, deals.creatorId] })
      .returning();
  },

  /** Applies the change only if the deal is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(db: Executor, dealId: number, version: number, values: DealValues): Promise<DealRow | undefined> {
    const [row] = await db
      .update(deals)
      .set({ ...values, version: sql`${deals.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(deals.id, dealId), eq(deals.version, version)))
      .returning();
    return row;
  },
};
