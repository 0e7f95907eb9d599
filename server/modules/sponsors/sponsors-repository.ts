import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CompilableQuery } from '../../db/batched-read';
import {
  SPONSOR_STATUS_CHANGES,
  SPONSOR_STATUSES,
  SPONSOR_TAGS_MAX,
  type SponsorArchiveScope,
  type SponsorBulkAction,
  type SponsorListSortColumn,
  type SponsorStatus,
} from '../../../contract';
import { readTogether, type Executor } from '../../db/database';
import { readPage, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { containsIgnoringCase, loweredContains } from '../../db/text-search';
import { usersRepository, type Person } from '../users';
import { caseInsensitiveOrder, users } from '../users/tables';
import { sponsorContacts, sponsorLogos, sponsors, sponsorSearchText } from './tables';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Partial<Omit<typeof sponsors.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;
export type SponsorContactRow = typeof sponsorContacts.$inferSelect;
export type SponsorContactValues = Partial<Omit<typeof sponsorContacts.$inferInsert, 'id' | 'sponsorId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** A sponsor with the people and the primary contact its answers name. */
export interface SponsorView {
  row: SponsorRow;
  owner: Person | null;
  primaryContact: Pick<SponsorContactRow, 'name' | 'email' | 'phone'> | null;
  logoId: string | null;
}

export type SponsorLogoRow = typeof sponsorLogos.$inferSelect;

export interface SponsorListFilter {
  text?: string | undefined;
  status?: SponsorStatus | undefined;
  ownerId?: number | undefined;
  tag?: string | undefined;
  archived: SponsorArchiveScope;
}

export function matchingSponsors(filter: SponsorListFilter): SQL | undefined {
  const text = filter.text;
  return and(
    text
      ? sql`(${loweredContains(sponsorSearchText(sponsors), text)} or exists (select 1 from ${sponsorContacts} where ${sponsorContacts.sponsorId} = ${sponsors.id} and ${containsIgnoringCase(sponsorContacts.email, text)}))`
      : undefined,
    filter.status ? eq(sponsors.status, filter.status) : undefined,
    filter.ownerId !== undefined ? eq(sponsors.ownerId, filter.ownerId) : undefined,
    filter.tag ? sql`${sponsors.tags} @> array[${filter.tag}]::text[]` : undefined,
    filter.archived === 'current' ? isNull(sponsors.archivedAt) : filter.archived === 'archived' ? isNotNull(sponsors.archivedAt) : undefined,
  );
}

const SPONSOR_LIST: ListSource<typeof sponsors, SponsorListSortColumn> = {
  table: sponsors,
  id: sponsors.id,
  sortKeys: {
    display_name: caseInsensitiveOrder(sponsors.displayName),
    status: sponsors.status,
    payment_terms_days: sponsors.paymentTermsDays,
    created_at: sponsors.createdAt,
    updated_at: sponsors.updatedAt,
  },
};

/** The owners, primary contacts and logos of these sponsors, in three reads whatever their number. */
async function viewsOf(db: Executor, rows: readonly SponsorRow[]): Promise<SponsorView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [owners, primaries, logos] = await readTogether(db, [
    () => usersRepository.peopleByIds(db, rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId]))),
    () => db
      .select({ sponsorId: sponsorContacts.sponsorId, name: sponsorContacts.name, email: sponsorContacts.email, phone: sponsorContacts.phone })
      .from(sponsorContacts)
      .where(and(inArray(sponsorContacts.sponsorId, ids), eq(sponsorContacts.isPrimary, true))),
    () => db.select({ id: sponsorLogos.id, sponsorId: sponsorLogos.sponsorId }).from(sponsorLogos).where(inArray(sponsorLogos.sponsorId, ids)),
  ] as const);
  const primaryOf = new Map(primaries.map(({ sponsorId, ...contact }) => [sponsorId, contact]));
  const logoOf = new Map(logos.map((logo) => [logo.sponsorId, logo.id]));
  return rows.map((row) => ({
    row,
    owner: row.ownerId === null ? null : (owners.get(row.ownerId) ?? null),
    primaryContact: primaryOf.get(row.id) ?? null,
    logoId: logoOf.get(row.id) ?? null,
  }));
}

export const sponsorsRepository = {
  async list(db: Executor, filter: SponsorListFilter, sort: ListSort<SponsorListSortColumn>, page: PageRequest): Promise<{ views: SponsorView[]; total: number }> {
    const where = matchingSponsors(filter);
    const [counted] = await db.select({ total: count() }).from(sponsors).where(where);
    const total = counted?.total ?? 0;
    const rows = await readPage(db, SPONSOR_LIST, { where, sort, page, total });
    return { views: await viewsOf(db, rows), total };
  },

  async findById(db: Executor, id: number): Promise<SponsorRow | undefined> {
    const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id));
    return row;
  },

  /** The sponsor, locked until the transaction ends: changes to its contacts wait for each other. */
  async lockById(tx: Executor, id: number): Promise<SponsorRow | undefined> {
    const [row] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for('update');
    return row;
  },

  /** The sponsor with this VAT number, archived or not, locked until the transaction ends. */
  async lockByVatNumber(tx: Executor, vatNumber: string): Promise<SponsorRow | undefined> {
    const [row] = await tx.select().from(sponsors).where(eq(sponsors.vatNumber, vatNumber)).for('update');
    return row;
  },

  /** The sponsors with these VAT numbers, archived or not. */
  async withVatNumbers(db: Executor, vatNumbers: readonly string[]): Promise<SponsorRow[]> {
    if (vatNumbers.length === 0) return [];
    return db.select().from(sponsors).where(inArray(sponsors.vatNumber, [...vatNumbers]));
  },

  async viewOf(db: Executor, row: SponsorRow): Promise<SponsorView> {
    const [view] = await viewsOf(db, [row]);
    return view!;
  },

  async contactsOf(db: Executor, sponsorId: number): Promise<SponsorContactRow[]> {
    return db
      .select()
      .from(sponsorContacts)
      .where(eq(sponsorContacts.sponsorId, sponsorId))
      .orderBy(sql`${sponsorContacts.isPrimary} desc`, asc(sponsorContacts.id));
  },

  async personById(db: Executor, id: number | null): Promise<Person | null> {
    if (id === null) return null;
    return (await usersRepository.peopleByIds(db, [id])).get(id) ?? null;
  },

  async insert(tx: Executor, values: SponsorValues & { displayName: string }): Promise<SponsorRow> {
    const [row] = await tx.insert(sponsors).values(values).returning();
    return row!;
  },

  /** Applies the change only if the sponsor is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(tx: Executor, id: number, version: number, values: SponsorValues): Promise<SponsorRow | undefined> {
    const [row] = await tx
      .update(sponsors)
      .set({ ...values, version: sql`${sponsors.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(sponsors.id, id), eq(sponsors.version, version)))
      .returning();
    return row;
  },

  async countContacts(tx: Executor, sponsorId: number): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(sponsorContacts).where(eq(sponsorContacts.sponsorId, sponsorId));
    return row?.total ?? 0;
  },

  async findContact(tx: Executor, sponsorId: number, contactId: number): Promise<SponsorContactRow | undefined> {
    const [row] = await tx
      .select()
      .from(sponsorContacts)
      .where(and(eq(sponsorContacts.id, contactId), eq(sponsorContacts.sponsorId, sponsorId)));
    return row;
  },

  /** Makes every other contact of the sponsor not primary (before one becomes primary). */
  async clearPrimary(tx: Executor, sponsorId: number, exceptContactId?: number): Promise<void> {
    await tx
      .update(sponsorContacts)
      .set({ isPrimary: false, version: sql`${sponsorContacts.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(sponsorContacts.sponsorId, sponsorId),
          eq(sponsorContacts.isPrimary, true),
          exceptContactId === undefined ? undefined : ne(sponsorContacts.id, exceptContactId),
        ),
      );
  },

  async insertContact(tx: Executor, sponsorId: number, values: SponsorContactValues & { name: string }): Promise<SponsorContactRow> {
    const [row] = await tx
      .insert(sponsorContacts)
      .values({ ...values, sponsorId })
      .returning();
    return row!;
  },

  async updateContactIfVersion(tx: Executor, contactId: number, version: number, values: SponsorContactValues): Promise<SponsorContactRow | undefined> {
    const [row] = await tx
      .update(sponsorContacts)
      .set({ ...values, version: sql`${sponsorContacts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(sponsorContacts.id, contactId), eq(sponsorContacts.version, version)))
      .returning();
    return row;
  },

  async deleteContact(tx: Executor, contactId: number): Promise<SponsorContactRow | undefined> {
    const [row] = await tx.delete(sponsorContacts).where(eq(sponsorContacts.id, contactId)).returning();
    return row;
  },

  async findLogo(db: Executor, id: string): Promise<SponsorLogoRow | undefined> {
    const [row] = await db.select().from(sponsorLogos).where(eq(sponsorLogos.id, id));
    return row;
  },

  /** The sponsor's logo becomes this one (or none): the old one is deleted. */
  async replaceLogo(tx: Executor, sponsorId: number, logo: Omit<typeof sponsorLogos.$inferInsert, 'sponsorId'> | null): Promise<boolean> {
    const removed = await tx.delete(sponsorLogos).where(eq(sponsorLogos.sponsorId, sponsorId)).returning({ id: sponsorLogos.id });
    if (logo) await tx.insert(sponsorLogos).values({ ...logo, sponsorId });
    await tx.update(sponsors).set({ updatedAt: sql`now()` }).where(eq(sponsors.id, sponsorId));
    return removed.length > 0;
  },

  /** The oldest remaining contact becomes primary when the primary one is removed. */
  async promoteFirstContact(tx: Executor, sponsorId: number): Promise<void> {
    const first = tx.select({ id: sponsorContacts.id }).from(sponsorContacts).where(eq(sponsorContacts.sponsorId, sponsorId)).orderBy(asc(sponsorContacts.id)).limit(1);
    await tx.update(sponsorContacts).set({ isPrimary: true }).where(inArray(sponsorContacts.id, first));
  },
};

/** How an export reads in the list's order: each sort key as SQL, as the text a cursor keeps, and that text read back. */
const EXPORT_KEYS: Record<SponsorListSortColumn, { key: SQL; cursor: SQL; fromCursor: (text: string) => SQL }> = {
  display_name: {
    key: sql`lower(${sponsors.displayName}) collate "C"`,
    cursor: sql`lower(${sponsors.displayName})`,
    fromCursor: (text) => sql`(${text}::text collate "C")`,
  },
  status: { key: sql`${sponsors.status}`, cursor: sql`${sponsors.status}`, fromCursor: (text) => sql`${text}::text` },
  payment_terms_days: { key: sql`${sponsors.paymentTermsDays}`, cursor: sql`${sponsors.paymentTermsDays}::text`, fromCursor: (text) => sql`${text}::integer` },
  created_at: { key: sql`${sponsors.createdAt}`, cursor: sql`${sponsors.createdAt}::text`, fromCursor: (text) => sql`${text}::timestamptz` },
  updated_at: { key: sql`${sponsors.updatedAt}`, cursor: sql`${sponsors.updatedAt}::text`, fromCursor: (text) => sql`${text}::timestamptz` },
};

/** Where an export's batch starts: after the row with this sort key (as text) and id. */
export interface SponsorExportPosition {
  key: string;
  id: number;
}

/**
 * A sponsor as an export writes it, the values of `exportBatch` in select order as the driver
 * gives them: id, name, status, owner, primary contact, VAT number, city, tags, payment terms,
 * updated at (ISO 8601 in UTC), and the sort key's text (the cursor).
 */
export type SponsorExportRow = readonly [
  id: string | number,
  displayName: string,
  status: string,
  owner: string | null,
  contact: string | null,
  vatNumber: string | null,
  city: string | null,
  tags: string,
  paymentTermsDays: string | number,
  updatedAt: string,
  cursor: string,
];

const owner = sql`(select ${users.username} from ${users} where ${users.id} = ${sponsors.ownerId})`;
const primaryContact = sql`(select ${sponsorContacts.name} || coalesce(' <' || ${sponsorContacts.email} || '>', '') from ${sponsorContacts} where ${sponsorContacts.sponsorId} = ${sponsors.id} and ${sponsorContacts.isPrimary})`;

export const sponsorExports = {
  /** The next batch of matching sponsors in the list's order, after `after` (keyset paging: a short index range per batch). */
  batch(db: Executor, filter: SponsorListFilter, sort: ListSort<SponsorListSortColumn>, after: SponsorExportPosition | null, limit: number): CompilableQuery {
    const keys = EXPORT_KEYS[sort.column];
    const direction = sql.raw(sort.dir === 'asc' ? 'asc' : 'desc');
    const past = after ? sql`(${keys.key}, ${sponsors.id}) ${sql.raw(sort.dir === 'asc' ? '>' : '<')} (${keys.fromCursor(after.key)}, ${after.id})` : undefined;
    return db
      .select({
        id: sponsors.id,
        displayName: sponsors.displayName,
        status: sponsors.status,
        owner,
        contact: primaryContact,
        vatNumber: sponsors.vatNumber,
        city: sponsors.city,
        tags: sql`array_to_string(${sponsors.tags}, ', ')`,
        paymentTermsDays: sponsors.paymentTermsDays,
        updatedAt: sql`to_char(${sponsors.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        cursor: keys.cursor,
      })
      .from(sponsors)
      .where(and(matchingSponsors(filter), past))
      .orderBy(sql`${keys.key} ${direction}`, sql`${sponsors.id} ${direction}`)
      .limit(limit);
  },
};

/** The sponsors a bulk change is about: by ids or by the list's filter. */
export type SponsorBulkTarget = { ids: readonly number[] } | { filter: SponsorListFilter };

function targetOf(target: SponsorBulkTarget): SQL | undefined {
  return 'ids' in target ? inArray(sponsors.id, [...target.ids]) : matchingSponsors(target.filter);
}

/** The statuses from which a sponsor may move to `to`. */
function statusesMovingTo(to: SponsorStatus): SponsorStatus[] {
  return SPONSOR_STATUSES.filter((from) => SPONSOR_STATUS_CHANGES[from].includes(to));
}

/** What an action sets, and which of the targeted sponsors it changes (the others already are so, or may not change). */
function bulkChange(action: SponsorBulkAction): { set: Record<string, unknown>; applies: SQL } {
  switch (action.type) {
    case 'set_owner':
      return { set: { ownerId: action.owner_id }, applies: sql`${sponsors.ownerId} is distinct from ${action.owner_id}` };
    case 'add_tag':
      return {
        set: { tags: sql`array_append(${sponsors.tags}, ${action.tag}::text)` },
        applies: sql`not (${sponsors.tags} @> array[${action.tag}]::text[]) and cardinality(${sponsors.tags}) < ${SPONSOR_TAGS_MAX}`,
      };
    case 'remove_tag':
      return { set: { tags: sql`array_remove(${sponsors.tags}, ${action.tag}::text)` }, applies: sql`${sponsors.tags} @> array[${action.tag}]::text[]` };
    case 'set_status': {
      const from = statusesMovingTo(action.status);
      return { set: { status: action.status }, applies: from.length > 0 ? inArray(sponsors.status, from) : sql`false` };
    }
    case 'archive':
      return { set: { archivedAt: sql`now()` }, applies: sql`true` };
  }
}

export const sponsorBulkRepository = {
  async countTargeted(db: Executor, target: SponsorBulkTarget): Promise<number> {
    const [row] = await db.select({ total: count() }).from(sponsors).where(targetOf(target));
    return row?.total ?? 0;
  },

  /**
   * Applies the action to every targeted sponsor it changes, in one statement: each changed
   * sponsor's version moves on (an editor holding the old one meets a conflict). Archived sponsors
   * are never changed. Returns how many changed.
   */
  async apply(db: Executor, target: SponsorBulkTarget, action: SponsorBulkAction): Promise<number> {
    const change = bulkChange(action);
    const changed = await db
      .update(sponsors)
      .set({ ...change.set, version: sql`${sponsors.version} + 1`, updatedAt: sql`now()` })
      .where(and(targetOf(target), isNull(sponsors.archivedAt), change.applies))
      .returning({ id: sponsors.id });
    return changed.length;
  },
};
