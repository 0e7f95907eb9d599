import type { CookieOptions, Response } from 'express';
import { loadConfig } from '../../config';
import { clearSessionCookies, setSessionCookies } from './session-cookies';

function recorder() {
  const set: Record<string, { value: string; options: CookieOptions }> = {};
  const cleared: Record<string, CookieOptions> = {};
  const res = {
    cookie: (name: string, value: string, options: CookieOptions) => {
      set[name] = { value, options };
      return res;
    },
    clearCookie: (name: string, options: CookieOptions) => {
      cleared[name] = options;
      return res;
    },
  };
  return { res: res as unknown as Response, set, cleared };
}

const session = (rememberMe: boolean) => ({
  accessToken: 'access',
  accessExpiresAt: Math.floor(Date.now() / 1000) + 900,
  refreshToken: 'refresh',
  csrfToken: 'csrf',
  rememberMe,
  sessionExpiresAt: new Date(Date.now() + 30 * 86_400_000),
});

test('by default (COOKIE_SECURE unset) every session cookie is Secure, SameSite=Lax, on /', () => {
  const { res, set } = recorder();
  setSessionCookies(res, loadConfig({}), session(true));
  expect(Object.keys(set).sort()).toEqual(['access_token', 'csrf_token', 'refresh_token']);
  for (const { options } of Object.values(set)) {
    expect(options).toMatchObject({ secure: true, sameSite: 'lax', path: '/' });
  }
  expect(set.access_token!.options.httpOnly).toBe(true);
  expect(set.refresh_token!.options.httpOnly).toBe(true);
  expect(set.csrf_token!.options.httpOnly).toBe(false);
});

test('COOKIE_SECURE=false drops Secure (plain-HTTP development)', () => {
  const { res, set } = recorder();
  setSessionCookies(res, loadConfig({ COOKIE_SECURE: 'false' }), session(true));
  for (const { options } of Object.values(set)) expect(options.secure).toBe(false);
});

test('remember-me cookies persist; the others live for the browser session', () => {
  const remembered = recorder();
  setSessionCookies(remembered.res, loadConfig({}), session(true));
  expect(remembered.set.refresh_token!.options.maxAge).toBeGreaterThan(29 * 86_400_000);
  expect(remembered.set.csrf_token!.options.maxAge).toBe(remembered.set.refresh_token!.options.maxAge);

  const browserSession = recorder();
  setSessionCookies(browserSession.res, loadConfig({}), session(false));
  for (const { options } of Object.values(browserSession.set)) {
    expect(options.maxAge).toBeUndefined();
    expect(options.expires).toBeUndefined();
  }
});

test('clearing removes all three cookies with the same attributes', () => {
  const { res, cleared } = recorder();
  clearSessionCookies(res, loadConfig({}));
  expect(Object.keys(cleared).sort()).toEqual(['access_token', 'csrf_token', 'refresh_token']);
  for (const options of Object.values(cleared)) expect(options).toMatchObject({ secure: true, sameSite: 'lax', path: '/' });
});
