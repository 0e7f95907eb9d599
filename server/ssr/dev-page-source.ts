import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_TEMPLATE_FILES, type RenderPage } from '../../contract';
import { DEV_HMR_PORT } from './dev-hmr';
import type { PageSource } from './page-source';
import { projectPaths } from './project-paths';

/** Development: Vite in middleware mode, with HMR; the render module is reloaded as it changes. */
export async function createDevPageSource(): Promise<PageSource> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: projectPaths.viteConfig,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { port: DEV_HMR_PORT } },
  });
  return {
    assets: vite.middlewares,
    template: async (name, url) => vite.transformIndexHtml(url, await readFile(path.join(projectPaths.sourceClient, PAGE_TEMPLATE_FILES[name]), 'utf8')),
    renderPage: async () => ((await vite.ssrLoadModule(projectPaths.renderModuleSource)) as { render: RenderPage }).render,
    modulePreloads: () => [],
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}
