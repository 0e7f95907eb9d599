import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { PageStream } from '../../contract';
import type { Logger } from '../logger';
import type { PageApiFor } from './page-api';
import type { PageSource } from './page-source';
import { fillTemplate } from './page-template';
import { requestLanguageOf } from './request-language';

const ERROR_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>';

export interface PageHandlerDependencies {
  source: PageSource;
  logger: Logger;
  /** How the render of a page request reaches the API. */
  api: PageApiFor;
}

function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('No CSP nonce: securityHeaders() must run before the page router');
  return nonce;
}

/** Writes the rendered app into the response, between the two halves of the template, with back-pressure. */
function streamInto(res: Response, page: PageStream, afterApp: string): void {
  const body = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (res.write(chunk)) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      res.end(afterApp);
      callback();
    },
  });
  res.on('close', () => {
    if (!res.writableFinished) page.abort(new Error('The client went away'));
  });
  // A render that fails after its HTML started cannot become an error page: the connection is cut.
  body.once('error', (error) => res.destroy(error));
  page.pipe(body);
}

/**
 * Server-side rendering of every page: guards decide on the server, then the app streams.
 * Mount it behind detectRequestLanguage().
 */
export function createPageHandler({ source, logger, api }: PageHandlerDependencies): RequestHandler {
  return async (req: Request, res: Response) => {
    let rendered: PageStream | undefined;
    try {
      const nonce = cspNonceOf(res);
      const renderPage = await source.renderPage();
      const page = await renderPage({
        url: req.originalUrl,
        cookieHeader: req.headers.cookie,
        requestLanguage: requestLanguageOf(req),
        api: api(req),
        nonce,
      });

      // Pages carry the user's data and depend on the cookies and the language asked for.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Vary', 'Cookie, Accept-Language');
      for (const cookie of page.setCookies) res.append('Set-Cookie', cookie);
      if (page.type === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      rendered = page;

      const template = await source.template(page.document.template, req.originalUrl);
      const { beforeApp, afterApp } = fillTemplate(template, page.document, nonce, source.modulePreloads(page.document.modules));
      res.status(page.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Language', page.document.lang);
      res.write(beforeApp);
      streamInto(res, page, afterApp);
    } catch (error) {
      // A rendered page that will not be sent stops rendering (in a render thread, it would wait to be sent).
      rendered?.abort(error);
      if (error instanceof Error) source.fixStacktrace(error);
      logger.error({ err: error, url: req.originalUrl }, 'rendering a page failed');
      if (res.headersSent) res.end();
      else res.status(500).setHeader('Cache-Control', 'no-store').type('html').send(ERROR_PAGE);
    }
  };
}
