/** The activity log: every audited action, its list and its CSV export (paths /api/logs/…, page /admin/advanced-options). */
export { createActivityLogService, subjectOf, type ActivityLogService, type ActivityLogSubject, type AuditNote } from './activity-log-service';
export { activityLogHandlers } from './activity-log-handlers';
export { changesBetween } from './changes';
