import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { apiContract } from '../../contract';
import { expectApiError } from '../support/api-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>> };

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await request(testApp.app).get('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => testApp.close());

/** Every route of the contract, found by walking it (so a new endpoint is checked without editing this test). */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry as AppRouter)));
}

const routes = routesOf(apiContract);
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

test('the contract has the endpoints of DESIGN.md §4 (sanity check of the walk)', () => {
  const listed = routes.map((route) => `${route.method} ${route.path}`);
  for (const endpoint of [
    'POST /api/auth/login',
    'POST /api/auth/refresh',
    'POST /api/auth/logout',
    'GET /api/auth/me',
    'GET /api/users/me',
    'PUT /api/users/me/username',
    'PUT /api/users/me/password',
    'GET /api/users/me/preferences',
    'PUT /api/users/me/preferences',
    'POST /api/users/me/avatar',
    'DELETE /api/users/me/avatar',
    'GET /api/users',
    'POST /api/users',
    'PUT /api/users/:id/role',
    'PUT /api/users/:id/status',
    'GET /api/logs/all',
  ]) {
    expect(listed).toContain(endpoint);
  }
});

test('GET /api/openapi.json is a valid OpenAPI 3 document', async () => {
  expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Parameters<Validator['validate']>[0]);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test.each(routes.map((route) => ({ method: route.method, path: route.path, route })))('the document lists $method $path with its answers', ({ method, path, route }) => {
  const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
  expect(operation).toBeDefined();
  const statuses = Object.keys(route.responses);
  expect(Object.keys(operation!.responses).sort()).toEqual(expect.arrayContaining(statuses.sort()));
  for (const [, name] of path.matchAll(/:([A-Za-z_]\w*)/g)) {
    expect(operation!.parameters ?? []).toContainEqual(expect.objectContaining({ name, in: 'path' }));
  }
});

test('the document lists nothing that the contract does not have', () => {
  const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
  const contracted = routes.map((route) => `${route.method} ${openApiPath(route.path)}`);
  expect(documented.sort()).toEqual(contracted.sort());
});

test('readable API docs are served at /api/docs', async () => {
  const response = await request(testApp.app).get('/api/docs/');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.text).toMatch(/swagger/i);
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  test.each(['/api/openapi.json', '/api/docs/'])('%s is not served unless API_DOCS turns it on (404 in the error shape)', async (path) => {
    const response = await request(production.app).get(path);
    expectApiError(response, 404, 'not_found');
  });

  test('API_DOCS=true serves the document and the readable docs', async () => {
    const documented = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await request(documented.app).get('/api/openapi.json')).status).toBe(200);
      expect((await request(documented.app).get('/api/docs/')).status).toBe(200);
    } finally {
      await documented.close();
    }
  });
});
