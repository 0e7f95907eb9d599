import { can, JOB_ERROR_MAX_LENGTH, PERMISSIONS, type JobFailures } from '../../../contract';
import { permissionActor, type RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { forbidden, notSignedIn } from '../../http/api-error';
import { jobsRepository } from './jobs-repository';

function shortened(message: string): string {
  return message.length > JOB_ERROR_MAX_LENGTH ? `${message.slice(0, JOB_ERROR_MAX_LENGTH - 1)}…` : message;
}

export type JobsService = ReturnType<typeof createJobsService>;

export function createJobsService(deps: { db: Database }) {
  return {
    /** Failed and retrying jobs per kind, for super admins and admins. */
    async failures(context: RequestContext): Promise<JobFailures> {
      if (!context.actor) throw notSignedIn();
      if (!can(permissionActor(context.actor), 'read:jobs')) throw forbidden(PERMISSIONS['read:jobs']);
      const rows = await jobsRepository.failuresByKind(deps.db);
      return {
        kinds: rows.map((row) => ({
          kind: row.kind,
          failed: row.failed,
          retrying: row.retrying,
          last_error: row.lastError === null ? null : shortened(row.lastError),
          last_error_at: row.lastErrorAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
