import { randomUUID } from 'node:crypto';
import { validationMessages, type CurrentUser, type Preferences } from '../../../contract';
import type { z } from 'zod';
import type { preferencesUpdateSchema } from '../../../contract';
import type { Actor, RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ApiError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { checkedImage } from '../../http/image-upload';
import { subjectOf, type ActivityLogService } from '../activity-log';
import { sessionsRepository, type PasswordAttempts } from '../auth';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { avatarsRepository, type AvatarRow } from './avatars-repository';
import { preferencesRepository, type PreferencesChange, type PreferencesRow } from './preferences-repository';
import { toCurrentUser, usernameInUse, usersRepository } from '../users';
import { avatarUrl, toPreferences } from './account-mappers';

export type PreferencesUpdate = z.infer<ReturnType<typeof preferencesUpdateSchema>>;

const currentPasswordIncorrect = () =>
  new ApiError(400, 'current_password_incorrect', 'Current password incorrect', [
    { field: 'old_password', message: validationMessages.oldPasswordIncorrect },
  ]);

export type AccountService = ReturnType<typeof createAccountService>;

/** What signed-in users do with their own account: profile, password, preferences, picture. */
export function createAccountService(deps: { db: Database; activityLog: ActivityLogService; attempts: PasswordAttempts }) {
  const { db, activityLog, attempts } = deps;

  function requireActor(context: RequestContext): Actor {
    if (!context.actor) throw notSignedIn();
    return context.actor;
  }

  async function preferencesOf(userId: number): Promise<PreferencesRow> {
    const existing = await preferencesRepository.find(db, userId);
    if (existing) return existing;
    await preferencesRepository.createDefaults(db, userId);
    const created = await preferencesRepository.find(db, userId);
    if (!created) throw notFound('Preferences not found');
    return created;
  }

  return {
    async me(context: RequestContext): Promise<CurrentUser> {
      const actor = requireActor(context);
      const user = await usersRepository.findById(db, actor.userId);
      if (!user) throw notSignedIn();
      return toCurrentUser(user);
    },

    async changeUsername(context: RequestContext, newUsername: string): Promise<{ new_username: string }> {
      return activityLog.audited(context, 'user_updated', 200, async (actor) => {
        const holder = await usersRepository.findByUsername(db, newUsername);
        if (holder && holder.id !== actor.userId) throw usernameInUse('new_username');
        try {
          const updated = await usersRepository.update(db, actor.userId, { username: newUsername });
          if (!updated) throw notSignedIn();
          return { new_username: updated.username };
        } catch (error) {
          if (isUniqueViolation(error)) throw usernameInUse('new_username');
          throw error;
        }
      });
    },

    /**
     * Changes the password and signs out every other session of the user. Wrong current passwords
     * are throttled like sign-ins; while throttled, one audit entry per window, not one per request.
     */
    async changePassword(context: RequestContext, oldPassword: string, newPassword: string): Promise<void> {
      const actor = requireActor(context);
      const user = await usersRepository.findById(db, actor.userId);
      if (!user) throw notSignedIn();
      const attempt = { accountKey: `password:${user.id}`, address: context.address, device: null };
      const currentPasswordOk = await attempts.check(attempt, attempts.passwordChangeLimits(), { subject: subjectOf(actor), action: 'password_changed' }, () =>
        verifyPassword(user.passwordHash, oldPassword),
      );
      await activityLog.audited(context, 'password_changed', 204, async () => {
        if (!currentPasswordOk) throw currentPasswordIncorrect();
        const passwordHash = await hashPassword(newPassword);
        await db.transaction(async (tx) => {
          await usersRepository.update(tx, actor.userId, { passwordHash });
          await sessionsRepository.revokeAllOfUser(tx, actor.userId, 'password_changed', actor.sessionId);
        });
      });
    },

    async preferences(context: RequestContext): Promise<Preferences> {
      return toPreferences(await preferencesOf(requireActor(context).userId));
    },

    async updatePreferences(context: RequestContext, update: PreferencesUpdate): Promise<Preferences> {
      return activityLog.audited(context, 'settings_updated', 200, async (actor) => {
        const current = await preferencesOf(actor.userId);
        const change: PreferencesChange = {
          theme: update.theme,
          language: update.language,
          initials: update.initials,
          initialsColor: update.initials_color?.toUpperCase(),
        };
        if (update.profile_picture_url !== undefined) {
          const currentUrl = current.avatarId ? avatarUrl(current.avatarId) : null;
          if (update.profile_picture_url !== null && update.profile_picture_url !== currentUrl) {
            throw validationError([
              { field: 'profile_picture_url', message: 'Upload a picture to change it; only removing it is possible here.' },
            ]);
          }
          if (update.profile_picture_url === null) change.avatarId = null;
        }
        const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as PreferencesChange;
        const updated = Object.keys(defined).length ? await preferencesRepository.update(db, actor.userId, defined) : current;
        if (change.avatarId === null) await avatarsRepository.deleteOthers(db, actor.userId, null);
        return toPreferences(updated ?? current);
      });
    },

    /** Checks the bytes, not the name or declared type (see checkedImage). */
    async uploadAvatar(context: RequestContext, bytes: Buffer | undefined): Promise<{ profile_picture_url: string }> {
      return activityLog.audited(context, 'settings_updated', 200, async (actor) => {
        const avatar = { id: randomUUID(), userId: actor.userId, ...(await checkedImage(bytes)) };
        await preferencesOf(actor.userId);
        await db.transaction(async (tx) => {
          await avatarsRepository.insert(tx, avatar);
          await preferencesRepository.update(tx, actor.userId, { avatarId: avatar.id });
          await avatarsRepository.deleteOthers(tx, actor.userId, avatar.id);
        });
        return { profile_picture_url: avatarUrl(avatar.id) };
      });
    },

    async deleteAvatar(context: RequestContext): Promise<void> {
      await activityLog.audited(context, 'settings_updated', 204, async (actor) => {
        await db.transaction(async (tx) => {
          await preferencesRepository.update(tx, actor.userId, { avatarId: null });
          await avatarsRepository.deleteOthers(tx, actor.userId, null);
        });
      });
    },

    async avatar(context: RequestContext, id: string): Promise<AvatarRow> {
      requireActor(context);
      const avatar = await avatarsRepository.find(db, id);
      if (!avatar) throw notFound('Picture not found');
      return avatar;
    },
  };
}
