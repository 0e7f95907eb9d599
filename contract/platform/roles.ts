import { z } from 'zod';

export const ROLES = ['super_admin', 'admin', 'editor', 'contributor', 'creator'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const STAFF_ROLES = ['super_admin', 'admin', 'editor', 'contributor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, '/admin' | '/creator'> = {
  super_admin: '/admin',
  admin: '/admin',
  editor: '/admin',
  contributor: '/admin',
  creator: '/creator',
};
