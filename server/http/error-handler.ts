import type { ErrorRequestHandler, Request, Response } from 'express';
import type { RequestValidationError } from '@ts-rest/express';
import multer from 'multer';
import type { ZodError } from 'zod';
import type { Logger } from '../logger';
import { ApiError, validationError, type FieldError } from './api-error';

/** One message per field: the first rule it breaks, as a form would show it. */
function fieldErrors(error: ZodError | null, prefix: string): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of error?.issues ?? []) {
    const field = issue.path.length ? issue.path.join('.') : prefix;
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** ts-rest's request validation failures, as a 400 with the spec's messages per field. */
export function requestValidationErrorHandler(error: RequestValidationError, _req: unknown, res: Response): void {
  const errors = [
    ...fieldErrors(error.pathParams, 'path'),
    ...fieldErrors(error.headers, 'headers'),
    ...fieldErrors(error.query, 'query'),
    ...fieldErrors(error.body, 'body'),
  ];
  const body = validationError(errors, errors[0]?.message ?? 'Validation failed').toBody();
  res.status(400).json(body);
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? new ApiError(413, 'payload_too_large', 'The picture must be at most 2 MB')
      : new ApiError(400, 'invalid_upload', 'Send one picture in the field "file"');
  }
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new ApiError(413, 'payload_too_large', 'Request body too large');
  if (type === 'entity.parse.failed') return new ApiError(400, 'malformed_json', 'Malformed JSON body');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new ApiError(415, 'unsupported_media_type', 'Unsupported body encoding');
  return null;
}

/** Every error leaves as the API's error shape; a 500 never carries a stack or SQL. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const apiError = toApiError(error);
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (apiError) {
      for (const [name, value] of Object.entries(apiError.headers ?? {})) res.setHeader(name, value);
      res.status(apiError.status).json(apiError.toBody());
      return;
    }
    const requestLogger = (req as Request & { log?: Logger }).log ?? logger;
    requestLogger.error({ err: error }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error', code: 'internal_error' });
  };
}
