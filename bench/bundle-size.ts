/**
 * Size of what a browser downloads for the first page, gzipped, as a ratio against a baseline
 * built in the same run: a minimal React 19 page (react-dom/client rendering one element) built
 * by the same Vite. Run after `npm run build`: npm run bench:bundle
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

async function gzippedSizes(dir: string, pattern: RegExp): Promise<{ raw: number; gzip: number; files: number }> {
  const names = (await readdir(dir)).filter((name) => pattern.test(name));
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: names.length };
}

async function baselineJs(): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bundle-baseline-'));
  try {
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>');
    await writeFile(
      path.join(dir, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p>baseline</p>);\n",
    );
    await build({ root: dir, logLevel: 'silent', plugins: [react()], resolve: { alias: { react: path.join(root, 'node_modules/react'), 'react-dom': path.join(root, 'node_modules/react-dom') } }, build: { outDir: path.join(dir, 'dist') } });
    return (await gzippedSizes(path.join(dir, 'dist', 'assets'), /\.js$/)).gzip;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const assets = path.join(root, 'dist', 'client', 'assets');
const js = await gzippedSizes(assets, /\.js$/);
const css = await gzippedSizes(assets, /\.css$/);
const baseline = await baselineJs();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.table([
  { what: 'minimal React page JS (baseline)', gzip: kib(baseline), raw: '', 'ratio to baseline': '1.00' },
  { what: `app JS (${js.files} files)`, gzip: kib(js.gzip), raw: kib(js.raw), 'ratio to baseline': (js.gzip / baseline).toFixed(2) },
  { what: `app CSS (${css.files} files)`, gzip: kib(css.gzip), raw: kib(css.raw), 'ratio to baseline': (css.gzip / baseline).toFixed(2) },
]);
