import { apiErrorBody } from '../../lib/api/api-errors';

/** Spec section 8: a failed action shows the server's detail when it sent one, else the fallback. */
export function serverDetailOr(error: unknown, fallback: string): string {
  return apiErrorBody(error)?.detail ?? fallback;
}
