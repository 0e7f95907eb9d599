import type { Role } from '../platform/roles';

export const INVITATION_TTL_DAYS = 7;
export const INVITE_MAX_EMAILS = 50;

/** Roles offered by the invite form, in the order shown; the first is the default. */
export const INVITE_ROLE_CHOICES = ['creator', 'editor', 'contributor', 'admin'] as const satisfies readonly Role[];

/** Why an invitation link no longer works (the `code` of its 410 answer). */
export const INVITATION_UNUSABLE_CODES = ['invitation_expired', 'invitation_used', 'invitation_revoked'] as const;
