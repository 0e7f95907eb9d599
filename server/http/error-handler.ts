import type { ErrorRequestHandler, Request, Response } from 'express';
import type { RequestValidationError } from '@ts-rest/express';
import multer from 'multer';
import type { ZodError } from 'zod';
import type { Logger } from '../logger';
import { describeQueryError, isDataException, isDatabaseUnavailable } from '../db/errors';
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

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The status of an error from Express's own parts (router, body parsers), which mark client errors with one. */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function bodyParserError(type: unknown, status: number | null): ApiError | null {
  if (type === 'entity.too.large') return new ApiError(413, 'payload_too_large', 'Request body too large');
  if (type === 'entity.parse.failed') return new ApiError(400, 'malformed_json', 'Malformed JSON body');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new ApiError(415, 'unsupported_media_type', 'Unsupported body encoding');
  if (type === 'request.aborted') return new ApiError(400, 'request_aborted', 'The request body was not sent completely');
  if (status !== null && typeof type === 'string') return new ApiError(400, 'malformed_body', 'The request body could not be read');
  return null;
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? new ApiError(413, 'payload_too_large', 'The picture must be at most 2 MB')
      : new ApiError(400, 'invalid_upload', 'Send one picture in the field "file"');
  }
  const status = clientErrorStatus(error);
  const fromBodyParser = bodyParserError((error as { type?: unknown } | null)?.type, status);
  if (fromBodyParser) return fromBodyParser;
  if (error instanceof URIError && status === 400) return new ApiError(400, 'malformed_url', 'Malformed percent-encoding in the URL');
  // A zlib error: the body claimed a Content-Encoding it does not have.
  if ((error as { errno?: unknown } | null)?.errno !== undefined && String((error as { code?: unknown }).code).startsWith('Z_')) {
    return new ApiError(400, 'malformed_body', 'The request body does not match its Content-Encoding');
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, 'database_unavailable', 'The database is unavailable; try again shortly', undefined, {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  if (isDataException(error)) return new ApiError(400, 'invalid_input', 'A value in the request cannot be stored or searched');
  if (status !== null) return new ApiError(status, 'bad_request', 'The request is not valid');
  return null;
}

/** Every error leaves as the API's error shape; a 500 never carries a stack or SQL. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const apiError = toApiError(error);
    const requestLogger = (req as Request & { log?: Logger }).log ?? logger;
    if (res.headersSent) {
      requestLogger.error({ err: describeQueryError(error) }, 'error after the response started; connection closed');
      req.socket.destroy();
      return;
    }
    if (apiError) {
      // An answer made from a lower-level failure (the database's) is worth a log line; our own refusals are not.
      if (apiError !== error && (apiError.status >= 500 || apiError.code === 'invalid_input')) {
        requestLogger.warn({ err: describeQueryError(error) }, apiError.detail);
      }
      for (const [name, value] of Object.entries(apiError.headers ?? {})) res.setHeader(name, value);
      res.status(apiError.status).json(apiError.toBody());
      return;
    }
    requestLogger.error({ err: describeQueryError(error) }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error', code: 'internal_error' });
  };
}
