/**
 * Size of the JavaScript a browser loads for /login (the scripts and module preloads of the page
 * the built server renders), and of all the app's JS and CSS, gzipped, as ratios against a
 * baseline built in the same run: a minimal React 19 page (react-dom/client rendering one
 * element) built by the same Vite. Run after `npm run build`: npm run bench:bundle
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { startBuiltProduct } from './support/built-server';

const root = path.resolve(import.meta.dirname, '..');

async function gzippedSizes(dir: string, pattern: RegExp): Promise<{ raw: number; gzip: number; files: number }> {
  return gzippedSizesOf(dir, (await readdir(dir)).filter((name) => pattern.test(name)));
}

async function gzippedSizesOf(dir: string, names: readonly string[]): Promise<{ raw: number; gzip: number; files: number }> {
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

/** The script files that a page's HTML loads: module scripts and module preloads (paths under /assets). */
async function scriptsOfPage(pathname: string): Promise<string[]> {
  const server = await startBuiltProduct({ username: 'bench_bundle', password: 'Bench12345' });
  try {
    const html = await (await fetch(`${server.base}${pathname}`)).text();
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    const scripts = tags.filter((tag) => /type="module"|rel="modulepreload"/.test(tag));
    return scripts.map((tag) => /(?:src|href)="\/assets\/([^"]+)"/.exec(tag)?.[1]).filter((name): name is string => name !== undefined);
  } finally {
    await server.stop();
  }
}

const assets = path.join(root, 'dist', 'client', 'assets');
const loginJs = await gzippedSizesOf(assets, await scriptsOfPage('/login'));
const js = await gzippedSizes(assets, /\.js$/);
const css = await gzippedSizes(assets, /\.css$/);
const baseline = await baselineJs();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.table([
  { what: 'minimal React page JS (baseline)', gzip: kib(baseline), raw: '', 'ratio to baseline': '1.00' },
  { what: `/login JS (${loginJs.files} files)`, gzip: kib(loginJs.gzip), raw: kib(loginJs.raw), 'ratio to baseline': (loginJs.gzip / baseline).toFixed(2) },
  { what: `app JS, every page (${js.files} files)`, gzip: kib(js.gzip), raw: kib(js.raw), 'ratio to baseline': (js.gzip / baseline).toFixed(2) },
  { what: `app CSS (${css.files} files)`, gzip: kib(css.gzip), raw: kib(css.raw), 'ratio to baseline': (css.gzip / baseline).toFixed(2) },
]);
