import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE } from '../../../contract';
import type { PageApi } from '../../../contract';
import type { FetchFunction } from '../api/fetch-function';
import { createSessionFetch } from '../api/session-fetch';
import { CookieJar } from './cookie-jar';

export interface ServerTransportOptions {
  /** Where and how the API is reached, as the server decided for this page request. */
  api: PageApi;
  /** The page request's Cookie header. */
  cookieHeader: string | undefined;
  timeoutMs: number;
}

export interface ServerTransport {
  fetch: FetchFunction;
  /** Whether the browser sent a session cookie: without one, the API can only answer that nobody is signed in. */
  hasSessionCookies(): boolean;
  /** Set-Cookie headers the API sent (a renewed session), to pass on with the page. */
  setCookieHeaders(): readonly string[];
}

function ignore(): void {}

/**
 * How the server talks to the API while rendering a page: like the browser, with the browser's
 * cookies. An expired access token is renewed with the refresh cookie (spec section 8).
 */
export function createServerTransport(options: ServerTransportOptions): ServerTransport {
  const jar = new CookieJar(options.cookieHeader);

  const send: FetchFunction = async (url, init) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await options.api.fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
    jar.receive(response.headers.getSetCookie());
    return response;
  };

  const session = createSessionFetch({
    baseUrl: options.api.baseUrl,
    send,
    csrfToken: () => jar.value(CSRF_COOKIE),
    canRenew: () => jar.has(REFRESH_COOKIE),
    onRenewed: ignore,
    onSessionLost: ignore,
  });

  return {
    fetch: session.fetch,
    hasSessionCookies: () => jar.has(ACCESS_COOKIE) || jar.has(REFRESH_COOKIE),
    setCookieHeaders: () => jar.setCookieHeaders,
  };
}
