import { randomUUID } from 'node:crypto';
import type { Role } from '../../../contract';
import type { Config } from '../../config';
import type { Actor } from '../../context';
import type { Database, Executor } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { ActivityLogService } from '../activity-log';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import type { SecretKeys } from '../../security/keys';
import {
  createCsrfToken,
  createDeviceToken,
  deviceIdOf,
  hashToken,
  isCsrfTokenValid,
  randomToken,
  seal,
  signAccessToken,
  unseal,
  accessTokenVerifier,
} from '../../security/tokens';
import { usersRepository, type UserRow } from '../users';
import type { PasswordAttempts } from './password-attempts';
import { sessionsRepository, type RefreshTokenRow } from './sessions-repository';

/** Everything the HTTP layer needs to set the session cookies. */
export interface IssuedSession {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  csrfToken: string;
  rememberMe: boolean;
  /** When the refresh token stops being accepted. */
  sessionExpiresAt: Date;
  /** Set by a sign-in: the device cookie to keep (see createDeviceToken). */
  deviceToken?: string;
}

export interface LoginInput {
  identifier: string;
  password: string;
  remember_me?: boolean | undefined;
}

/** Tabs renewing within one grace window: a handful of rotations at most. */
const MAX_SUCCESSOR_CHAIN = 20;

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Invalid credentials');
const invalidRefresh = () => new ApiError(401, 'invalid_refresh_token', 'Session expired; sign in again');

function toActor(user: UserRow, sessionId: string, accessExpiresAt: number): Actor {
  return { userId: user.id, username: user.username, email: user.email, role: user.role as Role, sessionId, accessExpiresAt };
}

export function secondsUntil(epochSeconds: number): number {
  return Math.max(0, epochSeconds - Math.floor(Date.now() / 1000));
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Database; config: Config; keys: SecretKeys; activityLog: ActivityLogService; attempts: PasswordAttempts }) {
  const { db, config, keys, activityLog, attempts } = deps;
  const verifyAccess = accessTokenVerifier(keys.accessToken);

  function sessionLifetime(rememberMe: boolean): Date {
    const ms = rememberMe ? config.rememberMeDays * 86_400_000 : config.sessionMaxHours * 3_600_000;
    return new Date(Date.now() + ms);
  }

  async function issue(
    user: UserRow,
    session: { id: string; rememberMe: boolean; expiresAt: Date },
    refreshToken: string,
    csrfToken?: string,
  ): Promise<IssuedSession> {
    const access = await signAccessToken(keys.accessToken, user.id, session.id, config.accessTokenTtlSeconds);
    return {
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      refreshToken,
      csrfToken: csrfToken && isCsrfTokenValid(keys.csrf, session.id, csrfToken) ? csrfToken : createCsrfToken(keys.csrf, session.id),
      rememberMe: session.rememberMe,
      sessionExpiresAt: session.expiresAt,
    };
  }

  /** Opens a session for the user (a sign-in) and writes user_login; the browser keeps (or gets) a device token. */
  async function startSession(user: UserRow, rememberMe: boolean, address: string, trustedDeviceToken?: string): Promise<IssuedSession> {
    const session = { id: randomUUID(), userId: user.id, rememberMe, expiresAt: sessionLifetime(rememberMe) };
    const refreshToken = randomToken();
    await db.transaction(async (tx) => {
      await sessionsRepository.create(tx, session);
      await sessionsRepository.addRefreshToken(tx, session.id, hashToken(refreshToken));
    });
    await activityLog.record({ userId: user.id, username: user.username, role: user.role as Role }, 'user_login', 200, address);
    return { ...(await issue(user, session, refreshToken)), deviceToken: trustedDeviceToken ?? createDeviceToken(keys.device, user.id) };
  }

  /**
   * The newest token descending from a rotated one: its successor may itself have been rotated by
   * another tab meanwhile, and handing out a rotated token would count as reuse at the next refresh.
   */
  async function liveDescendant(tx: Executor, token: RefreshTokenRow): Promise<string | null> {
    let sealed = token.successorSealed;
    for (let depth = 0; sealed && depth < MAX_SUCCESSOR_CHAIN; depth += 1) {
      const successor = unseal(keys.sealing, sealed);
      if (!successor) return null;
      const next = await sessionsRepository.findRefreshToken(tx, hashToken(successor));
      if (!next || next.rotatedAt === null) return successor;
      sealed = next.successorSealed;
    }
    return null;
  }

  return {
    startSession,

    /** Signs in; a device token of this account (cookie) lets its own failures be counted apart from unknown clients. */
    async login(input: LoginInput, address: string, deviceToken?: string): Promise<{ user: UserRow; session: IssuedSession }> {
      const identifier = input.identifier.trim();
      const user = await usersRepository.findByLogin(db, identifier);
      const attempt = {
        accountKey: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`,
        address,
        device: user && deviceToken ? deviceIdOf(keys.device, deviceToken, user.id) : null,
      };
      const subject = user
        ? { userId: user.id, username: user.username, role: user.role as Role }
        : { userId: null, username: identifier.slice(0, 100), role: null };

      const passwordOk = await attempts.check(attempt, attempts.signInLimits(), { subject, action: 'login_throttled' }, () =>
        user ? verifyPassword(user.passwordHash, input.password) : burnPasswordCheck(input.password),
      );
      if (!user || !passwordOk || !user.isActive) {
        await activityLog.record(subject, 'login_failed', 401, address);
        throw invalidCredentials();
      }
      return { user, session: await startSession(user, input.remember_me ?? true, address, attempt.device ? deviceToken : undefined) };
    },

    /**
     * Rotates a refresh token. A token rotated less than the grace period ago yields the same
     * successor (concurrent tabs); an older rotated token is reuse: its whole session is revoked.
     */
    async refresh(rawToken: string, address: string, csrfToken?: string): Promise<{ user: UserRow; session: IssuedSession }> {
      const outcome = await db.transaction(async (tx) => {
        const found = await sessionsRepository.lockRefreshToken(tx, hashToken(rawToken));
        if (!found) return { kind: 'invalid' as const };
        const { token, session } = found;
        if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
        const user = await usersRepository.findById(tx, session.userId);
        if (!user || !user.isActive) {
          await sessionsRepository.revoke(tx, session.id, 'user_inactive');
          return { kind: 'invalid' as const };
        }
        if (token.rotatedAt === null) {
          const successor = randomToken();
          await sessionsRepository.addRefreshToken(tx, session.id, hashToken(successor));
          await sessionsRepository.markRotated(tx, token.id, seal(keys.sealing, successor));
          const expiresAt = session.rememberMe ? sessionLifetime(true) : session.expiresAt;
          if (session.rememberMe) await sessionsRepository.extend(tx, session.id, expiresAt);
          return { kind: 'rotated' as const, user, session: { ...session, expiresAt }, successor };
        }
        const withinGrace = Date.now() - token.rotatedAt.getTime() <= config.refreshGraceSeconds * 1000;
        const successor = withinGrace ? await liveDescendant(tx, token) : null;
        if (successor) return { kind: 'rotated' as const, user, session, successor };
        await sessionsRepository.revoke(tx, session.id, 'refresh_token_reuse');
        return { kind: 'reused' as const, user };
      });

      if (outcome.kind === 'invalid') throw invalidRefresh();
      if (outcome.kind === 'reused') {
        const { user } = outcome;
        await activityLog.record({ userId: user.id, username: user.username, role: user.role as Role }, 'session_reuse_detected', 401, address);
        throw invalidRefresh();
      }
      return { user: outcome.user, session: await issue(outcome.user, outcome.session, outcome.successor, csrfToken) };
    },

    async logout(actor: Actor, address: string): Promise<void> {
      await sessionsRepository.revoke(db, actor.sessionId, 'logout');
      await activityLog.record({ userId: actor.userId, username: actor.username, role: actor.role }, 'user_logout', 204, address);
    },

    /** The actor of a valid access token whose session is live and whose user is active. */
    async authenticate(accessToken: string): Promise<Actor | null> {
      const claims = await verifyAccess(accessToken);
      if (!claims) return null;
      const user = await sessionsRepository.findLiveSessionUser(db, claims.sessionId, claims.userId);
      if (!user || !user.isActive) return null;
      return toActor(user, claims.sessionId, claims.expiresAt);
    },

    /** The actor of the session that a refresh token belongs to (for sign-out with an expired access token). */
    async actorOfRefreshToken(rawToken: string): Promise<Actor | null> {
      const sessionId = await sessionsRepository.findSessionIdByRefreshToken(db, hashToken(rawToken));
      const user = sessionId ? await sessionsRepository.findLiveSessionUser(db, sessionId) : undefined;
      if (!sessionId || !user) return null;
      return toActor(user, sessionId, 0);
    },

    isCsrfTokenValid(sessionId: string, token: string): boolean {
      return isCsrfTokenValid(keys.csrf, sessionId, token);
    },
  };
}
