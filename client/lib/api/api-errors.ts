import { errorSchema, type ApiErrorBody } from '../../../contract/platform/errors';

/** A non-2xx answer, as ts-rest returns it (and as its query hooks throw it). */
export interface ApiErrorResponse {
  status: number;
  body: unknown;
}

export function isApiErrorResponse(value: unknown): value is ApiErrorResponse {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number' && 'body' in value;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiErrorResponse(error) && error.status === 401;
}

/** The error body of a failed call, when it has the API's error shape. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (!isApiErrorResponse(error)) return undefined;
  const parsed = errorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** Whether a save was refused because someone else saved the record first (409 edit_conflict). */
export function isEditConflict(error: unknown): boolean {
  return isApiErrorResponse(error) && error.status === 409 && apiErrorBody(error)?.code === 'edit_conflict';
}

export interface ApiFieldError {
  field: string;
  message: string;
  code: string;
}

/**
 * The field errors of a failed call, each with a code to match on: its own, or else the answer's
 * (an answer about one conflict, such as `username_in_use`, may name it only once).
 */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  const body = apiErrorBody(error);
  if (!body) return [];
  return (body.errors ?? []).map(({ field, message, code = body.code }) => ({ field, message, code }));
}
