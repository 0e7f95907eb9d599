import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import request from 'supertest';
import { PERMISSIONS, ROLES, apiContract, can, routeAccessOf, type Role, type RouteAccess } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

/*
 * Every route of the contract × every role and a caller without a session: the status the access
 * layer gives, computed from the route's declared access and the access table. A refused call is
 * 401 `not_authenticated` (no session) or 403 `forbidden` with the permission's text (a role that
 * holds none of it); an allowed call reaches the route, whose invalid input then answers 400 (or,
 * for a route without input, its own answer), never a refusal. The user-management matrix per
 * target is tests/api/permissions-matrix.test.ts.
 */

function routesOf(router: AppRouter, prefix = ''): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry) ? [{ name: `${prefix}${key}`, route: entry }] : routesOf(entry as AppRouter, `${prefix}${key}.`),
  );
}

// Public routes last: one of them (sign-out) ends the caller's session.
const routes = routesOf(apiContract).sort((a, b) => Number(routeAccessOf(a.route.metadata) === 'public') - Number(routeAccessOf(b.route.metadata) === 'public'));

type Caller = Role | 'signed_out';
type Expected = 401 | 403 | 'allowed';

/**
 * Routes that read everyone's records, not one's own: a role that holds only the `:own` form of
 * their permission (a creator's `read:campaign:own`) passes the route, and its service refuses it
 * with the same 403.
 */
const EVERYONES_RECORDS = new Set(['campaigns.list', 'campaigns.board', 'campaigns.sponsorOptions']);

function expectedFor(name: string, access: RouteAccess, caller: Caller): Expected {
  if (access === 'public') return 'allowed';
  if (caller === 'signed_out') return 401;
  if (access === 'signed_in') return 'allowed';
  const actor = { user_id: 0, role: caller };
  if (!can(actor, access.permission)) return 403;
  return EVERYONES_RECORDS.has(name) && !can(actor, access.permission, { owner_id: null }) ? 403 : 'allowed';
}

/** The route called with input it must refuse once past the access layer: path parameters that are no id, an empty body. */
function call(agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, route: AppRoute, csrf?: string) {
  const path = route.path.replace(/:[A-Za-z_]\w*/g, 'x');
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let pending = agent[method](path);
  if (csrf) pending = pending.set('X-CSRF-Token', csrf);
  return method === 'get' ? pending : pending.send({});
}

let testApp: TestApp;
const sessions = {} as Record<Role, SignedInAgent>;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000' });
  for (const role of ROLES) {
    const user = await testApp.createUser(role, { username: `access_${role}` });
    sessions[role] = await testApp.signIn(user.username);
  }
});
afterAll(() => testApp.close());

test('the walk finds every route, and every route declares its access', () => {
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter(({ route }) => routeAccessOf(route.metadata) === undefined).map(({ name }) => name)).toEqual([]);
});

const CALLERS: Caller[] = ['signed_out', ...ROLES];

describe.each(CALLERS)('as %s', (caller) => {
  const cases = routes.map(({ name, route }) => {
    const access = routeAccessOf(route.metadata) ?? 'public';
    const expected = expectedFor(name, access, caller);
    return { name, route, access, expected, title: `${route.method} ${route.path} (${name}): ${expected}` };
  });

  test.each(cases)('$title', async ({ route, access, expected }) => {
    const session = caller === 'signed_out' ? undefined : sessions[caller];
    const response = await (session ? call(session.agent, route, session.csrf) : call(request(testApp.app), route));
    if (expected === 401) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'not_authenticated' });
    } else if (expected === 403) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ code: 'forbidden', detail: PERMISSIONS[(access as { permission: keyof typeof PERMISSIONS }).permission] });
    } else {
      expect(response.status).not.toBe(403);
      // A public route may answer 401 on its own (renewing or ending a session that is not there).
      if (access !== 'public') expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    }
  });
});
