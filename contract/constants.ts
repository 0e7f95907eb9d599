export const ROLES = ['super_admin', 'admin', 'editor', 'contributor', 'creator'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['super_admin', 'admin', 'editor', 'contributor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LOG_READER_ROLES = ['super_admin', 'admin'] as const satisfies readonly Role[];

/** Roles offered by the invite form, in the order shown; the first is the default. */
export const INVITE_ROLE_CHOICES = ['creator', 'editor', 'contributor', 'admin'] as const satisfies readonly Role[];

export const LOG_ACTIONS = [
  'user_login',
  'login_failed',
  'login_throttled',
  'user_logout',
  'session_reuse_detected',
  'user_created',
  'user_updated',
  'user_deleted',
  'role_changed',
  'password_changed',
  'settings_updated',
  'sponsor_created',
  'sponsor_updated',
  'sponsor_deleted',
  'report_sent',
  'data_exported',
  'user_activated',
  'user_deactivated',
  'invitation_sent',
  'invitation_revoked',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const THEMES = ['classic', 'dark', 'ocean', 'sunset', 'forest'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'classic';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Language of a new user's preferences. */
export const DEFAULT_LANGUAGE: Language = 'it';
/** Language used when nothing else decides. */
export const FALLBACK_LANGUAGE: Language = 'en';

export const DEFAULT_INITIALS_COLOR = '#3B82F6';
export const INITIALS_MAX_LENGTH = 2;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PAGE_SIZE_MAX = 100;
export const USER_LIST_PAGE_SIZE = 5;
export const LOG_PAGE_SIZE = 50;
export const LOG_MAX_PAGES = 20;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const LOGIN_USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH_CREATE = 6;
export const PASSWORD_MIN_LENGTH_CHANGE = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const INVITATION_TTL_DAYS = 7;
export const INVITE_MAX_EMAILS = 50;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_DIMENSION = 4096;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const REFRESH_LEAD_MAX_SECONDS = 120;
export const QUERY_STALE_SECONDS = 300;
export const QUERY_MAX_RETRIES = 3;
export const SUCCESS_BANNER_MS = 3000;
export const ERROR_BANNER_MS = 5000;
export const LOG_SEARCH_DEBOUNCE_MS = 500;
export const STATS_SEARCH_BLUR_CLOSE_MS = 120;

export const DESKTOP_MIN_WIDTH = 1024;
export const PROFILE_MENU_WIDE_MIN_WIDTH = 768;

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Proof that this browser signed in to an account before (HttpOnly, sent to /api/auth only). */
export const DEVICE_COOKIE = 'device_token';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const PREFERENCES_STORAGE_KEY = 'user-preferences';
export const I18N_NAMESPACES = ['admin', 'creator', 'common'] as const;

export const ROLE_HOME: Record<Role, '/admin' | '/creator'> = {
  super_admin: '/admin',
  admin: '/admin',
  editor: '/admin',
  contributor: '/admin',
  creator: '/creator',
};

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export function canReadLogs(role: Role): boolean {
  return (LOG_READER_ROLES as readonly Role[]).includes(role);
}
