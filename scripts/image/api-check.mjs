#!/usr/bin/env node
/**
 * What `npm run test:image` asks of the running container, through the public API as any client
 * would: sign in (POST /api/auth/login, then the csrf_token cookie echoed in X-CSRF-Token, per
 * decision 0003), and either make a change or find it again.
 *   node scripts/image/api-check.mjs change BASE_URL STATE_FILE   signs in, creates a user, keeps the cookies
 *   node scripts/image/api-check.mjs verify BASE_URL STATE_FILE   the earlier session and the user are still there
 * Reads ADMIN_USERNAME and ADMIN_PASSWORD from the environment.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [mode, baseUrl, stateFile] = process.argv.slice(2);
const username = process.env.ADMIN_USERNAME ?? 'admin';
const password = process.env.ADMIN_PASSWORD;
const CHECK_USER = 'image_check';

function fail(message) {
  console.error(`api-check: ${message}`);
  process.exit(1);
}

async function call(method, path, { cookies = {}, body } = {}) {
  const headers = { Accept: 'application/json', Origin: new URL(baseUrl).origin };
  if (Object.keys(cookies).length) headers.Cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookies.csrf_token && method !== 'GET') headers['X-CSRF-Token'] = cookies.csrf_token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, setCookies: response.headers.getSetCookie() };
}

async function signIn() {
  const response = await call('POST', '/api/auth/login', { body: { identifier: username, password } });
  if (response.status !== 200) fail(`sign-in answered ${response.status}: ${response.text}`);
  const cookies = {};
  for (const line of response.setCookies) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  for (const name of ['access_token', 'refresh_token', 'csrf_token']) if (!cookies[name]) fail(`sign-in set no ${name} cookie`);
  console.log(`signed in as ${response.json.username} (${response.json.role})`);
  return cookies;
}

async function findCheckUser(cookies) {
  const response = await call('GET', `/api/users?username_filter=${CHECK_USER}`, { cookies });
  if (response.status !== 200) fail(`user list answered ${response.status}: ${response.text}`);
  return response.json.users.find((user) => user.username === CHECK_USER);
}

if (!baseUrl || !stateFile || !password) fail('usage: api-check.mjs change|verify BASE_URL STATE_FILE (with ADMIN_PASSWORD set)');

if (mode === 'change') {
  const cookies = await signIn();
  const created = await call('POST', '/api/users', {
    cookies,
    body: { username: CHECK_USER, email: 'image.check@example.com', password: 'image-check-1', role: 'editor' },
  });
  if (created.status !== 201) fail(`creating a user answered ${created.status}: ${created.text}`);
  if (!(await findCheckUser(cookies))) fail('the new user is not in the list');
  writeFileSync(stateFile, JSON.stringify({ cookies, userId: created.json.user_id }));
  console.log(`created user ${CHECK_USER} (id ${created.json.user_id})`);
} else if (mode === 'verify') {
  const { cookies, userId } = JSON.parse(readFileSync(stateFile, 'utf8'));
  // The session from before the restart still holds: sessions and the generated secret live in the data directory.
  const me = await call('GET', '/api/auth/me', { cookies });
  if (me.status !== 200) fail(`the earlier session answered ${me.status}: ${me.text}`);
  const fresh = await signIn();
  const user = await findCheckUser(fresh);
  if (typeof userId !== 'number' || !user || user.user_id !== userId) fail(`user ${CHECK_USER} (id ${userId}) is gone after the restart`);
  console.log(`found user ${CHECK_USER} (id ${userId}) and the earlier session after the restart`);
} else {
  fail(`unknown mode ${mode}`);
}
