import { sql, type SQL } from 'drizzle-orm';
import type { NotificationSubjectKind, ReminderAudience, ReminderDateKind } from '../../../contract';
import { campaigns, deliverableDuePending, deliverables } from '../campaigns/tables';
import { creators, representationEnd } from '../creators/tables';
import { tasks } from '../tasks/tables';

/** Which records of a date kind to read: those whose date is in a range of days, or one record at its date. */
export type SubjectFilter = { from: string; to: string } | { id: number; dueOn: string };

/**
 * The records a date kind is about, while their date is still to be met, each with its date, its
 * name, where it leads, and its people by audience. Every kind is read along the index of its date
 * among the open records (the partial indexes of deliverables and tasks).
 */
export interface SubjectSource {
  kind: NotificationSubjectKind;
  /** select subject_id, due_on, label, link (jsonb), and a column per audience member it has. */
  select(filter: SubjectFilter): SQL;
  people: Partial<Record<ReminderAudience, readonly string[]>>;
}

function matching(due: SQL, id: SQL, filter: SubjectFilter): SQL {
  return 'from' in filter ? sql`${due} between ${filter.from}::date and ${filter.to}::date` : sql`${id} = ${filter.id} and ${due} = ${filter.dueOn}::date`;
}

function deliverableDue(dateKind: 'draft_due' | 'publish_due'): SubjectSource {
  const due = dateKind === 'draft_due' ? sql`${deliverables.draftDueOn}` : sql`${deliverables.publishDueOn}`;
  return {
    kind: 'deliverable',
    select: (filter) => sql`
      select ${deliverables.id} as subject_id, ${due} as due_on, ${campaigns.name} || ' – ' || ${creators.stageName} as label,
        jsonb_build_object('campaign_id', ${campaigns.id}, 'deal_id', ${deliverables.dealId}) as link,
        ${campaigns.ownerId} as owner_id, ${creators.primaryManagerId} as primary_manager_id, ${creators.secondaryManagerId} as secondary_manager_id,
        ${creators.portalUserId} as portal_user_id
      from ${deliverables}
      join ${campaigns} on ${campaigns.id} = ${deliverables.campaignId}
      join ${creators} on ${creators.id} = ${deliverables.creatorId}
      where ${matching(due, sql`${deliverables.id}`, filter)} and ${deliverableDuePending[dateKind]} and ${campaigns.archivedAt} is null`,
    people: { owner: ['owner_id'], managers: ['primary_manager_id', 'secondary_manager_id'], creator: ['portal_user_id'] },
  };
}

export const SUBJECT_SOURCES: Record<ReminderDateKind, SubjectSource> = {
  draft_due: deliverableDue('draft_due'),
  publish_due: deliverableDue('publish_due'),
  campaign_end: {
    kind: 'campaign',
    select: (filter) => sql`
      select ${campaigns.id} as subject_id, ${campaigns.endsOn} as due_on, ${campaigns.name} as label, jsonb_build_object('campaign_id', ${campaigns.id}) as link,
        ${campaigns.ownerId} as owner_id
      from ${campaigns}
      where ${matching(sql`${campaigns.endsOn}`, sql`${campaigns.id}`, filter)} and ${campaigns.status} not in ('completed', 'cancelled') and ${campaigns.archivedAt} is null`,
    people: { owner: ['owner_id'] },
  },
  representation_end: {
    kind: 'creator',
    select: (filter) => sql`
      select ${creators.id} as subject_id, ${representationEnd} as due_on, ${creators.stageName} as label, jsonb_build_object('creator_id', ${creators.id}) as link,
        ${creators.primaryManagerId} as primary_manager_id, ${creators.secondaryManagerId} as secondary_manager_id, ${creators.portalUserId} as portal_user_id
      from ${creators}
      where ${matching(representationEnd, sql`${creators.id}`, filter)} and ${creators.status} <> 'offboarded' and ${creators.archivedAt} is null`,
    people: { managers: ['primary_manager_id', 'secondary_manager_id'], creator: ['portal_user_id'] },
  },
  task_due: {
    kind: 'task',
    select: (filter) => sql`
      select ${tasks.id} as subject_id, ${tasks.dueOn} as due_on, ${tasks.title} as label, jsonb_build_object('task_id', ${tasks.id}) as link,
        ${tasks.assigneeId} as assignee_id
      from ${tasks}
      where ${matching(sql`${tasks.dueOn}`, sql`${tasks.id}`, filter)} and ${tasks.doneAt} is null and ${tasks.archivedAt} is null`,
    people: { assignee: ['assignee_id'] },
  },
};

/** The columns of a source's people that a rule's audience names. */
export function audienceColumns(source: SubjectSource, audience: readonly ReminderAudience[]): string[] {
  return [...new Set(audience.flatMap((member) => source.people[member] ?? []))];
}
