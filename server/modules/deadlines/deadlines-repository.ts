import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DeadlineCursor, DeadlineType } from '../../../contract';
import type { Executor } from '../../db/database';
import { campaigns, deliverableDuePending, deliverables } from '../campaigns/tables';
import { creators, representationEnd } from '../creators/tables';
import { sponsors } from '../sponsors/tables';
import { tasks } from '../tasks/tables';
import { users } from '../users/tables';

export interface DeadlineFilter {
  from: string;
  to: string;
  types: readonly DeadlineType[];
  open: boolean;
  /** Only the campaigns this user owns, the creators they manage and the tasks assigned to them. */
  mineOf?: number | undefined;
  campaignId?: number | undefined;
  sponsorId?: number | undefined;
  creatorId?: number | undefined;
  /** Only the deadlines after this one, in the list's order (day, type, record). */
  after?: DeadlineCursor | undefined;
}

/** A deadline as read: its date, its record, and the names it shows. */
export interface DeadlineRow {
  type: DeadlineType;
  record_id: number;
  version: number;
  status: string;
  due_on: string;
  platform: string | null;
  content_type: string | null;
  campaign_id: number | null;
  campaign_name: string | null;
  sponsor_id: number | null;
  sponsor_name: string | null;
  creator_id: number | null;
  creator_name: string | null;
  /** A task's title, priority and assignee. */
  task_title: string | null;
  priority: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  open: boolean;
}

/**
 * The part of one type's dates that comes after the cursor in the order (day, type, record): all of
 * a later type's on the cursor's day, only the later records of its own type, none of an earlier
 * type's. Each stays a range on the type's (date, id) index.
 */
function afterCursor(type: DeadlineType, due: SQL | AnyColumn, id: AnyColumn, after: DeadlineCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  if (type > after.type) return sql`${due} >= ${after.due_on}`;
  if (type < after.type) return sql`${due} > ${after.due_on}`;
  return sql`(${due}, ${id}) > (${after.due_on}::date, ${after.record_id})`;
}

const all = (parts: (SQL | undefined)[]) => sql.join(parts.filter((part): part is SQL => part !== undefined), sql` and `);

/** The task columns of a date that is not a task's. */
const noTask = sql`null::text as task_title, null::text as priority, null::integer as assignee_id, null::text as assignee_name`;

function deliverableDues(type: 'draft_due' | 'publish_due', filter: DeadlineFilter, limit: number): SQL {
  const due = type === 'draft_due' ? deliverables.draftDueOn : deliverables.publishDueOn;
  const open = deliverableDuePending[type];
  const where = all([
    sql`${due} between ${filter.from} and ${filter.to}`,
    afterCursor(type, due, deliverables.id, filter.after),
    sql`${campaigns.archivedAt} is null`,
    filter.open ? open : undefined,
    filter.campaignId !== undefined ? sql`${deliverables.campaignId} = ${filter.campaignId}` : undefined,
    filter.sponsorId !== undefined ? sql`${campaigns.sponsorId} = ${filter.sponsorId}` : undefined,
    filter.creatorId !== undefined ? sql`${deliverables.creatorId} = ${filter.creatorId}` : undefined,
    filter.mineOf !== undefined
      ? sql`(${campaigns.ownerId} = ${filter.mineOf} or ${creators.primaryManagerId} = ${filter.mineOf} or ${creators.secondaryManagerId} = ${filter.mineOf})`
      : undefined,
  ]);
  return sql`
    select ${type}::text as type, ${deliverables.id} as record_id, ${deliverables.version} as version, ${deliverables.status} as status, ${due} as due_day,
      ${deliverables.platform} as platform, ${deliverables.type} as content_type,
      ${campaigns.id} as campaign_id, ${campaigns.name} as campaign_name, ${sponsors.id} as sponsor_id, ${sponsors.displayName} as sponsor_name,
      ${creators.id} as creator_id, ${creators.stageName} as creator_name, ${noTask}, ${open} as open
    from ${deliverables}
    join ${campaigns} on ${campaigns.id} = ${deliverables.campaignId}
    join ${sponsors} on ${sponsors.id} = ${campaigns.sponsorId}
    join ${creators} on ${creators.id} = ${deliverables.creatorId}
    where ${where}
    order by ${due}, ${deliverables.id}
    limit ${limit}`;
}

function campaignEnds(filter: DeadlineFilter, limit: number): SQL {
  const open = sql`${campaigns.status} not in ('completed', 'cancelled')`;
  const where = all([
    sql`${campaigns.endsOn} between ${filter.from} and ${filter.to}`,
    afterCursor('campaign_end', campaigns.endsOn, campaigns.id, filter.after),
    sql`${campaigns.archivedAt} is null`,
    filter.open ? open : undefined,
    filter.campaignId !== undefined ? sql`${campaigns.id} = ${filter.campaignId}` : undefined,
    filter.sponsorId !== undefined ? sql`${campaigns.sponsorId} = ${filter.sponsorId}` : undefined,
    filter.creatorId !== undefined ? sql`exists (select 1 from deals where deals.campaign_id = ${campaigns.id} and deals.creator_id = ${filter.creatorId})` : undefined,
    filter.mineOf !== undefined ? sql`${campaigns.ownerId} = ${filter.mineOf}` : undefined,
  ]);
  return sql`
    select 'campaign_end'::text as type, ${campaigns.id} as record_id, ${campaigns.version} as version, ${campaigns.status} as status, ${campaigns.endsOn} as due_day,
      null::text as platform, null::text as content_type, ${campaigns.id} as campaign_id, ${campaigns.name} as campaign_name,
      ${sponsors.id} as sponsor_id, ${sponsors.displayName} as sponsor_name, null::integer as creator_id, null::text as creator_name, ${noTask}, ${open} as open
    from ${campaigns}
    join ${sponsors} on ${sponsors.id} = ${campaigns.sponsorId}
    where ${where}
    order by ${campaigns.endsOn}, ${campaigns.id}
    limit ${limit}`;
}

function representationEnds(filter: DeadlineFilter, limit: number): SQL | undefined {
  // A representation belongs to no campaign or sponsor: a filter by one leaves it out.
  if (filter.campaignId !== undefined || filter.sponsorId !== undefined) return undefined;
  const open = sql`${creators.status} <> 'offboarded'`;
  const where = all([
    sql`${representationEnd} between ${filter.from} and ${filter.to}`,
    afterCursor('representation_end', representationEnd, creators.id, filter.after),
    sql`${creators.archivedAt} is null`,
    filter.open ? open : undefined,
    filter.creatorId !== undefined ? sql`${creators.id} = ${filter.creatorId}` : undefined,
    filter.mineOf !== undefined ? sql`(${creators.primaryManagerId} = ${filter.mineOf} or ${creators.secondaryManagerId} = ${filter.mineOf})` : undefined,
  ]);
  return sql`
    select 'representation_end'::text as type, ${creators.id} as record_id, ${creators.version} as version, ${creators.status} as status, ${representationEnd} as due_day,
      null::text as platform, null::text as content_type, null::integer as campaign_id, null::text as campaign_name, null::integer as sponsor_id, null::text as sponsor_name,
      ${creators.id} as creator_id, ${creators.stageName} as creator_name, ${noTask}, ${open} as open
    from ${creators}
    where ${where}
    order by ${representationEnd}, ${creators.id}
    limit ${limit}`;
}

/**
 * Tasks due in the range; a campaign, sponsor or creator filter keeps the tasks linked to that
 * record, whose name they then show. Open tasks are read along tasks_open_due_idx, all along tasks_due_idx.
 */
function taskDues(filter: DeadlineFilter, limit: number): SQL {
  const open = sql`${tasks.doneAt} is null`;
  const linkedTo = (kind: 'campaign' | 'sponsor' | 'creator', id: number) => sql`${tasks.linkKind} = ${kind} and ${tasks.linkId} = ${id}`;
  const where = all([
    sql`${tasks.dueOn} between ${filter.from} and ${filter.to}`,
    afterCursor('task_due', tasks.dueOn, tasks.id, filter.after),
    sql`${tasks.archivedAt} is null`,
    filter.open ? open : undefined,
    filter.campaignId !== undefined ? linkedTo('campaign', filter.campaignId) : undefined,
    filter.sponsorId !== undefined ? linkedTo('sponsor', filter.sponsorId) : undefined,
    filter.creatorId !== undefined ? linkedTo('creator', filter.creatorId) : undefined,
    filter.mineOf !== undefined ? sql`${tasks.assigneeId} = ${filter.mineOf}` : undefined,
  ]);
  return sql`
    select 'task_due'::text as type, ${tasks.id} as record_id, ${tasks.version} as version, case when ${open} then 'open' else 'done' end as status, ${tasks.dueOn} as due_day,
      null::text as platform, null::text as content_type, ${campaigns.id} as campaign_id, ${campaigns.name} as campaign_name, ${sponsors.id} as sponsor_id, ${sponsors.displayName} as sponsor_name,
      ${creators.id} as creator_id, ${creators.stageName} as creator_name,
      ${tasks.title} as task_title, ${tasks.priority} as priority, ${tasks.assigneeId} as assignee_id, ${users.username} as assignee_name, ${open} as open
    from ${tasks}
    left join ${users} on ${users.id} = ${tasks.assigneeId}
    left join ${campaigns} on ${tasks.linkKind} = 'campaign' and ${campaigns.id} = ${tasks.linkId}
    left join ${sponsors} on ${tasks.linkKind} = 'sponsor' and ${sponsors.id} = ${tasks.linkId}
    left join ${creators} on ${tasks.linkKind} = 'creator' and ${creators.id} = ${tasks.linkId}
    where ${where}
    order by ${tasks.dueOn}, ${tasks.id}
    limit ${limit}`;
}

export const deadlinesRepository = {
  /**
   * The deadlines the filter asks for, the earliest first (after the filter's cursor), at most
   * `limit`. Each kind is read in the order of its date's index and stops at `limit`, so a busy
   * month costs what a quiet one does, and so does its last page.
   */
  async list(db: Executor, filter: DeadlineFilter, limit: number): Promise<DeadlineRow[]> {
    const parts = filter.types.flatMap((type) => {
      if (type === 'draft_due' || type === 'publish_due') return [deliverableDues(type, filter, limit)];
      if (type === 'campaign_end') return [campaignEnds(filter, limit)];
      if (type === 'task_due') return [taskDues(filter, limit)];
      const part = representationEnds(filter, limit);
      return part ? [part] : [];
    });
    if (parts.length === 0) return [];
    const result = (await db.execute(sql`
      select type, record_id, version, status, due_day::text as due_on, platform, content_type, campaign_id, campaign_name, sponsor_id, sponsor_name, creator_id, creator_name,
        task_title, priority, assignee_id, assignee_name, open
      from (${sql.join(
        parts.map((part) => sql`(${part})`),
        sql` union all `,
      )}) as deadlines
      order by due_day, type collate "C", record_id
      limit ${limit}`)) as unknown as { rows: DeadlineRow[] };
    return result.rows.map((row) => ({ ...row, record_id: Number(row.record_id), version: Number(row.version) }));
  },
};
