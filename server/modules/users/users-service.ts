import {
  can,
  permissionDenial,
  type PermissionDenial,
  type Role,
  type User,
  type UserList,
  type UserListQuery,
} from '../../../contract';
import { permissionActor, type RequestContext } from '../../context';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound, notSignedIn } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService } from '../activity-log';
import { sessionsRepository } from '../auth';
import { hashPassword } from '../../security/passwords';
import { preferencesRepository } from '../account';
import { toUser } from './user-mappers';
import { usersRepository } from './users-repository';

const DENIAL_DETAILS: Record<PermissionDenial, string> = {
  self: 'You cannot change your own role or status',
  creator_role_fixed: 'A creator’s role cannot be changed',
  not_allowed: 'Your role does not allow this change',
};

/** 409 for a taken username, naming the request's own field (`username`, or `new_username` when renaming). */
export const usernameInUse = (field = 'username') =>
  conflict('username_in_use', 'Username already in use', [{ field, message: 'Username already in use.', code: 'username_in_use' }]);
export const emailInUse = () =>
  conflict('email_in_use', 'Email already in use', [{ field: 'email', message: 'Email already in use.', code: 'email_in_use' }]);

/** The loser of two concurrent changes: what it checked its rules against is no longer true. */
const changedMeanwhile = () => conflict('user_changed', 'The user or your own role changed meanwhile; reload and try again');

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role: Role;
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: { db: Database; activityLog: ActivityLogService }) {
  const { db, activityLog } = deps;

  async function findTarget(id: number) {
    const target = await usersRepository.findById(db, id);
    if (!target) throw notFound('User not found');
    return target;
  }

  /** Creates an account with default preferences; no permission check (callers decide). */
  async function insertUser(input: NewUser, executor: Executor = db) {
    if (await usersRepository.findByUsername(executor, input.username)) throw usernameInUse();
    if (await usersRepository.findByEmail(executor, input.email)) throw emailInUse();
    const passwordHash = await hashPassword(input.password);
    try {
      return await executor.transaction(async (tx) => {
        const row = await usersRepository.insert(tx, { username: input.username, email: input.email, passwordHash, role: input.role });
        await preferencesRepository.createDefaults(tx, row.id);
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw (await usersRepository.findByUsername(executor, input.username)) ? usernameInUse() : emailInUse();
    }
  }

  return {
    insertUser,

    async list(context: RequestContext, query: UserListQuery): Promise<UserList> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:user');
      const filter = { username: query.username_filter || undefined, role: query.role_filter, status: query.status_filter };
      const { rows, total, activeCount, disabledCount } = await usersRepository.list(
        db,
        filter,
        { column: query.sort, dir: query.dir },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { users: rows.map(toUser), total, active_count: activeCount, disabled_count: disabledCount };
    },

    async create(context: RequestContext, input: NewUser): Promise<User> {
      return activityLog.audited(context, 'user_created', 201, async (actor, note) => {
        requirePermission(actor, 'create:user');
        if (!can(permissionActor(actor), 'create:user', { role: input.role })) throw forbidden(`Your role cannot create users with the role ${input.role}`);
        const user = await insertUser(input);
        note.entity = { type: 'user', id: user.id };
        return toUser(user);
      });
    },

    async changeRole(context: RequestContext, targetId: number, newRole: Role): Promise<User> {
      return activityLog.audited(context, 'role_changed', 200, async (actor, note) => {
        requirePermission(actor, 'update:user:role');
        const target = await findTarget(targetId);
        note.entity = { type: 'user', id: target.id };
        const denial = permissionDenial(permissionActor(actor), 'update:user:role', { user_id: target.id, role: target.role as Role, new_role: newRole });
        if (denial) throw forbidden(DENIAL_DETAILS[denial]);
        const updated = await usersRepository.updateIfUnchanged(db, target, actor, { role: newRole });
        if (!updated) throw changedMeanwhile();
        note.changes = changesBetween({ role: target.role }, { role: updated.role }, ['role']);
        return toUser(updated);
      });
    },

    async changeStatus(context: RequestContext, targetId: number, isActive: boolean): Promise<User> {
      return activityLog.audited(context, isActive ? 'user_activated' : 'user_deactivated', 200, async (actor, note) => {
        requirePermission(actor, 'update:user:status');
        const target = await findTarget(targetId);
        note.entity = { type: 'user', id: target.id };
        const denial = permissionDenial(permissionActor(actor), 'update:user:status', { user_id: target.id, role: target.role as Role });
        if (denial) throw forbidden(DENIAL_DETAILS[denial]);
        const updated = await db.transaction(async (tx) => {
          const row = await usersRepository.updateIfUnchanged(tx, target, actor, { isActive });
          if (row && !isActive) await sessionsRepository.revokeAllOfUser(tx, target.id, 'deactivated');
          return row;
        });
        if (!updated) throw changedMeanwhile();
        note.changes = changesBetween({ is_active: target.isActive }, { is_active: updated.isActive }, ['is_active']);
        return toUser(updated);
      });
    },
  };
}
