import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { PAGE_NONCE_PLACEHOLDER, PAGE_TEMPLATE_FILES } from './contract/platform/page-render.js';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (...segments: string[]) => path.join(projectRoot, ...segments);

/**
 * One file, three builds (`npm run build` runs them in this order):
 * - `vite build`: browser assets with hashed names and the HTML template, into dist/client;
 * - `vite build --ssr`: the render module client/entry-server.tsx, into dist/ssr;
 * - `vite build --ssr --mode server`: the server entry server/index.ts and its render threads' script, into dist/server.
 * Development (`npm run dev`) runs Vite in middleware mode inside the Express server.
 * Server bundles keep node_modules external.
 */
export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  if (isSsrBuild && mode === 'server') {
    return {
      root: projectRoot,
      publicDir: false,
      build: {
        outDir: fromRoot('dist', 'server'),
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        // The server, and the script of its render threads (server/ssr/render-threads.ts).
        rollupOptions: { input: { index: fromRoot('server', 'index.ts'), 'render-thread': fromRoot('server', 'ssr', 'render-thread.ts') } },
      },
    };
  }
  return {
    root: fromRoot('client'),
    plugins: [react()],
    html: { cspNonce: PAGE_NONCE_PLACEHOLDER },
    build: isSsrBuild
      ? {
          outDir: fromRoot('dist', 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          rollupOptions: { input: fromRoot('client', 'entry-server.tsx') },
        }
      : {
          outDir: fromRoot('dist', 'client'),
          emptyOutDir: true,
          // .vite/manifest.json: the server preloads the chunks of a page's lazy routes from it.
          manifest: true,
          // React and the router change less often than the app: their chunks stay cached across
          // releases (the router's apart, as the sign-in page has none). Other libraries go with the
          // pages that use them, so a page loads only its own.
          rolldownOptions: {
            // Two pages: the app, and the sign-in page with a script of its own.
            input: Object.fromEntries(Object.entries(PAGE_TEMPLATE_FILES).map(([name, file]) => [name, fromRoot('client', file)])),
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                ],
              },
            },
          },
        },
  };
});
