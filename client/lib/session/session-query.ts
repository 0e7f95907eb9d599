import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AuthMe, Preferences } from '../../../contract';
import type { ApiClient } from '../api/api-client';

/** The signed-in user and their preferences; null for a visitor. */
export interface Session {
  user: AuthMe;
  preferences: Preferences;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** Spec section 4: the current user, then the preferences; any failure means signed out. */
export async function loadSession(api: ApiClient): Promise<Session | null> {
  try {
    const me = await api.auth.me.query();
    if (me.status !== 200) return null;
    const preferences = await api.account.getPreferences.query();
    if (preferences.status !== 200) return null;
    return { user: me.body, preferences: preferences.body };
  } catch {
    return null;
  }
}

export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: () => loadSession(api) });
}

/** The session from the cache, loading it when it is not there yet (guards call this). */
export function ensureSession(api: ApiClient, queryClient: QueryClient): Promise<Session | null> {
  return queryClient.ensureQueryData(sessionQueryOptions(api));
}

export function cachedSession(queryClient: QueryClient): Session | null {
  return queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY) ?? null;
}

export function setSessionPreferences(queryClient: QueryClient, update: (preferences: Preferences) => Preferences): void {
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) =>
    session ? { ...session, preferences: update(session.preferences) } : session,
  );
}

/** Clears the signed-in state: the session becomes a visitor's and other users' data is dropped. */
export function endSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
}
