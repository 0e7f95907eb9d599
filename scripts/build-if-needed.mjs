// `npm start` runs this first: it builds when the build output is missing or older than the
// sources, so a fresh checkout (or a pulled change) serves what the sources say.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/client/index.html', 'dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js', 'dist/server/index.js'].map((file) => path.join(root, file));
const sources = ['client', 'server', 'contract', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), stats.mtimeMs);
}

const built = outputs.every((file) => existsSync(file));
const builtAt = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
const changedAt = Math.max(...sources.map(newestChange));

if (!built || changedAt > builtAt) {
  console.log(built ? 'Sources changed since the last build: building.' : 'No build yet: building.');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
