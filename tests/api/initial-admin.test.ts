import { ensureInitialAdmin, startRuntime } from '../../server/bootstrap';
import { createLogger } from '../../server/logger';
import { usersRepository } from '../../server/modules/users/users-repository';
import { createTestApp, databaseKind, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ ADMIN_USERNAME: 'first_admin', ADMIN_PASSWORD: 'First-admin-1' });
});
afterAll(() => testApp.close());

test('processes starting together on an empty database create exactly one super admin, and none of them fails', async () => {
  // On PostgreSQL each starting process has a pool of its own; PGlite is one process's own database.
  const second = databaseKind() === 'postgres' ? await startRuntime(testApp.config, createLogger('silent')) : testApp.runtime;
  try {
    const outcomes = await Promise.all([
      ensureInitialAdmin(testApp.config, testApp.runtime),
      ensureInitialAdmin(testApp.config, second),
      ensureInitialAdmin(testApp.config, testApp.runtime),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([{ username: 'first_admin', email: 'first_admin@example.com', generatedPassword: undefined }]);
    expect(await usersRepository.count(testApp.runtime.database.db)).toBe(1);
  } finally {
    if (second !== testApp.runtime) await second.close();
  }
});
