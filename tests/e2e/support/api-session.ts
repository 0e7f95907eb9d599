import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER, type Preferences } from '../../../contract';
import type { Account } from './accounts';

type CookieSource = Pick<BrowserContext, 'storageState'> | Pick<APIRequestContext, 'storageState'>;

/** The X-CSRF-Token header of the session held in `source`'s cookies. */
export async function csrfHeaders(source: CookieSource): Promise<Record<string, string>> {
  const { cookies } = await source.storageState();
  const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE);
  if (!csrf) throw new Error('No csrf_token cookie: not signed in');
  return { [CSRF_HEADER]: decodeURIComponent(csrf.value) };
}

/** Signs in through the API; with a browser context's `request`, the browser gets the cookies. */
export async function signInWithApi(request: APIRequestContext, account: Account, rememberMe = true): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { identifier: account.username, password: account.password, remember_me: rememberMe },
  });
  expect(response.status(), `sign-in of ${account.username}`).toBe(200);
}

export async function updatePreferences(request: APIRequestContext, changes: Partial<Preferences>): Promise<void> {
  const response = await request.put('/api/users/me/preferences', { data: changes, headers: await csrfHeaders(request) });
  expect(response.status(), 'saving preferences').toBe(200);
}
