import type { NextFunction, Request, Response } from 'express';

const BAD_REQUEST_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>This address is not valid</h1><p>Check the link, or go to the <a href="/">start page</a>.</p></body></html>';

/** Returns the decoded path, not a boolean: the production bundler drops a decode whose result is unused. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A path with broken percent-encoding (a link cut short, `/%zz`) names no page: it gets a plain
 * 400 page. Rendering it would leave the decoding to the router, which prints the raw path.
 */
export function rejectMalformedPath(req: Request, res: Response, next: NextFunction): void {
  if (decodedPath(req.path) !== undefined) {
    next();
    return;
  }
  res.status(400).setHeader('Cache-Control', 'no-store').type('html').send(BAD_REQUEST_PAGE);
}
