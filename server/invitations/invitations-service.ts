import { randomUUID } from 'node:crypto';
import {
  canCreateRole,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  type Language,
  type Role,
} from '../../contract';
import type { AuthService, IssuedSession } from '../auth/auth-service';
import type { RequestContext } from '../context';
import type { Database, Executor } from '../db/database';
import { ApiError, conflict, forbidden, notFound, notSignedIn, type FieldError } from '../http/api-error';
import type { Logger } from '../logger';
import type { AuditService } from '../logs/audit-service';
import { invitationMail } from '../mail/invitation-mail';
import type { Mailer } from '../mail/mailer';
import { hashToken, randomToken } from '../security/tokens';
import { preferencesRepository } from '../users/preferences-repository';
import { requireStaff, type UsersService } from '../users/users-service';
import type { UserRow } from '../users/users-repository';
import { usersRepository } from '../users/users-repository';
import { invitationsRepository, type InvitationRow, type InvitationWithInviter } from './invitations-repository';

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

function acceptUrl(origin: string, token: string): string {
  return new URL(`/invite/${encodeURIComponent(token)}`, origin).toString();
}

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
  if (!inviter || !inviter.isActive || !canCreateRole(inviter.role as Role, row.role as Role)) throw invitationRevoked();
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
  audit: AuditService;
  auth: AuthService;
  users: UsersService;
  mailer: Mailer | null;
  logger: Logger;
}) {
  const { db, audit, auth, users, mailer, logger } = deps;

  /** Mails the link when a mail server is configured; otherwise (or if sending fails) returns it for the inviter. */
  async function deliver(row: InvitationWithInviter, token: string, origin: string, inviterLanguage: Language): Promise<Invitation> {
    const link = acceptUrl(origin, token);
    if (!mailer) return toInvitation(row, link);
    try {
      await mailer.send(
        invitationMail({ to: row.email, inviter: row.inviterUsername ?? '', role: row.role as Role, acceptUrl: link, days: INVITATION_TTL_DAYS, language: inviterLanguage }),
      );
      return toInvitation(row);
    } catch (error) {
      logger.error({ err: error, invitationId: row.id }, 'invitation e-mail could not be sent; the link is returned instead');
      return toInvitation(row, link);
    }
  }

  async function languageOf(userId: number): Promise<Language> {
    return ((await preferencesRepository.find(db, userId))?.language as Language | undefined) ?? 'en';
  }

  async function findManageable(context: RequestContext, id: string) {
    const actor = context.actor;
    if (!actor) throw notSignedIn();
    requireStaff(actor);
    const row = await invitationsRepository.findById(db, id);
    if (!row || row.acceptedAt || row.revokedAt) throw notFound('Invitation not found or no longer pending');
    if (!canCreateRole(actor.role, row.role as Role)) throw forbidden(`Your role cannot manage invitations for the role ${row.role}`);
    return row;
  }

  return {
    /** All addresses or none: any that belongs to a user or has a pending invitation is a 409 for its row. */
    async create(context: RequestContext, input: { emails: string[]; role: Role }, origin: string): Promise<{ invitations: Invitation[] }> {
      return audit.audited(context, 'invitation_sent', 201, async (actor) => {
        requireStaff(actor);
        if (!canCreateRole(actor.role, input.role)) throw forbidden(`Your role cannot invite users with the role ${input.role}`);
        const open = await invitationsRepository.findOpenByEmails(db, input.emails);
        const pending = new Set(open.filter((row) => row.expiresAt.getTime() > Date.now()).map((row) => row.email.toLowerCase()));
        const errors: FieldError[] = [];
        for (const [index, email] of input.emails.entries()) {
          if (await usersRepository.findByEmail(db, email)) errors.push(rowConflict(index, 'user_exists'));
          else if (pending.has(email.toLowerCase())) errors.push(rowConflict(index, 'invitation_pending'));
        }
        if (errors.length) throw invitationConflict(errors);

        const tokens = new Map<string, string>();
        const rows = await db.transaction(async (tx) => {
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
          return created;
        });
        const language = await languageOf(actor.userId);
        const delivered = [];
        for (const row of rows) {
          delivered.push(await deliver({ ...row, inviterUsername: actor.username }, tokens.get(row.id)!, origin, language));
        }
        return { invitations: delivered };
      });
    },

    async list(context: RequestContext): Promise<{ invitations: Invitation[] }> {
      if (!context.actor) throw notSignedIn();
      requireStaff(context.actor);
      const rows = await invitationsRepository.listPending(db);
      return { invitations: rows.map((row) => toInvitation(row)) };
    },

    /** A new link and a new expiry; the old link stops working. */
    async resend(context: RequestContext, id: string, origin: string): Promise<Invitation> {
      return audit.audited(context, 'invitation_sent', 200, async (actor) => {
        const row = await findManageable(context, id);
        const token = randomToken();
        const updated = await invitationsRepository.update(db, row.id, { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) });
        if (!updated) throw notFound('Invitation not found or no longer pending');
        return deliver({ ...updated, inviterUsername: row.inviterUsername }, token, origin, await languageOf(actor.userId));
      });
    },

    async revoke(context: RequestContext, id: string): Promise<void> {
      await audit.audited(context, 'invitation_revoked', 204, async () => {
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
      await audit.record({ userId: user.id, username: user.username, role: user.role as Role }, 'user_created', 201, address);
      return { user, session: await auth.startSession(user, true, address) };
    },
  };
}
