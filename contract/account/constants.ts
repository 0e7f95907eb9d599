import type { Language, Theme } from '../platform/appearance';

export const DEFAULT_THEME: Theme = 'classic';
/** Language of a new user's preferences. */
export const DEFAULT_LANGUAGE: Language = 'it';

export const DEFAULT_INITIALS_COLOR = '#3B82F6';
export const INITIALS_MAX_LENGTH = 2;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_DIMENSION = 4096;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
