import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../../db/database';
import { usersRepository, type Person } from '../users';
import { creators } from '../creators/tables';
import { deliverables, draftFiles, drafts } from './tables';

export type DeliverableRow = typeof deliverables.$inferSelect;
export type DeliverableValues = Partial<Omit<typeof deliverables.$inferInsert, 'id' | 'dealId' | 'campaignId' | 'creatorId' | 'version' | 'createdAt' | 'updatedAt'>>;
export type DraftRow = typeof drafts.$inferSelect;
export type DraftFileRow = typeof draftFiles.$inferSelect;
export type DraftFileInfo = Omit<DraftFileRow, 'bytes'>;

export interface DeliverableView {
  row: DeliverableRow;
  creatorName: string;
  draftsCount: number;
}

export interface DraftView {
  row: DraftRow;
  file: DraftFileInfo | null;
  submittedBy: Person | null;
  reviewer: Person | null;
}

async function viewsOf(db: Executor, rows: readonly DeliverableRow[]): Promise<DeliverableView[]> {
  if (rows.length === 0) return [];
  const [names, counts] = await readTogether(db, [
    () => db.select({ id: creators.id, stageName: creators.stageName }).from(creators).where(inArray(creators.id, [...new Set(rows.map((row) => row.creatorId))])),
    () =>
      db
        .select({ deliverableId: drafts.deliverableId, total: count() })
        .from(drafts)
        .where(inArray(drafts.deliverableId, rows.map((row) => row.id)))
        .groupBy(drafts.deliverableId),
  ] as const);
  const nameOf = new Map(names.map((name) => [name.id, name.stageName]));
  const countOf = new Map(counts.map((entry) => [entry.deliverableId, entry.total]));
  return rows.map((row) => ({ row, creatorName: nameOf.get(row.creatorId) ?? '', draftsCount: countOf.get(row.id) ?? 0 }));
}

const fileInfo = {
  id: draftFiles.id,
  draftId: draftFiles.draftId,
  filename: draftFiles.filename,
  contentType: draftFiles.contentType,
  byteSize: draftFiles.byteSize,
  createdAt: draftFiles.createdAt,
};

export const deliverablesRepository = {
  async ofCampaign(db: Executor, campaignId: number): Promise<DeliverableView[]> {
    const rows = await db.select().from(deliverables).where(eq(deliverables.campaignId, campaignId)).orderBy(asc(deliverables.dealId), asc(deliverables.id));
    return viewsOf(db, rows);
  },

  async findById(db: Executor, id: number): Promise<DeliverableRow | undefined> {
    const [row] = await db.select().from(deliverables).where(eq(deliverables.id, id));
    return row;
  },

  /** The deliverable, locked until the transaction ends: drafts and reviews of it take turns. */
  async lockById(tx: Executor, id: number): Promise<DeliverableRow | undefined> {
    const [row] = await tx.select().from(deliverables).where(eq(deliverables.id, id)).for('update');
    return row;
  },

  async viewOf(db: Executor, row: DeliverableRow): Promise<DeliverableView> {
    const [view] = await viewsOf(db, [row]);
    return view!;
  },

  async countOfDeal(db: Executor, dealId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(deliverables).where(eq(deliverables.dealId, dealId));
    return row?.total ?? 0;
  },

  async insert(db: Executor, values: DeliverableValues & { dealId: number; campaignId: number; creatorId: number; platform: string; type: string }): Promise<DeliverableRow> {
    const [row] = await db.insert(deliverables).values(values).returning();
    return row!;
  },

  /** Applies the change only if the deliverable is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(db: Executor, id: number, version: number, values: DeliverableValues): Promise<DeliverableRow | undefined> {
    const [row] = await db
      .update(deliverables)
      .set({ ...values, version: sql`${deliverables.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(deliverables.id, id), eq(deliverables.version, version)))
      .returning();
    return row;
  },

  /** A status change that follows a draft or a review: the deliverable's version moves on, so an editor holding the old one meets a conflict. */
  async setStatus(db: Executor, id: number, status: string): Promise<DeliverableRow> {
    const [row] = await db
      .update(deliverables)
      .set({ status, version: sql`${deliverables.version} + 1`, updatedAt: sql`now()` })
      .where(eq(deliverables.id, id))
      .returning();
    return row!;
  },

  async draftsOf(db: Executor, deliverableId: number): Promise<DraftView[]> {
    const rows = await db.select().from(drafts).where(eq(drafts.deliverableId, deliverableId)).orderBy(desc(drafts.version));
    if (rows.length === 0) return [];
    const [files, people] = await readTogether(db, [
      () => db.select(fileInfo).from(draftFiles).where(inArray(draftFiles.draftId, rows.map((row) => row.id))),
      () => usersRepository.peopleByIds(db, rows.flatMap((row) => [row.submittedBy, row.reviewerId].filter((id): id is number => id !== null))),
    ] as const);
    const fileOf = new Map(files.map((file) => [file.draftId, file]));
    return rows.map((row) => ({
      row,
      file: fileOf.get(row.id) ?? null,
      submittedBy: row.submittedBy === null ? null : (people.get(row.submittedBy) ?? null),
      reviewer: row.reviewerId === null ? null : (people.get(row.reviewerId) ?? null),
    }));
  },

  async inReview(db: Executor, deliverableId: number): Promise<DraftRow | undefined> {
    const [row] = await db.select().from(drafts).where(and(eq(drafts.deliverableId, deliverableId), isNull(drafts.outcome)));
    return row;
  },

  async findDraft(db: Executor, deliverableId: number, draftId: number): Promise<DraftRow | undefined> {
    const [row] = await db.select().from(drafts).where(and(eq(drafts.id, draftId), eq(drafts.deliverableId, deliverableId)));
    return row;
  },

  /** The next version of the draft, in review. */
  async insertDraft(db: Executor, values: { deliverableId: number; submittedBy: number; linkUrl: string | null; caption: string | null }): Promise<DraftRow> {
    const [row] = await db
      .insert(drafts)
      .values({ ...values, version: sql`(select coalesce(max(${drafts.version}), 0) + 1 from ${drafts} where ${drafts.deliverableId} = ${values.deliverableId})` })
      .returning();
    return row!;
  },

  async insertDraftFile(db: Executor, file: typeof draftFiles.$inferInsert): Promise<void> {
    await db.insert(draftFiles).values(file);
  },

  /** Records the review of a draft still in review; undefined when it was reviewed meanwhile. */
  async review(db: Executor, draftId: number, values: { outcome: string; feedback: string | null; reviewerId: number }): Promise<DraftRow | undefined> {
    const [row] = await db
      .update(drafts)
      .set({ ...values, reviewedAt: sql`now()` })
      .where(and(eq(drafts.id, draftId), isNull(drafts.outcome)))
      .returning();
    return row;
  },

  async findFile(db: Executor, id: string): Promise<(DraftFileRow & { deliverableId: number }) | undefined> {
    const [row] = await db
      .select({ file: draftFiles, deliverableId: drafts.deliverableId })
      .from(draftFiles)
      .innerJoin(drafts, eq(drafts.id, draftFiles.draftId))
      .where(eq(draftFiles.id, id));
    return row ? { ...row.file, deliverableId: row.deliverableId } : undefined;
  },
};
