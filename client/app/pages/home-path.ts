import { ROLE_HOME } from '../../../contract';
import type { Session } from '../../lib/session/session-query';

/** Where "back to home" leads: the user's home, or the sign-in page for a visitor. */
export function homePath(session: Session | null): string {
  return session ? ROLE_HOME[session.user.role] : '/login';
}
