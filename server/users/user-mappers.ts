import type { CurrentUser, Preferences, Role, Theme, Language, User } from '../../contract';
import type { PreferencesRow } from './preferences-repository';
import type { UserRow } from './users-repository';

export function toUser(row: UserRow): User {
  return { user_id: row.id, username: row.username, email: row.email, role: row.role as Role, is_active: row.isActive };
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return { ...toUser(row), created_at: row.createdAt.toISOString() };
}

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
