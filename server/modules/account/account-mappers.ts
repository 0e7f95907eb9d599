import type { Language, Preferences, Theme } from '../../../contract';
import type { PreferencesRow } from './preferences-repository';

export function avatarUrl(avatarId: string): string {
  return `/api/avatars/${avatarId}`;
}

export function toPreferences(row: PreferencesRow): Preferences {
  return {
    theme: row.theme as Theme,
    language: row.language as Language,
    initials: row.initials,
    initials_color: row.initialsColor,
    profile_picture_url: row.avatarId ? avatarUrl(row.avatarId) : null,
  };
}
