import type { Notification, NotificationSubjectKind, Role } from '../../../contract';
import { notificationTarget } from './notification-target';
import type { NotificationRow } from './notifications-repository';

export function toNotification(row: NotificationRow, role: Role): Notification {
  const { params } = row;
  const subjectKind = row.subjectKind as NotificationSubjectKind;
  return {
    notification_id: row.id,
    kind: row.kind as Notification['kind'],
    subject: { kind: subjectKind, id: row.subjectId },
    date_kind: (params.date_kind as Notification['date_kind'] | undefined) ?? null,
    offset_days: params.offset_days ?? null,
    due_on: row.dueOn,
    label: params.label ?? '',
    target: notificationTarget(subjectKind, params, role),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
