import { ROLES, canChangeRole, canChangeStatus, type PermissionActor, type PermissionTarget, type Role } from '../../../../contract';

export interface RoleChoice {
  role: Role;
  /** Options outside the actor's matrix are disabled (spec section 6); the current role stays selectable. */
  disabled: boolean;
}

export interface UserRowPermissions {
  roleChoices: RoleChoice[];
  /** False when no other role may be chosen: a creator, oneself, a role outside the actor's set. */
  roleChangeable: boolean;
  statusChangeable: boolean;
}

/** What the signed-in user may do on one row of the list, by the contract's permission matrix. */
export function userRowPermissions(actor: PermissionActor, target: PermissionTarget): UserRowPermissions {
  const roleChoices = ROLES.map((role) => ({ role, disabled: role !== target.role && !canChangeRole(actor, target, role) }));
  return {
    roleChoices,
    roleChangeable: roleChoices.some((choice) => choice.role !== target.role && !choice.disabled),
    statusChangeable: canChangeStatus(actor, target),
  };
}
