/** The database that seed:scale fills and bench:lists measures: its size and who signs in to it. */
export const SCALE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/agency_scale';
export const SCALE_USERS = 100_000;
export const SCALE_LOG_ROWS = 1_000_000;
export const SCALE_CREATORS = 100_000;
/** Ten monthly snapshots of each creator's account. */
export const SCALE_SNAPSHOTS = 1_000_000;
export const SCALE_ADMIN = { username: 'scale_admin', email: 'scale_admin@example.com', password: 'Scale12345' };
