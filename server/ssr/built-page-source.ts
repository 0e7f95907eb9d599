import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router } from 'express';
import type { Manifest } from 'vite';
import { PAGE_TEMPLATE_FILES, type PageTemplate, type RenderPage } from '../../contract';
import type { Logger } from '../logger';
import { createModulePreloads } from './module-preloads';
import type { PageSource } from './page-source';
import { projectPaths } from './project-paths';
import { startRenderThreads } from './render-threads';

const MANIFEST_FILE = path.join('.vite', 'manifest.json');

/** The paths of the files beside the template (the favicon…), as requested: `/favicon.svg`. */
async function publicFileNames(): Promise<Set<string>> {
  const templateFiles = new Set<string>(Object.values(PAGE_TEMPLATE_FILES));
  const entries = await readdir(projectPaths.builtClient, { withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile() && !templateFiles.has(entry.name)).map((entry) => `/${entry.name}`));
}

async function readTemplates(): Promise<Record<PageTemplate, string>> {
  const entries = await Promise.all(
    Object.entries(PAGE_TEMPLATE_FILES).map(async ([name, file]) => [name, await readFile(path.join(projectPaths.builtClient, file), 'utf8')] as const),
  );
  return Object.fromEntries(entries) as Record<PageTemplate, string>;
}

export interface BuiltPageSourceOptions {
  /** Threads that render the pages; with none, this thread renders them. */
  renderThreads: number;
  logger: Logger;
}

async function builtRender({ renderThreads, logger }: BuiltPageSourceOptions): Promise<RenderPage> {
  if (renderThreads === 0) return ((await import(/* @vite-ignore */ pathToFileURL(projectPaths.builtRenderModule).href)) as { render: RenderPage }).render;
  const script = pathToFileURL(projectPaths.builtRenderThread);
  return startRenderThreads({ script, renderModule: projectPaths.builtRenderModule, count: renderThreads, logger }).render;
}

/** Production: the build output of `npm run build` (dist/client, dist/ssr and the render threads' script). */
export async function createBuiltPageSource(options: BuiltPageSourceOptions): Promise<PageSource> {
  const templates = await readTemplates();
  const manifest = JSON.parse(await readFile(path.join(projectPaths.builtClient, MANIFEST_FILE), 'utf8')) as Manifest;
  const render = await builtRender(options);

  const assets = Router();
  // Hashed file names: a file never changes, so browsers may keep it for a year.
  assets.use('/assets', express.static(path.join(projectPaths.builtClient, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // The public files are known at start: a page request does not look for a file of its name.
  const publicNames = await publicFileNames();
  const publicFiles = express.static(projectPaths.builtClient, { index: false, maxAge: '1h' });
  assets.use((req, res, next) => (publicNames.has(req.path) ? publicFiles(req, res, next) : next()));

  return {
    assets,
    template: async (name) => templates[name],
    renderPage: async () => render,
    modulePreloads: createModulePreloads(manifest, PAGE_TEMPLATE_FILES.app),
    fixStacktrace: () => {},
  };
}
