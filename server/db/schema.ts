/**
 * The whole database schema, for drizzle (typed queries) and drizzle-kit (migrations): each
 * module owns its tables in its tables.ts; platform tables live beside their platform code.
 * This file only gathers them.
 */
export * from '../modules/users/tables';
export * from '../modules/account/tables';
export * from '../modules/auth/tables';
export * from '../modules/invitations/tables';
export * from '../modules/activity-log/tables';
export * from '../modules/sponsors/tables';
export * from '../modules/saved-views/tables';
export * from '../modules/creators/tables';
export * from '../security/tables';
export * from '../modules/imports/tables';
export * from '../modules/campaigns/tables';
export * from '../modules/tasks/tables';
export * from '../modules/reminders/tables';
export * from '../modules/notifications/tables';
