import { randomUUID } from 'node:crypto';
import {
  can,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  type Language,
  type Role,
} from '../../../contract';
import type { AuthService, IssuedSession } from '../auth';
import { permissionActor, type RequestContext } from '../../context';
import type { Database, Executor } from '../../db/database';
import { ApiError, conflict, forbidden, notFound, notSignedIn, type FieldError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { JobQueue } from '../../jobs';
import type { SecretKeys } from '../../security/keys';
import { hashToken, randomToken, seal } from '../../security/tokens';
import type { ActivityLogService } from '../activity-log';
import { preferencesRepository } from '../account';
import { usersRepository, type UserRow, type UsersService } from '../users';
import { acceptUrl, invitationMailJob } from './invitation-jobs';
import { invitationsRepository, type InvitationRow, type InvitationWithInviter } from './invitations-repository';

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

function toInvitation(row: InvitationWithInviter, link?: string): Invitation {
  return {
    invitation_id: row.id,
    email: row.email,
    role: row.role as Role,
    invited_by: row.invitedBy,
    invited_by_username: row.inviterUsername,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ...(link ? { accept_url: link } : {}),
  };
}

const invitationRevoked = () => new ApiError(410, 'invitation_revoked', 'This invitation has been revoked');
const invitationExpired = () => new ApiError(410, 'invitation_expired', 'This invitation has expired');

/**
 * 404 for an unknown link; 410 with the reason for one that no longer works. An invitation closed
 * after it had expired (superseded by a new one for the address) reads as expired, not revoked.
 */
function ensureUsable(row: InvitationRow | undefined): InvitationRow {
  if (!row) throw notFound('This invitation link is not valid');
  if (row.acceptedAt) throw new ApiError(410, 'invitation_used', 'This invitation has already been used');
  if (row.revokedAt && row.revokedAt < row.expiresAt) throw invitationRevoked();
  if (row.expiresAt.getTime() <= Date.now()) throw invitationExpired();
  if (row.revokedAt) throw invitationRevoked();
  return row;
}

/**
 * The invitation of a link, if it still works. It carries its inviter's authority, so it stops
 * working when the inviter may no longer grant its role. With `lock` (accepting), the invitation
 * and the inviter stay locked until the transaction ends: a concurrent deactivation or demotion
 * of the inviter waits, or wins.
 */
async function usableInvitation(db: Executor, token: string, lock: boolean): Promise<InvitationRow> {
  const row = ensureUsable(await invitationsRepository.findByTokenHash(db, hashToken(token), lock));
  const inviter = row.invitedBy === null ? undefined : await (lock ? usersRepository.findByIdForShare : usersRepository.findById)(db, row.invitedBy);
  if (!inviter || !inviter.isActive || !can({ user_id: inviter.id, role: inviter.role as Role }, 'create:invitation', { role: row.role as Role })) throw invitationRevoked();
  return row;
}

const rowConflict = (index: number, code: 'user_exists' | 'invitation_pending'): FieldError => ({
  field: `emails.${index}`,
  message: code === 'user_exists' ? 'A user with this e-mail already exists.' : 'This address already has a pending invitation.',
  code,
});
const invitationConflict = (errors: FieldError[]) => conflict('invitation_conflict', 'Some addresses cannot be invited', errors);

export type InvitationsService = ReturnType<typeof createInvitationsService>;

export function createInvitationsService(deps: {
  db: Database;
  activityLog: ActivityLogService;
  auth: AuthService;
  users: UsersService;
  /** Whether invitation links are mailed (a mail server is configured); otherwise they are returned to the inviter. */
  mails: boolean;
  jobs: JobQueue;
  keys: SecretKeys;
}) {
  const { db, activityLog, auth, users, jobs, keys } = deps;

  /**
   * With a mail server, stores the mail job of each link in the transaction that stores the links
   * (the mail is sent once the transaction has committed, retried while the mail server is away);
   * the answer then carries no link. Without one, the links are returned to the inviter.
   */
  async function queueMails(tx: Executor, rows: { row: InvitationRow; token: string }[], origin: string, language: Language): Promise<void> {
    if (!deps.mails) return;
    for (const { row, token } of rows) {
      await jobs.send(invitationMailJob, { invitation: row.id, sealedToken: seal(keys.sealing, token), origin, language }, { executor: tx });
    }
  }

  function answer(row: InvitationWithInviter, token: string, origin: string): Invitation {
    return deps.mails ? toInvitation(row) : toInvitation(row, acceptUrl(origin, token));
  }

  async function languageOf(userId: number): Promise<Language> {
    return ((await preferencesRepository.find(db, userId))?.language as Language | undefined) ?? 'en';
  }

  async function findManageable(context: RequestContext, id: string) {
    const actor = context.actor;
    if (!actor) throw notSignedIn();
    requirePermission(actor, 'update:invitation');
    const row = await invitationsRepository.findById(db, id);
    if (!row || row.acceptedAt || row.revokedAt) throw notFound('Invitation not found or no longer pending');
    if (!can(permissionActor(actor), 'update:invitation', { role: row.role as Role })) throw forbidden(`Your role cannot manage invitations for the role ${row.role}`);
    return row;
  }

  return {
    /** All addresses or none: any that belongs to a user or has a pending invitation is a 409 for its row. */
    async create(context: RequestContext, input: { emails: string[]; role: Role }, origin: string): Promise<{ invitations: Invitation[] }> {
      return activityLog.audited(context, 'invitation_sent', 201, async (actor) => {
        requirePermission(actor, 'create:invitation');
        if (!can(permissionActor(actor), 'create:invitation', { role: input.role })) throw forbidden(`Your role cannot invite users with the role ${input.role}`);
        const open = await invitationsRepository.findOpenByEmails(db, input.emails);
        const pending = new Set(open.filter((row) => row.expiresAt.getTime() > Date.now()).map((row) => row.email.toLowerCase()));
        const errors: FieldError[] = [];
        for (const [index, email] of input.emails.entries()) {
          if (await usersRepository.findByEmail(db, email)) errors.push(rowConflict(index, 'user_exists'));
          else if (pending.has(email.toLowerCase())) errors.push(rowConflict(index, 'invitation_pending'));
        }
        if (errors.length) throw invitationConflict(errors);

        const tokens = new Map<string, string>();
        const language = await languageOf(actor.userId);
        const rows = await jobs.transaction(db, async (tx) => {
          await invitationsRepository.closeExpired(tx, open.map((row) => row.id));
          const created: InvitationRow[] = [];
          for (const [index, email] of input.emails.entries()) {
            const token = randomToken();
            // The unique index on pending addresses decides between two inviters of one address at the same moment.
            const row = await invitationsRepository.insertPending(tx, {
              id: randomUUID(),
              email,
              role: input.role,
              tokenHash: hashToken(token),
              invitedBy: actor.userId,
              expiresAt: new Date(Date.now() + TTL_MS),
            });
            if (!row) throw invitationConflict([rowConflict(index, 'invitation_pending')]);
            tokens.set(row.id, token);
            created.push(row);
          }
          await queueMails(tx, created.map((row) => ({ row, token: tokens.get(row.id)! })), origin, language);
          return created;
        });
        return { invitations: rows.map((row) => answer({ ...row, inviterUsername: actor.username }, tokens.get(row.id)!, origin)) };
      });
    },

    async list(context: RequestContext): Promise<{ invitations: Invitation[] }> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:invitation');
      const rows = await invitationsRepository.listPending(db);
      return { invitations: rows.map((row) => toInvitation(row)) };
    },

    /** A new link and a new expiry; the old link stops working. */
    async resend(context: RequestContext, id: string, origin: string): Promise<Invitation> {
      return activityLog.audited(context, 'invitation_sent', 200, async (actor) => {
        const row = await findManageable(context, id);
        const token = randomToken();
        const language = await languageOf(actor.userId);
        const updated = await jobs.transaction(db, async (tx) => {
          const changed = await invitationsRepository.update(tx, row.id, { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) });
          if (!changed) throw notFound('Invitation not found or no longer pending');
          await queueMails(tx, [{ row: changed, token }], origin, language);
          return changed;
        });
        return answer({ ...updated, inviterUsername: row.inviterUsername }, token, origin);
      });
    },

    async revoke(context: RequestContext, id: string): Promise<void> {
      await activityLog.audited(context, 'invitation_revoked', 204, async () => {
        const row = await findManageable(context, id);
        await invitationsRepository.update(db, row.id, { revokedAt: new Date() });
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await usableInvitation(db, token, false);
      return { email: row.email, role: row.role as Role, expires_at: row.expiresAt.toISOString() };
    },

    /** Creates the invited account and signs it in; the link is used up. */
    async accept(input: { token: string; username: string; password: string }, address: string): Promise<{ user: UserRow; session: IssuedSession }> {
      const user = await db.transaction(async (tx) => {
        const row = await usableInvitation(tx, input.token, true);
        const created = await users.insertUser({ username: input.username, email: row.email, password: input.password, role: row.role as Role }, tx);
        await invitationsRepository.update(tx, row.id, { acceptedAt: new Date(), acceptedUserId: created.id });
        return created;
      });
      await activityLog.record({ userId: user.id, username: user.username, role: user.role as Role }, 'user_created', 201, address);
      return { user, session: await auth.startSession(user, true, address) };
    },
  };
}
