import { and, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { TASK_PRIORITIES, type TaskArchiveScope, type TaskLinkKind, type TaskListSortColumn, type TaskState } from '../../../contract';
import { readTogether, type Executor } from '../../db/database';
import { pageSelection, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { containsIgnoringCase } from '../../db/text-search';
import { campaigns, deals, deliverables } from '../campaigns/tables';
import { creators } from '../creators/tables';
import { sponsors } from '../sponsors/tables';
import { usersRepository, type Person } from '../users';
import { caseInsensitiveOrder } from '../users/tables';
import { tasks } from './tables';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskValues = Partial<Omit<typeof tasks.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;

export interface TaskLink {
  kind: TaskLinkKind;
  id: number;
  label: string;
}

/** A task with what its answer names: the people and the linked record's label. */
export interface TaskView {
  row: TaskRow;
  assignee: Person | null;
  doneBy: Person | null;
  createdBy: Person | null;
  link: TaskLink | null;
}

export interface TaskListFilter {
  text?: string | undefined;
  state: TaskState;
  assigneeId?: number | undefined;
  link?: { kind: TaskLinkKind; id: number } | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  archived: TaskArchiveScope;
}

function matchingTasks(filter: TaskListFilter): SQL | undefined {
  return and(
    filter.text ? containsIgnoringCase(tasks.title, filter.text) : undefined,
    filter.state === 'open' ? isNull(tasks.doneAt) : filter.state === 'done' ? isNotNull(tasks.doneAt) : undefined,
    filter.assigneeId !== undefined ? eq(tasks.assigneeId, filter.assigneeId) : undefined,
    filter.link ? and(eq(tasks.linkKind, filter.link.kind), eq(tasks.linkId, filter.link.id)) : undefined,
    filter.dueFrom ? gte(tasks.dueOn, filter.dueFrom) : undefined,
    filter.dueTo ? lte(tasks.dueOn, filter.dueTo) : undefined,
    filter.archived === 'current' ? isNull(tasks.archivedAt) : filter.archived === 'archived' ? isNotNull(tasks.archivedAt) : undefined,
  );
}

/** low … urgent as 1 … 4, so that a sort by priority follows its meaning, not its spelling. */
const priorityRank = sql`array_position(${sql.param([...TASK_PRIORITIES])}::text[], ${tasks.priority})`;

const TASK_LIST: ListSource<typeof tasks, TaskListSortColumn> = {
  table: tasks,
  id: tasks.id,
  sortKeys: {
    due_on: tasks.dueOn,
    priority: priorityRank,
    title: caseInsensitiveOrder(tasks.title),
    created_at: tasks.createdAt,
    updated_at: tasks.updatedAt,
  },
};

const ids = (links: readonly { kind: TaskLinkKind; id: number }[], kind: TaskLinkKind) => sql.param([...new Set(links.filter((link) => link.kind === kind).map((link) => link.id))]);

/** Each kind's label, for the ids of that kind the links name; a kind no link names is left out of the query. */
const LABELS: Record<TaskLinkKind, (wanted: ReturnType<typeof sql.param>) => SQL> = {
  sponsor: (wanted) => sql`select 'sponsor' as kind, ${sponsors.id} as id, ${sponsors.displayName} as label from ${sponsors} where ${sponsors.id} = any(${wanted}::int[])`,
  creator: (wanted) => sql`select 'creator' as kind, ${creators.id} as id, ${creators.stageName} as label from ${creators} where ${creators.id} = any(${wanted}::int[])`,
  campaign: (wanted) => sql`select 'campaign' as kind, ${campaigns.id} as id, ${campaigns.name} as label from ${campaigns} where ${campaigns.id} = any(${wanted}::int[])`,
  deal: (wanted) => sql`select 'deal' as kind, ${deals.id} as id, ${campaigns.name} || ' – ' || ${creators.stageName} as label
    from ${deals} join ${campaigns} on ${campaigns.id} = ${deals.campaignId} join ${creators} on ${creators.id} = ${deals.creatorId}
    where ${deals.id} = any(${wanted}::int[])`,
  deliverable: (wanted) => sql`select 'deliverable' as kind, ${deliverables.id} as id, ${campaigns.name} || ' – ' || ${creators.stageName} || ' – ' || ${deliverables.type} as label
    from ${deliverables} join ${campaigns} on ${campaigns.id} = ${deliverables.campaignId} join ${creators} on ${creators.id} = ${deliverables.creatorId}
    where ${deliverables.id} = any(${wanted}::int[])`,
};

/** The labels of the records these links name, in one query whatever their number and kinds. */
async function linkLabels(db: Executor, links: readonly { kind: TaskLinkKind; id: number }[]): Promise<Map<string, string>> {
  const kinds = [...new Set(links.map((link) => link.kind))];
  if (kinds.length === 0) return new Map();
  const result = (await db.execute(sql.join(kinds.map((kind) => sql`(${LABELS[kind](ids(links, kind))})`), sql` union all `))) as unknown as {
    rows: { kind: string; id: number | string; label: string }[];
  };
  return new Map(result.rows.map((row) => [`${row.kind}:${Number(row.id)}`, row.label]));
}

const linkOf = (row: TaskRow) => (row.linkKind !== null && row.linkId !== null ? { kind: row.linkKind as TaskLinkKind, id: row.linkId } : null);

/** The people and link labels of these tasks, in two reads whatever their number. */
async function viewsOf(db: Executor, rows: readonly TaskRow[]): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const links = rows.flatMap((row) => linkOf(row) ?? []);
  const [people, labels] = await readTogether(db, [
    () => usersRepository.peopleByIds(db, rows.flatMap((row) => [row.assigneeId, row.doneBy, row.createdBy].filter((id): id is number => id !== null))),
    () => linkLabels(db, links),
  ] as const);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return rows.map((row) => {
    const link = linkOf(row);
    return {
      row,
      assignee: person(row.assigneeId),
      doneBy: person(row.doneBy),
      createdBy: person(row.createdBy),
      link: link ? { ...link, label: labels.get(`${link.kind}:${link.id}`) ?? '' } : null,
    };
  });
}

/** Whether a record a task may be linked to exists (and, where records are archived, is not). */
const LINKABLE: Record<TaskLinkKind, (id: number) => SQL> = {
  sponsor: (id) => sql`select 1 from ${sponsors} where ${sponsors.id} = ${id} and ${sponsors.archivedAt} is null`,
  creator: (id) => sql`select 1 from ${creators} where ${creators.id} = ${id} and ${creators.archivedAt} is null`,
  campaign: (id) => sql`select 1 from ${campaigns} where ${campaigns.id} = ${id} and ${campaigns.archivedAt} is null`,
  deal: (id) => sql`select 1 from ${deals} where ${deals.id} = ${id}`,
  deliverable: (id) => sql`select 1 from ${deliverables} where ${deliverables.id} = ${id}`,
};

export const tasksRepository = {
  async list(db: Executor, filter: TaskListFilter, sort: ListSort<TaskListSortColumn>, pageRequest: PageRequest): Promise<{ views: TaskView[]; total: number }> {
    const where = matchingTasks(filter);
    const [counted] = await db.select({ total: count() }).from(tasks).where(where);
    const total = counted?.total ?? 0;
    const page = pageSelection(db, TASK_LIST, { where, sort, page: pageRequest, total });
    const rows = page ? await db.select().from(tasks).where(sql`${tasks.id} in ${page.ids}`).orderBy(...page.order) : [];
    return { views: await viewsOf(db, rows), total };
  },

  async findById(db: Executor, id: number): Promise<TaskRow | undefined> {
    const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
    return row;
  },

  async viewOf(db: Executor, row: TaskRow): Promise<TaskView> {
    const [view] = await viewsOf(db, [row]);
    return view!;
  },

  async insert(db: Executor, values: TaskValues & { title: string; dueOn: string }): Promise<TaskRow> {
    const [row] = await db.insert(tasks).values(values).returning();
    return row!;
  },

  /**
   * Applies the change only if the task is still at `version` and, when `state` says so, still
   * open or done: undefined when someone saved in between (or the state had already changed).
   */
  async updateIfVersion(db: Executor, id: number, version: number, values: TaskValues, state?: 'open' | 'done'): Promise<TaskRow | undefined> {
    const [row] = await db
      .update(tasks)
      .set({ ...values, version: sql`${tasks.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, id), eq(tasks.version, version), state === 'open' ? isNull(tasks.doneAt) : state === 'done' ? isNotNull(tasks.doneAt) : undefined))
      .returning();
    return row;
  },

  async isLinkable(db: Executor, kind: TaskLinkKind, id: number): Promise<boolean> {
    const result = (await db.execute(LINKABLE[kind](id))) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  },
};
