import type { PageRedirect, PageRenderRequest, PageStream } from '../../contract';

/** What a render thread starts with: the built render module to load. */
export interface RenderThreadData {
  renderModule: string;
}

/** A page request as it crosses to a render thread: everything but the API, which stays here. */
export type ThreadRenderRequest = Omit<PageRenderRequest, 'api'> & { apiBaseUrl: string };

/** A rendered document's head and status, before its HTML streams. */
export type RenderedDocument = Omit<PageStream, 'pipe' | 'abort'>;

export interface SerializedError {
  name: string;
  message: string;
  stack?: string | undefined;
}

/** From this thread to a render thread. */
export type ToRenderThread =
  | { type: 'render'; renderId: number; request: ThreadRenderRequest }
  | { type: 'abort'; renderId: number; reason: string }
  | { type: 'fetched'; callId: number; status: number; statusText: string; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null }
  | { type: 'fetch-failed'; callId: number; error: SerializedError };

/** From a render thread to this thread. */
export type FromRenderThread =
  | { type: 'fetch'; renderId: number; callId: number; url: string; method: string; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null }
  | { type: 'abort-fetch'; callId: number; reason: SerializedError }
  | { type: 'rendered'; renderId: number; result: PageRedirect | RenderedDocument }
  | { type: 'chunk'; renderId: number; chunk: Uint8Array }
  | { type: 'end'; renderId: number }
  | { type: 'failed'; renderId: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

function errorOfKind(name: string, message: string): Error {
  if (name === 'TimeoutError' || name === 'AbortError') return new DOMException(message, name);
  if (name === 'TypeError') return new TypeError(message);
  return Object.assign(new Error(message), { name });
}

/** The error again on this side, as its kind: a timeout stays a TimeoutError, a failed fetch a TypeError. */
export function deserializeError({ name, message, stack }: SerializedError): Error {
  const error = errorOfKind(name, message);
  if (stack) Object.defineProperty(error, 'stack', { value: stack });
  return error;
}
