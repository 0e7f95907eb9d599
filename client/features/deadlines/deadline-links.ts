import type { Deadline } from '../../../contract';

/** Where a deadline's record is worked on: the campaign's deliverables, the campaign, or the creator; a task opens in place (null). */
export function deadlineHref(deadline: Deadline): string | null {
  switch (deadline.record.kind) {
    case 'deliverable':
      return `/campagne/${deadline.campaign?.id ?? 0}?tab=deliverables`;
    case 'campaign':
      return `/campagne/${deadline.record.id}`;
    case 'creator':
      return `/creatori/${deadline.record.id}`;
    case 'task':
      return null;
  }
}

/** Whether staff can move this date from the deadlines (a representation's end follows its start and months). */
export function isMovable(deadline: Deadline): boolean {
  return !deadline.done && deadline.record.kind !== 'creator';
}
