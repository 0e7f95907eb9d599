import type { CurrentUser, Role, User } from '../../../contract';
import type { UserRow } from './users-repository';

export function toUser(row: UserRow): User {
  return { user_id: row.id, username: row.username, email: row.email, role: row.role as Role, is_active: row.isActive };
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return { ...toUser(row), created_at: row.createdAt.toISOString() };
}
