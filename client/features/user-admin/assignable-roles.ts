import { INVITE_ROLE_CHOICES, grantedRoles, type Role } from '../../../contract';

/**
 * The roles the invite form and the new-user dialog offer, in the spec's order (creator first, the
 * default; then editor, contributor, admin), as far as the actor may manage them. Never super_admin.
 */
export function assignableRoles(actorRole: Role): Role[] {
  const allowed = grantedRoles(actorRole, 'create:user');
  return INVITE_ROLE_CHOICES.filter((role) => allowed.includes(role));
}
