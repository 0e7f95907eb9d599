import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from './api-error';

/**
 * JSON is UTF-8 (RFC 8259). The body parser would also decode other declared charsets, UTF-7
 * among them, which lets a body say one thing to filters and another to the application.
 */
export function refuseNonUtf8Bodies(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      return next(new ApiError(415, 'unsupported_media_type', 'Request bodies must be UTF-8'));
    }
    next();
  };
}
