import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder with package.json, from the source (dev) or from the bundle in dist/server (prod). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
}

const projectRoot = findProjectRoot();

export const projectPaths = {
  root: projectRoot,
  viteConfig: path.join(projectRoot, 'vite.config.ts'),
  sourceClient: path.join(projectRoot, 'client'),
  /** Dev: the render module, as Vite's module path under its root (client/). */
  renderModuleSource: '/entry-server.tsx',
  builtClient: path.join(projectRoot, 'dist', 'client'),
  builtRenderModule: path.join(projectRoot, 'dist', 'ssr', 'entry-server.js'),
  /** The render threads' script, built beside the server's entry. */
  builtRenderThread: path.join(projectRoot, 'dist', 'server', 'render-thread.js'),
};
