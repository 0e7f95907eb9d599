import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { enforceRouteAccess } from './route-access';

function outcomeFor(route: { metadata?: unknown; method: string; path: string }, actor: Request['actor']): unknown {
  let passed: unknown = 'not called';
  const next: NextFunction = (error?: unknown) => {
    passed = error;
  };
  enforceRouteAccess()({ tsRestRoute: route, actor, method: route.method, path: route.path } as unknown as Request, {} as Response, next);
  return passed;
}

const actor = { userId: 1, username: 'someone', email: 'someone@example.com', role: 'editor', sessionId: 's', accessExpiresAt: 0 } as const;

test('a public route lets everyone through', () => {
  expect(outcomeFor({ metadata: { access: 'public' }, method: 'POST', path: '/api/auth/login' }, null)).toBeUndefined();
});

test('a signed-in route refuses a caller without a session with 401, before anything else runs', () => {
  const refused = outcomeFor({ metadata: { access: 'signed_in' }, method: 'POST', path: '/api/users/me/avatar' }, null);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(401);
  expect(outcomeFor({ metadata: { access: 'signed_in' }, method: 'POST', path: '/api/users/me/avatar' }, actor)).toBeUndefined();
});

test('a route that declares no access is refused for everyone', () => {
  for (const caller of [null, actor]) {
    const refused = outcomeFor({ method: 'GET', path: '/api/forgotten' }, caller);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/declares no access/);
  }
});

test('a permission route refuses a caller without a session with 401, and a role without the permission with 403', () => {
  const route = { metadata: { access: { permission: 'read:activity-log' } }, method: 'GET', path: '/api/logs/all' };
  expect((outcomeFor(route, null) as ApiError).status).toBe(401);
  const refused = outcomeFor(route, actor) as ApiError;
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused.status).toBe(403);
  expect(refused.code).toBe('forbidden');
  expect(outcomeFor(route, { ...actor, role: 'admin' })).toBeUndefined();
});

test('an unknown permission counts as no declared access', () => {
  const refused = outcomeFor({ metadata: { access: { permission: 'read:everything' } }, method: 'GET', path: '/api/x' }, actor);
  expect((refused as Error).message).toMatch(/declares no access/);
});

test('a refused call of an audited route is reported with its action before the refusal is passed on', async () => {
  const reported: string[] = [];
  const passed = await new Promise<unknown>((resolve) => {
    const route = { metadata: { access: { permission: 'export:activity-log' }, audit: 'data_exported' }, method: 'GET', path: '/api/logs/export' };
    enforceRouteAccess(async (who, action, refusal) => {
      reported.push(`${who.username} ${action} ${refusal.status}`);
    })({ tsRestRoute: route, actor, method: route.method, path: route.path } as unknown as Request, {} as Response, resolve);
  });
  expect(reported).toEqual(['someone data_exported 403']);
  expect((passed as ApiError).status).toBe(403);
});
