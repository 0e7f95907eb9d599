import type { NotificationSubjectKind, NotificationTargetKind, Role } from '../../../contract';

/** Where a notification leads, as its params keep it (NotificationParams in tables.ts). */
export interface NotificationLink {
  campaign_id?: number;
  deal_id?: number;
  creator_id?: number;
  task_id?: number;
}
export interface NotificationTarget {
  kind: NotificationTargetKind;
  id: number;
}

const target = (kind: NotificationTargetKind, id: number | undefined): NotificationTarget | null => (id === undefined ? null : { kind, id });

/** The record a reader opens from a notification: a creator opens their own deal or profile, staff the campaign or the creator. */
export function notificationTarget(subjectKind: NotificationSubjectKind, link: NotificationLink, role: Role): NotificationTarget | null {
  const creator = role === 'creator';
  switch (subjectKind) {
    case 'deliverable':
      return creator ? target('deal', link.deal_id) : target('campaign', link.campaign_id);
    case 'campaign':
      return target('campaign', link.campaign_id);
    case 'creator':
      return target('creator', link.creator_id);
    case 'task':
      return target('task', link.task_id);
  }
}

/** The page of a target, as the client's routes name it. */
export function targetPath(target: NotificationTarget | null, role: Role): string {
  if (role === 'creator') return target?.kind === 'deal' ? `/creator/campagne/${target.id}` : '/creator';
  switch (target?.kind) {
    case 'campaign':
      return `/campagne/${target.id}`;
    case 'creator':
      return `/creatori/${target.id}`;
    default:
      return '/scadenze';
  }
}
