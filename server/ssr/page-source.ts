import type { RequestHandler } from 'express';
import type { PageTemplate, RenderPage } from '../../contract';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createBuiltPageSource } from './built-page-source';

/** Where pages come from: Vite in development, the build output in production. */
export interface PageSource {
  /** Static assets (and, in development, Vite's module and HMR endpoints). */
  assets: RequestHandler;
  /** A page's HTML template, for its URL. */
  template(name: PageTemplate, url: string): Promise<string>;
  renderPage(): Promise<RenderPage>;
  /** The script files to preload for a page's lazy modules (none in development, where Vite serves modules as asked). */
  modulePreloads(modules: readonly string[]): string[];
  /** Maps an error's stack to the source files, where the source is transformed. */
  fixStacktrace(error: Error): void;
}

/** Development runs Vite with HMR; any other NODE_ENV serves the build of `npm run build`. */
export async function loadPageSource(config: Config, logger: Logger): Promise<PageSource> {
  return config.env === 'development' ? (await import('./dev-page-source')).createDevPageSource() : createBuiltPageSource({ renderThreads: config.renderThreads, logger });
}
