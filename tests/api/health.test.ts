import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

test('healthz answers ok without touching the database', async () => {
  const response = await request(testApp.app).get('/healthz');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok' });
});

test('readyz answers ok when the database is reachable', async () => {
  const response = await request(testApp.app).get('/readyz');
  expect(response.status).toBe(200);
});

test('an admin signs in by e-mail and reads their own profile', async () => {
  const admin = await testApp.createUser('admin');
  const { agent } = await testApp.signIn(admin.email);
  const me = await agent.get('/api/auth/me');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ username: admin.username, role: 'admin' });
  expect(me.body.expires_in).toBeGreaterThan(800);
});
