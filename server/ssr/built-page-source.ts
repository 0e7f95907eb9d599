import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router } from 'express';
import type { Manifest } from 'vite';
import type { RenderPage } from '../../contract';
import { createModulePreloads } from './module-preloads';
import type { PageSource } from './page-source';
import { projectPaths } from './project-paths';

const TEMPLATE_FILE = 'index.html';
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

/** Production: the build output of `npm run build` (dist/client and dist/ssr). */
export async function createBuiltPageSource(): Promise<PageSource> {
  const template = await readFile(path.join(projectPaths.builtClient, TEMPLATE_FILE), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(projectPaths.builtClient, MANIFEST_FILE), 'utf8')) as Manifest;
  const renderModule = (await import(/* @vite-ignore */ pathToFileURL(projectPaths.builtRenderModule).href)) as { render: RenderPage };

  const assets = Router();
  // Hashed file names: a file never changes, so browsers may keep it for a year.
  assets.use('/assets', express.static(path.join(projectPaths.builtClient, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  const publicFiles = express.static(projectPaths.builtClient, { index: false, maxAge: '1h' });
  assets.use((req, res, next) => (req.path === `/${TEMPLATE_FILE}` ? next() : publicFiles(req, res, next)));

  return {
    assets,
    template: async () => template,
    renderPage: async () => renderModule.render,
    modulePreloads: createModulePreloads(manifest),
    fixStacktrace: () => {},
  };
}
