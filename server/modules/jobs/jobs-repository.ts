import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { JOBS_SCHEMA } from '../../jobs';

export interface JobKindFailureRow {
  kind: string;
  failed: number;
  retrying: number;
  lastError: string | null;
  lastErrorAt: Date | null;
}

const schema = sql.raw(JOBS_SCHEMA);

/** The message of a failed job's output: an error's, a time-out's, or a plain value. */
const errorMessage = sql`coalesce(output->>'message', output->'value'->>'message', output->>'value')`;

export const jobsRepository = {
  /** Every job kind with its failures: running and archived jobs (kept a week) together. */
  async failuresByKind(db: Executor): Promise<JobKindFailureRow[]> {
    const result = await db.execute(sql`
      with jobs as (
        select name, state, output, completed_on, started_on, created_on from ${schema}.job where state in ('failed', 'retry')
        union all
        select name, state, output, completed_on, started_on, created_on from ${schema}.archive where state = 'failed'
      ),
      latest as (
        select distinct on (name) name, ${errorMessage} as message, coalesce(completed_on, started_on, created_on) as at
        from jobs
        order by name, coalesce(completed_on, started_on, created_on) desc
      )
      select q.name as kind,
        (select count(*) from jobs where jobs.name = q.name and jobs.state = 'failed')::int as failed,
        (select count(*) from jobs where jobs.name = q.name and jobs.state = 'retry')::int as retrying,
        latest.message as last_error,
        latest.at as last_error_at
      from ${schema}.queue q
      left join latest on latest.name = q.name
      where q.name not like '\\_\\_%'
      order by q.name`);
    const rows = (result as unknown as { rows: { kind: string; failed: number; retrying: number; last_error: string | null; last_error_at: string | Date | null }[] }).rows;
    return rows.map((row) => ({
      kind: row.kind,
      failed: Number(row.failed),
      retrying: Number(row.retrying),
      lastError: row.last_error,
      lastErrorAt: row.last_error_at === null ? null : new Date(row.last_error_at),
    }));
  },
};
