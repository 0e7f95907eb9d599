import type { QueryClient } from '@tanstack/react-query';
import { CSRF_COOKIE } from '../../../contract';
import type { FetchFunction } from '../api/fetch-function';
import { createSessionFetch } from '../api/session-fetch';
import { readBrowserCookie } from '../dom/cookies';
import { createRefreshScheduler, type RefreshScheduler } from './refresh-scheduler';
import { SESSION_QUERY_KEY, cachedSession, endSession, type Session } from './session-query';

export const LOGIN_PATH = '/login';

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/** Keeps the proactive renewal timed on the cached session: a new user object carries a new expires_in. */
function followSessionExpiry(queryClient: QueryClient, scheduler: RefreshScheduler): void {
  let followed: Session['user'] | null = null;
  const follow = (session: Session | null) => {
    const user = session?.user ?? null;
    if (user === followed) return;
    followed = user;
    if (user) scheduler.schedule(user.expires_in);
    else scheduler.cancel();
  };
  follow(cachedSession(queryClient));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === SESSION_QUERY_KEY[0]) {
      follow(cachedSession(queryClient));
    }
  });
}

/**
 * The browser's API transport: cookies on every call, the CSRF header on state-changing ones,
 * renewal on 401 and ahead of expiry, and a full page load to /login when the session is lost.
 */
export function createBrowserTransport(queryClient: QueryClient): FetchFunction {
  const scheduler = createRefreshScheduler(() => void session.renew());
  const session = createSessionFetch({
    baseUrl: '',
    send: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    csrfToken: () => readBrowserCookie(CSRF_COOKIE),
    // refresh_token is HttpOnly: the readable csrf_token that lives as long tells whether a session exists.
    canRenew: () => readBrowserCookie(CSRF_COOKIE) !== undefined,
    onRenewed: (expiresIn) => scheduler.schedule(expiresIn),
    onSessionLost: () => {
      scheduler.cancel();
      endSession(queryClient);
      if (!isLoginPath(window.location.pathname)) window.location.assign(LOGIN_PATH);
    },
  });
  followSessionExpiry(queryClient, scheduler);
  return session.fetch;
}
