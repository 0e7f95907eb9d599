import { ROLES, can, type PermissionActor, type Role } from '../../../../contract';

/** The user a row shows. */
export interface RowTarget {
  user_id: number;
  role: Role;
}

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

/** What the signed-in user may do on one row of the list, by the contract's access table. */
export function userRowPermissions(actor: PermissionActor, target: RowTarget): UserRowPermissions {
  const roleChoices = ROLES.map((role) => ({ role, disabled: role !== target.role && !can(actor, 'update:user:role', { user_id: target.user_id, role: target.role, new_role: role }) }));
  return {
    roleChoices,
    roleChangeable: roleChoices.some((choice) => choice.role !== target.role && !choice.disabled),
    statusChangeable: can(actor, 'update:user:status', { user_id: target.user_id, role: target.role }),
  };
}
