import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Express, RequestHandler } from 'express';
import request from 'supertest';
import { PAGE_TEMPLATE_FILES } from '../../contract';
import { render } from '../../client/entry-server';
import { createApp } from '../../server/app';
import { activityLog } from '../../server/db/schema';
import { capturedLogger } from '../support/captured-logger';
import { inProcessPageApi } from '../../server/ssr/page-api';
import { createPageRouter } from '../../server/ssr/page-router';
import type { PageSource } from '../../server/ssr/page-source';
import { cookieHeader, login, setCookieLines, sleep } from '../support/api-helpers';
import { createTestApp, parseSetCookies, TEST_PASSWORD, type TestApp } from '../support/test-app';

const root = path.resolve(import.meta.dirname, '..', '..');
const VISITOR_ADDRESS = '198.51.100.23';
const INVITATION_TOKEN = 'tok3n-that-must-never-be-logged';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

let testApp: TestApp;
let app: Express;
const { lines: logLines, logger } = capturedLogger();

/** The render module itself, on the HTML templates of the source tree (no build needed). */
async function sourcePageSource(): Promise<PageSource> {
  const templates = {
    app: await readFile(path.join(root, 'client', PAGE_TEMPLATE_FILES.app), 'utf8'),
    'sign-in': await readFile(path.join(root, 'client', PAGE_TEMPLATE_FILES['sign-in']), 'utf8'),
  };
  const noAssets: RequestHandler = (_req, _res, next) => next();
  return { assets: noAssets, template: async (name) => templates[name], renderPage: async () => render, modulePreloads: () => [], fixStacktrace: () => {} };
}

function pageStateOf(html: string): Record<string, unknown> {
  const state = /<script id="page-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!state) throw new Error('the page has no state');
  return JSON.parse(state) as Record<string, unknown>;
}

beforeAll(async () => {
  // REFRESH_GRACE_SECONDS=0: a rotated refresh token used again is reuse, which the API audits.
  testApp = await createTestApp({ TRUST_PROXY: 'true', REFRESH_GRACE_SECONDS: '0' });
  const pages = createPageRouter({ source: await sourcePageSource(), logger, api: inProcessPageApi((req, res) => app(req, res)) });
  app = createApp({ config: testApp.config, logger, local: { database: testApp.runtime.database, services: testApp.runtime.services }, pages });
});
afterAll(() => testApp.close());
beforeEach(() => {
  logLines.length = 0;
});

function logged(): LogLine[] {
  return logLines.map((line) => JSON.parse(line) as LogLine);
}

/** Log lines are written when a response finishes, which may be just after the client has it. */
async function settledLog(): Promise<LogLine[]> {
  await sleep(50);
  return logged();
}

async function signedInCookies(username: string): Promise<Record<string, string>> {
  const response = await login(testApp, username, TEST_PASSWORD);
  expect(response.status).toBe(200);
  return parseSetCookies(response.headers['set-cookie']);
}

describe('server rendering calls the built-in API in-process', () => {
  test('an audit entry written during a render records the page request’s client address', async () => {
    const user = await testApp.createUser('editor');
    const cookies = await signedInCookies(user.username);
    const refreshed = await request(app)
      .post('/api/auth/refresh')
      .set('Cookie', cookieHeader(cookies))
      .set('X-CSRF-Token', cookies.csrf_token!);
    expect(refreshed.status).toBe(200);
    await sleep(5);

    // The already rotated refresh token, as a stolen copy would arrive: the render's renewal is reuse.
    const page = await request(app)
      .get('/admin')
      .set('X-Forwarded-For', VISITOR_ADDRESS)
      .set('Cookie', cookieHeader({ refresh_token: cookies.refresh_token, csrf_token: cookies.csrf_token }));
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/login\b/);

    const entries = await testApp.runtime.database.db
      .select({ address: activityLog.address })
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'session_reuse_detected')));
    expect(entries).toEqual([{ address: VISITOR_ADDRESS }]);
  });

  test('a session renewed during a page request is passed on with the page', async () => {
    const user = await testApp.createUser('editor');
    const cookies = await signedInCookies(user.username);

    const page = await request(app)
      .get('/admin')
      .set('Cookie', cookieHeader({ refresh_token: cookies.refresh_token, csrf_token: cookies.csrf_token }));
    expect(page.status).toBe(200);
    expect(page.text).toContain(user.username);
    const renewed = parseSetCookies(setCookieLines(page));
    expect(renewed.access_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(cookies.refresh_token);
  });
});

describe('a visitor’s page view', () => {
  test('asks the API nothing about the session and logs no warning', async () => {
    const page = await request(app).get('/login');
    expect(page.status).toBe(200);
    const lines = await settledLog();
    expect(lines.filter((line) => line.req?.url.startsWith('/api/'))).toEqual([]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  test('a 401 of an anonymous API call is logged at info, not as a warning', async () => {
    expect((await request(app).get('/api/auth/me')).status).toBe(401);
    const [line] = (await settledLog()).filter((entry) => entry.req?.url === '/api/auth/me');
    expect(line).toMatchObject({ level: 30, res: { statusCode: 401 } });
  });
});

describe('the language of a page', () => {
  const htmlLang = (html: string) => /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1];

  test('a visitor’s: the language cookie, then Accept-Language, then English', async () => {
    const page = (headers: Record<string, string>) => request(app).get('/login').set(headers);
    expect(htmlLang((await page({ Cookie: 'i18nextLng=it', 'Accept-Language': 'en-US,en' })).text)).toBe('it');
    expect(htmlLang((await page({ 'Accept-Language': 'it-IT,it;q=0.9' })).text)).toBe('it');
    expect(htmlLang((await page({ 'Accept-Language': 'fr-FR' })).text)).toBe('en');
    const italianPage = await page({ 'Accept-Language': 'it' });
    expect(italianPage.headers['content-language']).toBe('it');
  });

  test('a signed-in user’s saved language wins over the cookie and Accept-Language', async () => {
    const user = await testApp.createUser('editor');
    const session = await testApp.signIn(user.username);
    expect((await session.agent.put('/api/users/me/preferences').set('X-CSRF-Token', session.csrf).send({ language: 'en' })).status).toBe(200);
    const cookies = { ...session.cookies, i18nextLng: 'it' };

    const page = await request(app).get('/admin/manage').set('Cookie', cookieHeader(cookies)).set('Accept-Language', 'it');
    expect(page.status).toBe(200);
    expect(htmlLang(page.text)).toBe('en');
    expect(page.headers['content-language']).toBe('en');
    expect(page.text).toContain('<title>My account');
  });
});

describe('the sign-in page', () => {
  test('is a page of its own: its own script, its texts in both languages, no app state', async () => {
    const page = await request(app).get('/login?from=%2Fadmin').set('Accept-Language', 'it');
    expect(page.status).toBe(200);
    expect(page.text).toContain('src="/entry-sign-in.tsx"');
    expect(page.text).not.toContain('entry-client');
    expect(page.text).toContain('<title>Login · Agency Back-office</title>');
    expect(page.text).toContain('Accedi al tuo account');
    const state = pageStateOf(page.text) as { language: string; texts: Record<string, { login: { title: string } }>; queryState?: unknown };
    expect(state.language).toBe('it');
    expect(state.texts.it?.login.title).toBe('Accedi al tuo account');
    expect(state.texts.en?.login.title).toBe('Sign in to your account');
    expect(state.queryState).toBeUndefined();
  });

  test('sends a signed-in user to their home', async () => {
    const user = await testApp.createUser('creator');
    const page = await request(app).get('/login').set('Cookie', cookieHeader(await signedInCookies(user.username)));
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/creator');
  });

  test.each(['/Login', '/login/'])('%s, another spelling of its path, is the same form as a page of the app', async (url) => {
    const page = await request(app).get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('src="/entry-client.tsx"');
    expect(page.text).toContain('Sign in to your account');
  });
});

describe('the texts a page hydrates with', () => {
  const needsAppTexts = (html: string): unknown => pageStateOf(html).appTexts;

  test('a missing page needs only the common texts; the areas’ pages need theirs', async () => {
    expect(needsAppTexts((await request(app).get('/no-such-page')).text)).toBe(false);

    const user = await testApp.createUser('editor');
    const cookies = await signedInCookies(user.username);
    const page = await request(app).get('/admin/manage').set('Cookie', cookieHeader(cookies));
    expect(page.status).toBe(200);
    expect(needsAppTexts(page.text)).toBe(true);
  });
});

describe('secrets in page URLs', () => {
  test('an invitation link’s token reaches no log line', async () => {
    const page = await request(app).get(`/invite/${INVITATION_TOKEN}`);
    expect(page.status).toBeLessThan(500);
    const posted = await request(app).post(`/invite/${INVITATION_TOKEN}`).type('form').send({ password: 'Secret-Passw0rd' });
    expect(posted.status).toBe(303);

    const text = (await settledLog()).map((line) => JSON.stringify(line)).join('\n');
    expect(text).toContain('/invite/[redacted]');
    expect(text).not.toContain(INVITATION_TOKEN);
    expect(text).not.toContain('Secret-Passw0rd');
  });
});

describe('page routes answer only reads', () => {
  test.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s to a page is sent back to the same page with 303', async (method) => {
    const response = await request(app)[method.toLowerCase() as 'post'](`/login?from=form`).type('form').send({ identifier: 'someone' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login?from=form');
  });

  test('the 303 never points to another host', async () => {
    const response = await request(app).post('//evil.example/login');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/evil.example/login');
  });
});

describe('malformed percent-encoding in a page path', () => {
  test.each(['/invite/%E0%A4%A', '/%zz', '/login%'])('%s gets the 400 page, not a 500', async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('This address is not valid');
    expect((await settledLog()).filter((line) => line.level >= 50)).toEqual([]);
  });
});
