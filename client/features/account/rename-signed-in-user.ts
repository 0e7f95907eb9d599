import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract';
import { SESSION_QUERY_KEY, type Session } from '../../lib/session/session-query';
import { CURRENT_USER_QUERY_KEY } from './current-user-query';

/** After a username change: the session (profile menu) and the account page show the new name at once. */
export function renameSignedInUser(queryClient: QueryClient, username: string): void {
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) => (session ? { ...session, user: { ...session.user, username } } : session));
  queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, (user) => (user ? { ...user, username } : user));
}
