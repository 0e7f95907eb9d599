import { availableParallelism } from 'node:os';

// The project's TypeScript through swc, and every module, node_modules included, with the language's
// constructors bound once per module (tests/support/jest-transform.js: globals are slow in jest's vm contexts).
const transform = {
  '^.+\\.(?:[cm]?js|jsx|tsx?)$': [
    '<rootDir>/tests/support/jest-transform.js',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
        // Keeps `with { type: 'json' }` (the client's bundled translations) for Node's ESM loader.
        experimental: { keepImportAttributes: true },
      },
      module: { type: 'es6' },
    },
  ],
};

const common = {
  transform,
  transformIgnorePatterns: [],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

// Unit tests run once; database-backed tests (tests/api) run on PGlite and, when TEST_DATABASE_URL
// is set, once more on that PostgreSQL server (but for ENGINE_INDEPENDENT); the fuzz (tests/fuzz) once.
const databases = [{ name: 'pglite', url: '' }];
if (process.env.TEST_DATABASE_URL) databases.push({ name: 'postgres', url: process.env.TEST_DATABASE_URL });

// API test files whose answers do not depend on the database engine (the API's description): on the embedded one only.
const ENGINE_INDEPENDENT = ['/tests/api/openapi\\.test\\.ts$'];

/** A database-backed project on one database: each test app copies one migrated database of the run (a PGlite dump, a PostgreSQL template). */
const onDatabase = (database) => ({
  ...common,
  testEnvironment: '<rootDir>/tests/support/node-environment-after-jobs.js',
  globals: { TEST_DATABASE: database },
  ...(database.name === 'postgres'
    ? { globalSetup: '<rootDir>/tests/support/postgres-global-setup.ts', globalTeardown: '<rootDir>/tests/support/postgres-global-teardown.ts' }
    : { globalSetup: '<rootDir>/tests/support/global-setup.ts', globalTeardown: '<rootDir>/tests/support/global-teardown.ts' }),
});

export default {
  // A guard against hangs, not a speed limit: seeding tens of thousands of rows in a hook takes over 30 s on a loaded 2-core machine.
  testTimeout: 120000,
  // Test files spend much of their time waiting on their database, each file on its own: three
  // workers even on 2 cores (there, 129 s against 154 s with two; four gain nothing more).
  maxWorkers: Math.max(3, availableParallelism() - 1),
  // A worker's heap grows with every ESM test file it runs (to over 400 MB across the four projects),
  // and collecting a larger heap costs each later file more: a worker past 300 MB is replaced after its
  // file. On 2 cores, the projects with PostgreSQL took 149-157 s with a limit, 183 s without.
  workerIdleMemoryLimit: '300MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/contract/**/*.test.ts', '<rootDir>/server/**/*.test.ts', '<rootDir>/client/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'process',
      testEnvironment: '<rootDir>/tests/support/node-environment-after-jobs.js',
      testMatch: ['<rootDir>/tests/process/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    ...databases.map((database) => ({
      ...onDatabase(database),
      displayName: `api:${database.name}`,
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      ...(database.name === 'pglite' ? {} : { testPathIgnorePatterns: ['/node_modules/', ...ENGINE_INDEPENDENT] }),
    })),
    // The hostile-input fuzz (13,000 requests; `npm run test:fuzz`, which CI runs after `npm test`, decision 0011) checks
    // answers that do not depend on which build of PostgreSQL is behind them: it runs on the PostgreSQL server when there is one.
    { ...onDatabase(databases.at(-1)), displayName: 'fuzz', testMatch: ['<rootDir>/tests/fuzz/**/*.test.ts'] },
  ],
};
