/** The contract's public entry: the root router, every domain and the shared platform parts. */
export * from './platform';
export * from './auth';
export * from './account';
export * from './users';
export * from './invitations';
export * from './activity-log';
export * from './jobs';
export * from './sponsors';
export * from './saved-views';
export * from './creators';
export * from './imports';
export * from './campaigns';
export * from './deadlines';
export * from './tasks';
export * from './reminders';
export * from './notifications';
export * from './router';
