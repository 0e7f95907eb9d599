import type { AppServices } from '../../lib/app-services';
import { SESSION_QUERY_KEY, type Session } from '../../lib/session/session-query';
import { renameCurrentUser } from './get-current-user';

/** After a username change: the session (profile menu) and the account page show the new name at once. */
export function renameSignedInUser(services: Pick<AppServices, 'api' | 'queryClient'>, username: string): void {
  services.queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) => (session ? { ...session, user: { ...session.user, username } } : session));
  renameCurrentUser(services, username);
}
