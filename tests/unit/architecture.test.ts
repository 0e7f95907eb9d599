import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

/** Every relative import of the file, resolved to a path relative to the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(path.dirname(file), specifier)));
}

function violations(dir: string, isForbidden: (target: string, file: string) => boolean): string[] {
  return sourceFiles(path.join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => isForbidden(target, file))
      .map((target) => `${path.relative(root, file)} -> ${target}`),
  );
}

test('the client never imports server code', () => {
  expect(violations('client', (target) => target.startsWith('server'))).toEqual([]);
});

test('the server never imports client code', () => {
  expect(violations('server', (target) => target.startsWith('client'))).toEqual([]);
});

test('the contract imports nothing of the client or the server', () => {
  expect(violations('contract', (target) => !target.startsWith('contract'))).toEqual([]);
});

test('client features do not import each other', () => {
  const featureOf = (projectPath: string) => /^client\/features\/([^/]+)/.exec(projectPath)?.[1];
  expect(
    violations('client/features', (target, file) => {
      const targetFeature = featureOf(target);
      return targetFeature !== undefined && targetFeature !== featureOf(path.relative(root, file));
    }),
  ).toEqual([]);
});

test('only repositories and the database module query the database', () => {
  const allowed = (file: string) => /-repository\.ts$|\/db\/|\.test\.ts$/.test(file);
  const offenders = sourceFiles(path.join(root, 'server'))
    .filter((file) => !allowed(file))
    .filter((file) => /from 'drizzle-orm|from '\.\.?\/db\/schema'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offenders).toEqual([]);
});
