import type { ApiErrorBody } from '../../contract';

export type FieldError = { field: string; message: string; code?: string };

/** An error with an HTTP status, a stable code and an English detail for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.errors ? { detail: this.detail, code: this.code, errors: this.errors } : { detail: this.detail, code: this.code };
  }
}

/** 409 `edit_conflict`: the record changed since the editor read it; the answer carries it as it now is. */
export class EditConflictError extends ApiError {
  constructor(readonly current: unknown) {
    super(409, 'edit_conflict', 'Someone else saved this record after you opened it. Compare, then apply your changes again.');
  }

  override toBody(): ApiErrorBody & { current: unknown } {
    return { ...super.toBody(), current: this.current };
  }
}

export const notSignedIn = () => new ApiError(401, 'not_authenticated', 'Not signed in');
export const forbidden = (detail: string) => new ApiError(403, 'forbidden', detail);
export const notFound = (detail = 'Not found') => new ApiError(404, 'not_found', detail);
export const conflict = (code: string, detail: string, errors?: FieldError[]) => new ApiError(409, code, detail, errors);
export const validationError = (errors: FieldError[], detail = 'Validation failed') =>
  new ApiError(400, 'validation_error', detail, errors);
