/** The database that seed:scale fills and bench:lists measures: its size and who signs in to it. */
export const SCALE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/agency_scale';
export const SCALE_USERS = 100_000;
export const SCALE_LOG_ROWS = 1_000_000;
export const SCALE_CREATORS = 100_000;
/** Ten monthly snapshots of each creator's account. */
export const SCALE_SNAPSHOTS = 1_000_000;
/** The sponsors the campaigns are for. */
export const SCALE_SPONSORS = 1_000;

/** A count from the environment (as seed:scale and bench:lists both read it), or its default. */
function countFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not ${text}`);
  return value;
}

export const SCALE_CAMPAIGNS = countFromEnv('SCALE_CAMPAIGNS', 5_000);
/** Deals of the scale creators in the campaigns, each creator at most once in a campaign. */
export const SCALE_DEALS = countFromEnv('SCALE_DEALS', 50_000);
/** Deliverables of those deals, and drafts of some of them (versions 1..n, at most one in review per deliverable). */
export const SCALE_DELIVERABLES = countFromEnv('SCALE_DELIVERABLES', 200_000);
export const SCALE_DRAFTS = countFromEnv('SCALE_DRAFTS', 20_000);
/** Tasks of the staff over three years (two back, one ahead), most of the past ones done. */
export const SCALE_TASKS = countFromEnv('SCALE_TASKS', 20_000);
export const SCALE_ADMIN = { username: 'scale_admin', email: 'scale_admin@example.com', password: 'Scale12345' };
