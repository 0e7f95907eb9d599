import type { PermissionActor, Role } from '../contract';

/** The signed-in user, as re-read from the database for this request. */
export interface Actor {
  userId: number;
  username: string;
  email: string;
  role: Role;
  sessionId: string;
  /** When the access token of this request expires, in seconds since the epoch. */
  accessExpiresAt: number;
}

/** What services need to know about the request that calls them. */
export interface RequestContext {
  actor: Actor | null;
  address: string;
}

/** The actor as the contract's access table knows it. */
export function permissionActor(actor: Actor): PermissionActor {
  return { user_id: actor.userId, role: actor.role };
}
