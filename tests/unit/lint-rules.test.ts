import path from 'node:path';
import { ESLint } from 'eslint';

/*
 * The import boundaries are ESLint rules (eslint.config.js). Each is proved here on a snippet that
 * breaks it, linted as if it were a file at the given path: removing or weakening a rule fails
 * its test. `npx eslint .` applies them to the whole code base.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  // The snippets are not files of the TypeScript project, so the typed rules (which need it) are off here.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
    },
  });
});

/** The boundary rules' messages for `code` placed at `file`. */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const refused: [string, string, string, RegExp][] = [
  ['the contract imports no server code', 'contract/users/x.ts', "import { value } from '../../server/config';", /contract imports nothing/],
  ['the contract imports no client code', 'contract/users/x.ts', "import { value } from '../../client/lib/ui-constants';", /contract imports nothing/],
  ['the client imports no server code', 'client/lib/x.ts', "import { value } from '../../server/config';", /client never imports server/],
  ['the server imports no client code', 'server/http/x.ts', "import { value } from '../../client/lib/ui-constants';", /server never imports client/],
  ['a server module imports no client code', 'server/modules/users/x.ts', "import { value } from '../../../client/app/routes';", /server never imports client/],
  ['shared client code imports no feature', 'client/lib/x.ts', "import { value } from '../features/account/account-errors';", /Shared client code/],
  ['shared components import no app code', 'client/components/x.ts', "import { value } from '../app/routes';", /Shared client code/],
  ['a feature imports no app code', 'client/features/account/x.ts', "import { value } from '../../app/routes';", /feature imports no app code/],
  ['the app imports no entry module', 'client/app/x.ts', "import { value } from '../entry-server';", /app imports no entry/],
  ['a feature imports no other feature', 'client/features/account/x.ts', "import { value } from '../activity-log/log-view';", /never imports another feature/],
  ['platform code uses a module through its index only', 'server/x.ts', "import { value } from './modules/users/users-repository';", /only through its index/],
  ['a module uses another module through its index only', 'server/modules/account/x.ts', "import { value } from '../users/users-service';", /only through its index/],
  ['a service builds no query', 'server/modules/users/users-service.ts', "import { eq as value } from 'drizzle-orm';", /Only repositories/],
  ['a service reads no table', 'server/modules/users/users-service.ts', "import { users as value } from './tables';", /Only repositories/],
  ['components take their texts from the app’s useTranslation', 'client/features/account/x.tsx', "import { useTranslation as value } from 'react-i18next';", /use-translation/],
  ['platform code reads no table', 'server/http/x.ts', "import { users as value } from '../db/schema';", /Only repositories/],
];

test.each(refused)('%s', async (_title, file, code, message) => {
  const problems = await boundaryProblems(file, code);
  expect(problems).toEqual([expect.stringMatching(message)]);
});

const allowed: [string, string, string][] = [
  ['the client imports the contract', 'client/features/account/x.ts', "import { ROLES as value } from '../../../contract';"],
  ['the server imports the contract', 'server/modules/users/x.ts', "import { ROLES as value } from '../../../contract';"],
  ['a feature imports its own files', 'client/features/account/x.ts', "import { value } from './account-errors';"],
  ['a feature imports shared client code', 'client/features/account/x.ts', "import { value } from '../../lib/ui-constants';"],
  ['the app composes features', 'client/app/x.ts', "import { value } from '../features/account/account-page';"],
  ['a module imports its own files', 'server/modules/users/x.ts', "import { value } from './users-repository';"],
  ['a module imports another through its index', 'server/modules/account/x.ts', "import { value } from '../users';"],
  ['platform code imports a module’s index', 'server/x.ts', "import { value } from './modules/users';"],
  ['a repository builds queries on its tables', 'server/modules/users/users-repository.ts', "import { eq as value } from 'drizzle-orm';\nimport { users } from './tables';\nvoid users;"],
  ['a module’s tables refer to another module’s tables', 'server/modules/account/tables.ts', "import { users as value } from '../users/tables';"],
];

test.each(allowed)('allowed: %s', async (_title, file, code) => {
  expect(await boundaryProblems(file, code)).toEqual([]);
});

test('a promise neither awaited nor let go with void is refused (typed rules)', async () => {
  // A path outside the TypeScript project, typed on its own (the whole project's types take seconds to load).
  const typed = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['typed-rule-probe/*.ts'] } } } } });
  const file = path.join(root, 'typed-rule-probe/save.ts');
  const [result] = await typed.lintText('export async function save() {}\nsave();\n', { filePath: file });
  expect(result?.messages.map((message) => message.ruleId)).toContain('@typescript-eslint/no-floating-promises');
});

test('a day is typed in a DateField, never in a native date input', async () => {
  const [result] = await eslint.lintText('export const field = <input type="date" />;\n', { filePath: path.join(root, 'client/features/account/x.tsx') });
  expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message)).toEqual([expect.stringMatching(/Use DateField/)]);
});
