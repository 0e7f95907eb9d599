import { apiContract, CSRF_HEADER, refreshResponseSchema } from '../../../contract';
import type { FetchFunction } from './fetch-function';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A 401 from these calls is an answer, not an expired session: they are never renewed and replayed. */
const NOT_RENEWED_PATHS = new Set<string>([apiContract.auth.login.path, apiContract.auth.refresh.path, apiContract.auth.logout.path]);

export interface SessionFetchOptions {
  /** Origin of the API ('' for the page's own origin). */
  baseUrl: string;
  /** Sends one request as it is (cookies, credentials). */
  send: FetchFunction;
  /** The csrf_token cookie's value, read before every state-changing request. */
  csrfToken(): string | undefined;
  /** Whether a session exists that a refresh could renew. */
  canRenew(): boolean;
  /** A refresh succeeded; the new access token lives this many seconds. */
  onRenewed(expiresIn: number): void;
  /** The session is gone: there was none to renew, or the refresh failed. */
  onSessionLost(): void;
}

export interface SessionFetch {
  fetch: FetchFunction;
  /** Renews the session now; concurrent callers share one refresh call. */
  renew(): Promise<boolean>;
}

function pathOf(url: string): string {
  return new URL(url, 'http://api.invalid').pathname;
}

/**
 * Fetch with session renewal (spec sections 4 and 8): a 401 triggers one refresh at a time,
 * the other requests failing meanwhile wait for it, and each request is replayed at most once.
 */
export function createSessionFetch(options: SessionFetchOptions): SessionFetch {
  const refreshUrl = `${options.baseUrl}${apiContract.auth.refresh.path}`;
  let renewal: Promise<boolean> | null = null;
  /** Counts successful renewals, so a request sent before the latest one is replayed without another refresh. */
  let generation = 0;

  function send(url: string, init: RequestInit): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const token = UNSAFE_METHODS.has(method) ? options.csrfToken() : undefined;
    if (!token) return options.send(url, init);
    const headers = new Headers(init.headers);
    headers.set(CSRF_HEADER, token);
    return options.send(url, { ...init, headers });
  }

  async function refresh(): Promise<boolean> {
    if (!options.canRenew()) {
      options.onSessionLost();
      return false;
    }
    try {
      const response = await send(refreshUrl, { method: 'POST' });
      const body = refreshResponseSchema.safeParse(response.ok ? await response.json() : null);
      if (!body.success) {
        options.onSessionLost();
        return false;
      }
      generation += 1;
      options.onRenewed(body.data.expires_in);
      return true;
    } catch {
      options.onSessionLost();
      return false;
    }
  }

  function renew(): Promise<boolean> {
    renewal ??= refresh().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function sessionFetch(url: string, init: RequestInit): Promise<Response> {
    const sentInGeneration = generation;
    const response = await send(url, init);
    if (response.status !== 401 || NOT_RENEWED_PATHS.has(pathOf(url))) return response;
    // A renewal that finished after this request left needs no second refresh: replay at once.
    const renewedMeanwhile = !renewal && generation !== sentInGeneration;
    const renewed = renewedMeanwhile || (await renew());
    return renewed ? send(url, init) : response;
  }

  return { fetch: sessionFetch, renew };
}
