import { DEADLINE_TYPES, DEADLINES_PAGE_SIZE, PERMISSIONS, can, deadlineCursorText, type Deadline, type DeadlineList, type DeadlineQuery, type DeadlineType } from '../../../contract';
import { dayIn, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { permissionActor, type RequestContext } from '../../context';
import { forbidden, notSignedIn } from '../../http/api-error';
import { deadlinesRepository, type DeadlineRow } from './deadlines-repository';

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const RECORD_KINDS: Record<DeadlineType, Deadline['record']['kind']> = {
  draft_due: 'deliverable',
  publish_due: 'deliverable',
  campaign_end: 'campaign',
  representation_end: 'creator',
  task_due: 'task',
};

function toDeadline(row: DeadlineRow, today: string): Deadline {
  const kind = RECORD_KINDS[row.type];
  const title = kind === 'task' ? (row.task_title ?? '') : kind === 'campaign' ? (row.campaign_name ?? '') : (row.creator_name ?? '');
  return {
    key: `${row.type}:${row.record_id}`,
    type: row.type,
    due_on: row.due_on,
    title,
    content: kind === 'deliverable' ? ({ platform: row.platform, type: row.content_type } as Deadline['content']) : null,
    record: { kind, id: row.record_id, version: row.version, status: row.status },
    campaign: ref(row.campaign_id, row.campaign_name),
    sponsor: ref(row.sponsor_id, row.sponsor_name),
    creator: ref(row.creator_id, row.creator_name),
    priority: row.priority as Deadline['priority'],
    assignee: ref(row.assignee_id, row.assignee_name),
    done: !row.open,
    overdue: row.open && row.due_on < today,
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;

/** Every date that matters, read from where it lives (deliverables, campaigns, creators, tasks); overdue by the agency's today. */
export function createDeadlinesService(deps: { db: Database; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  return {
    async list(context: RequestContext, query: DeadlineQuery): Promise<DeadlineList> {
      if (!context.actor) throw notSignedIn();
      // Every campaign's dates: a creator, who may read only their own campaigns, sees theirs in their own area.
      if (!can(permissionActor(context.actor), 'read:campaign', { owner_id: null })) throw forbidden(PERMISSIONS['read:campaign']);
      const today = dayIn(clock.now(), timeZone);
      const rows = await deadlinesRepository.list(
        db,
        {
          from: query.from,
          to: query.to,
          types: query.types && query.types.length > 0 ? query.types : DEADLINE_TYPES,
          open: query.open === 'true',
          mineOf: query.mine === 'true' ? context.actor.userId : undefined,
          campaignId: query.campaign_id,
          sponsorId: query.sponsor_id,
          creatorId: query.creator_id,
          after: query.after,
        },
        DEADLINES_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, DEADLINES_PAGE_SIZE);
      const last = page.at(-1);
      return {
        today,
        deadlines: page.map((row) => toDeadline(row, today)),
        next: rows.length > DEADLINES_PAGE_SIZE && last ? deadlineCursorText({ due_on: last.due_on, type: last.type, record_id: last.record_id }) : null,
      };
    },
  };
}
