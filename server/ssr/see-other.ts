import type { NextFunction, Request, Response } from 'express';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** The request's own path and query, never read as another host (`//host`, `/\host`). */
function samePage(originalUrl: string): string {
  return `/${originalUrl.replace(/^[/\\]+/, '')}`;
}

/**
 * Pages are only read. A form sent before the page hydrated arrives as a POST to the page's URL:
 * it is sent back to that page with 303 See Other, so the browser loads it again. Its body is
 * never read, so nothing of it reaches a log.
 */
export function seeOtherUnlessRead(req: Request, res: Response, next: NextFunction): void {
  if (PAGE_METHODS.has(req.method)) {
    next();
    return;
  }
  res.redirect(303, samePage(req.originalUrl));
}
