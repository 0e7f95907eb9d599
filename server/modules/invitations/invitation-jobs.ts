import { z } from 'zod';
import { INVITATION_TTL_DAYS, LANGUAGES, type Role } from '../../../contract';
import type { Database } from '../../db/database';
import { jobKind, type JobQueue } from '../../jobs';
import type { Logger } from '../../logger';
import { invitationMail } from '../../mail/invitation-mail';
import type { Mailer } from '../../mail/mailer';
import type { SecretKeys } from '../../security/keys';
import { hashToken, unseal } from '../../security/tokens';
import { invitationsRepository } from './invitations-repository';

/**
 * The e-mail of one invitation link. The link's token is sealed with the application's key
 * (AES-GCM): the jobs table never holds a working link in clear.
 */
export const invitationMailJob = jobKind(
  'invitation-mail',
  z.object({ invitation: z.string().uuid(), sealedToken: z.string().min(1), origin: z.string().url(), language: z.enum(LANGUAGES) }),
);

/** Hourly, once for all processes: open invitations past their expiry are closed (they still read as expired). */
export const expireInvitationsJob = jobKind('expire-invitations', z.object({}), { schedule: '27 * * * *' });

export function acceptUrl(origin: string, token: string): string {
  return new URL(`/invite/${encodeURIComponent(token)}`, origin).toString();
}

export function registerInvitationJobs(jobs: JobQueue, deps: { db: Database; keys: SecretKeys; mailer: Mailer | null; logger: Logger }): void {
  const { db, keys, mailer, logger } = deps;

  jobs.handle(invitationMailJob, async (payload, job) => {
    if (!mailer) throw new Error('No mail server is configured (SMTP_URL)');
    const token = unseal(keys.sealing, payload.sealedToken);
    if (token === null) {
      // Sealed with another secret: this link cannot be mailed any more; a resend makes a new one.
      logger.warn({ job: job.id, invitation: payload.invitation }, 'invitation mail skipped: its link cannot be read with the current secret');
      return;
    }
    const row = await invitationsRepository.findById(db, payload.invitation);
    // Resent (another link), revoked, used or expired meanwhile: this link no longer works, so it is not mailed.
    if (!row || row.acceptedAt || row.revokedAt || row.tokenHash !== hashToken(token) || row.expiresAt.getTime() <= Date.now()) {
      logger.info({ job: job.id, invitation: payload.invitation }, 'invitation mail skipped: the link no longer works');
      return;
    }
    await mailer.send(
      invitationMail({
        to: row.email,
        inviter: row.inviterUsername ?? '',
        role: row.role as Role,
        acceptUrl: acceptUrl(payload.origin, token),
        days: INVITATION_TTL_DAYS,
        language: payload.language,
      }),
    );
  });

  jobs.handle(expireInvitationsJob, async () => {
    await invitationsRepository.closeAllExpired(db);
  });
}
