import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_BOARD_COLUMN_MAX,
  CAMPAIGN_STATUSES,
  type CampaignArchiveScope,
  type CampaignListSortColumn,
  type CampaignStatus,
} from '../../../contract';
import { readTogether, type Executor } from '../../db/database';
import { pageSelection, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { containsIgnoringCase, loweredContains } from '../../db/text-search';
import { usersRepository, type Person } from '../users';
import { caseInsensitiveOrder, users } from '../users/tables';
import { sponsors } from '../sponsors/tables';
import { campaigns, campaignSearchText, deals } from './tables';

export type CampaignRow = typeof campaigns.$inferSelect;
/** A campaign as lists and boards read it: everything but the brief, which can be long and only its page shows. */
export type CampaignCardRow = Omit<CampaignRow, 'brief'>;

const { brief: _brief, ...cardColumns } = getTableColumns(campaigns);
export type CampaignValues = Partial<Omit<typeof campaigns.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;

export interface SponsorRef {
  id: number;
  displayName: string;
}

/** A campaign with what its answers name: the sponsor, the owner, and its deals counted and summed. */
export interface CampaignView {
  row: CampaignCardRow;
  sponsor: SponsorRef;
  owner: Person | null;
  dealsCount: number;
  feesTotalMinor: number;
}

export interface CampaignListFilter {
  text?: string | undefined;
  status?: CampaignStatus | undefined;
  sponsorId?: number | undefined;
  ownerId?: number | undefined;
  archived: CampaignArchiveScope;
}

function matchingCampaigns(filter: CampaignListFilter): SQL | undefined {
  return and(
    filter.text ? loweredContains(campaignSearchText(campaigns), filter.text) : undefined,
    filter.status ? eq(campaigns.status, filter.status) : undefined,
    filter.sponsorId !== undefined ? eq(campaigns.sponsorId, filter.sponsorId) : undefined,
    filter.ownerId !== undefined ? eq(campaigns.ownerId, filter.ownerId) : undefined,
    filter.archived === 'current' ? isNull(campaigns.archivedAt) : filter.archived === 'archived' ? isNotNull(campaigns.archivedAt) : undefined,
  );
}

const CAMPAIGN_LIST: ListSource<typeof campaigns, CampaignListSortColumn> = {
  table: campaigns,
  id: campaigns.id,
  sortKeys: {
    name: caseInsensitiveOrder(campaigns.name),
    status: campaigns.status,
    starts_on: campaigns.startsOn,
    ends_on: campaigns.endsOn,
    created_at: campaigns.createdAt,
    updated_at: campaigns.updatedAt,
  },
};

/**
 * The sponsors, owners and deal totals of these rows as given: a row read before a change keeps
 * the sponsor and owner it had, which the audit names (readViews joins what is stored now).
 */
async function viewsOf(db: Executor, rows: readonly CampaignCardRow[]): Promise<CampaignView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sponsorRows, owners, totals] = await readTogether(db, [
    () => db.select({ id: sponsors.id, displayName: sponsors.displayName }).from(sponsors).where(inArray(sponsors.id, [...new Set(rows.map((row) => row.sponsorId))])),
    () => usersRepository.peopleByIds(db, rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId]))),
    () =>
      db
        .select({ campaignId: deals.campaignId, deals: sql<number>`count(*)::int`, fees: sql<string>`coalesce(sum(${deals.feeGrossMinor}), 0)::text` })
        .from(deals)
        .where(and(inArray(deals.campaignId, ids), sql`${deals.status} <> 'dropped'`))
        .groupBy(deals.campaignId),
  ] as const);
  const sponsorOf = new Map(sponsorRows.map((sponsor) => [sponsor.id, sponsor]));
  const totalsOf = new Map(totals.map((total) => [total.campaignId, total]));
  return rows.map((row) => ({
    row,
    sponsor: sponsorOf.get(row.sponsorId) ?? { id: row.sponsorId, displayName: '' },
    owner: row.ownerId === null ? null : (owners.get(row.ownerId) ?? null),
    dealsCount: totalsOf.get(row.id)?.deals ?? 0,
    feesTotalMinor: Number(totalsOf.get(row.id)?.fees ?? 0),
  }));
}

/**
 * The campaigns `where` selects, in `order`, each with its sponsor, its owner and its deal totals,
 * in one statement: a page of a list or a board costs one round trip.
 */
async function readViews(db: Executor, where: SQL, order: SQL[]): Promise<CampaignView[]> {
  const totals = db
    .select({ deals: sql<number>`count(*)::int`.as('deals_count'), fees: sql<string>`coalesce(sum(${deals.feeGrossMinor}), 0)::text`.as('fees_total') })
    .from(deals)
    .where(and(eq(deals.campaignId, campaigns.id), sql`${deals.status} <> 'dropped'`))
    .as('totals');
  const rows = await db
    .select({ card: cardColumns, sponsorName: sponsors.displayName, ownerName: users.username, dealsCount: totals.deals, feesTotal: totals.fees })
    .from(campaigns)
    .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
    .leftJoin(users, eq(users.id, campaigns.ownerId))
    .leftJoinLateral(totals, sql`true`)
    .where(where)
    .orderBy(...order);
  return rows.map(({ card, sponsorName, ownerName, dealsCount, feesTotal }) => ({
    row: card,
    sponsor: { id: card.sponsorId, displayName: sponsorName },
    owner: card.ownerId === null || ownerName === null ? null : { id: card.ownerId, username: ownerName },
    dealsCount: dealsCount ?? 0,
    feesTotalMinor: Number(feesTotal ?? 0),
  }));
}

export const campaignsRepository = {
  async list(db: Executor, filter: CampaignListFilter, sort: ListSort<CampaignListSortColumn>, pageRequest: PageRequest): Promise<{ views: CampaignView[]; total: number }> {
    const where = matchingCampaigns(filter);
    const [counted] = await db.select({ total: count() }).from(campaigns).where(where);
    const total = counted?.total ?? 0;
    const page = pageSelection(db, CAMPAIGN_LIST, { where, sort, page: pageRequest, total });
    return { views: page ? await readViews(db, sql`${campaigns.id} in ${page.ids}`, page.order) : [], total };
  },

  /**
   * Per status, how many campaigns match and the most recently changed of them: one index range
   * (status, updated_at) per status, whatever the number of campaigns.
   */
  async board(db: Executor, filter: CampaignListFilter): Promise<{ status: CampaignStatus; total: number; views: CampaignView[] }[]> {
    const where = matchingCampaigns(filter);
    const andWhere = where ? sql` and ${where}` : sql``;
    const statuses = sql`unnest(${sql.param([...CAMPAIGN_STATUSES])}::text[]) as column_status(status)`;
    const picked = sql`(
      select picked.id from ${statuses}
      cross join lateral (
        select ${campaigns.id} as id from ${campaigns}
        where ${campaigns.status} = column_status.status${andWhere}
        order by ${campaigns.updatedAt} desc, ${campaigns.id} desc
        limit ${CAMPAIGN_BOARD_COLUMN_MAX}
      ) as picked)`;
    const [counts, views] = await readTogether(db, [
      () => db.select({ status: campaigns.status, total: count() }).from(campaigns).where(where).groupBy(campaigns.status),
      () => readViews(db, sql`${campaigns.id} in ${picked}`, [desc(campaigns.updatedAt), desc(campaigns.id)]),
    ] as const);
    const totalOf = new Map(counts.map((entry) => [entry.status, entry.total]));
    return CAMPAIGN_STATUSES.map((status) => ({ status, total: totalOf.get(status) ?? 0, views: views.filter((view) => view.row.status === status) }));
  },

  async findById(db: Executor, id: number): Promise<CampaignRow | undefined> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    return row;
  },

  /** The campaign, locked until the transaction ends: changes to its deals take turns. */
  async lockById(tx: Executor, id: number): Promise<CampaignRow | undefined> {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    return row;
  },

  async viewOf(db: Executor, row: CampaignCardRow): Promise<CampaignView> {
    const [view] = await viewsOf(db, [row]);
    return view!;
  },

  async personById(db: Executor, id: number | null): Promise<Person | null> {
    if (id === null) return null;
    return (await usersRepository.peopleByIds(db, [id])).get(id) ?? null;
  },

  async insert(db: Executor, values: CampaignValues & { name: string; sponsorId: number }): Promise<CampaignRow> {
    const [row] = await db.insert(campaigns).values(values).returning();
    return row!;
  },

  /** Applies the change only if the campaign is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(db: Executor, id: number, version: number, values: CampaignValues): Promise<CampaignRow | undefined> {
    const [row] = await db
      .update(campaigns)
      .set({ ...values, version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.version, version)))
      .returning();
    return row;
  },

  /** Sponsors a campaign can be for: not archived, by name. */
  async sponsorOptions(db: Executor, text: string | undefined, limit: number): Promise<SponsorRef[]> {
    return db
      .select({ id: sponsors.id, displayName: sponsors.displayName })
      .from(sponsors)
      .where(and(isNull(sponsors.archivedAt), text ? containsIgnoringCase(sponsors.displayName, text) : undefined))
      .orderBy(caseInsensitiveOrder(sponsors.displayName), asc(sponsors.id))
      .limit(limit);
  },

  async isCurrentSponsor(db: Executor, sponsorId: number): Promise<boolean> {
    const [row] = await db.select({ id: sponsors.id }).from(sponsors).where(and(eq(sponsors.id, sponsorId), isNull(sponsors.archivedAt)));
    return row !== undefined;
  },
};
