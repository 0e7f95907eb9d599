import type { Role } from './constants';

/**
 * The permission matrix: which target roles each acting role may manage.
 * One definition, enforced by the server and mirrored by the client.
 */
export const PERMISSION_MATRIX: Record<Role, { changeRole: readonly Role[]; manage: readonly Role[] }> = {
  super_admin: { changeRole: ['admin', 'editor', 'contributor'], manage: ['admin', 'editor', 'contributor', 'creator'] },
  admin: { changeRole: ['editor', 'contributor'], manage: ['editor', 'contributor', 'creator'] },
  editor: { changeRole: [], manage: ['contributor', 'creator'] },
  contributor: { changeRole: [], manage: [] },
  creator: { changeRole: [], manage: [] },
};

export interface PermissionActor {
  user_id: number;
  role: Role;
}

export interface PermissionTarget {
  user_id: number;
  role: Role;
}

export type PermissionDenial = 'self' | 'creator_role_fixed' | 'not_allowed';

/** Why a role change is refused, or null when it is allowed. */
export function roleChangeDenial(actor: PermissionActor, target: PermissionTarget, newRole: Role): PermissionDenial | null {
  if (actor.user_id === target.user_id) return 'self';
  if (target.role === 'creator') return 'creator_role_fixed';
  const allowed = PERMISSION_MATRIX[actor.role].changeRole;
  return allowed.includes(target.role) && allowed.includes(newRole) ? null : 'not_allowed';
}

export function canChangeRole(actor: PermissionActor, target: PermissionTarget, newRole: Role): boolean {
  return roleChangeDenial(actor, target, newRole) === null;
}

/** Why activating or deactivating is refused, or null when it is allowed. */
export function statusChangeDenial(actor: PermissionActor, target: PermissionTarget): PermissionDenial | null {
  if (actor.user_id === target.user_id) return 'self';
  return PERMISSION_MATRIX[actor.role].manage.includes(target.role) ? null : 'not_allowed';
}

export function canChangeStatus(actor: PermissionActor, target: PermissionTarget): boolean {
  return statusChangeDenial(actor, target) === null;
}

/** Roles that the actor may create directly or invite. */
export function creatableRoles(actorRole: Role): readonly Role[] {
  return PERMISSION_MATRIX[actorRole].manage;
}

export function canCreateRole(actorRole: Role, role: Role): boolean {
  return creatableRoles(actorRole).includes(role);
}
