import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageStream, RenderPage } from '../../contract';
import { ownBytesOf } from './own-bytes';
import { requestBytesOf } from './request-body';
import { deserializeError, serializeError, type FromRenderThread, type RenderThreadData, type ToRenderThread } from './render-thread-messages';

/*
 * A render thread (server/ssr/render-threads.ts starts them): it runs the render module and asks
 * the main thread, where the API and its database are, for each API call of a render.
 */

if (!parentPort) throw new Error('render-thread.ts runs as a worker thread');
const port = parentPort;
const { renderModule } = workerData as RenderThreadData;
const loaded = import(pathToFileURL(renderModule).href) as Promise<{ render: RenderPage }>;

interface PendingFetch {
  resolve(response: Response): void;
  reject(error: Error): void;
}

const fetches = new Map<number, PendingFetch>();
const streams = new Map<number, PageStream>();
let lastCallId = 0;

function post(message: FromRenderThread, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

/** The render's fetch: the main thread makes the call in-process and sends the answer back. */
function fetchFromMainThread(renderId: number) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const { signal } = init;
    signal?.throwIfAborted();
    const { headers, body } = await requestBytesOf(new URL(url, 'http://localhost'), init);
    const callId = (lastCallId += 1);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => {
        fetches.delete(callId);
        reject(signal?.reason as Error);
        post({ type: 'abort-fetch', callId, reason: serializeError(signal?.reason) });
      };
      const settle = () => signal?.removeEventListener('abort', abort);
      fetches.set(callId, {
        resolve: (response) => (settle(), resolve(response)),
        reject: (error) => (settle(), reject(error)),
      });
      signal?.addEventListener('abort', abort, { once: true });
      post({ type: 'fetch', renderId, callId, url, method: init.method ?? 'GET', headers: [...headers], body: body ?? null });
    });
  };
}

/**
 * The rendered HTML to the main thread, in one message for all that React wrote in one go: it
 * writes a page in several chunks, and each message (and each socket write it becomes over
 * there) has a cost of its own. The message hands the batch over.
 */
function chunksToMainThread(renderId: number): Writable {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const batch = ownBytesOf(pending);
    pending = [];
    post({ type: 'chunk', renderId, chunk: batch }, [batch.buffer]);
  };
  return new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      callback();
    },
    final(callback) {
      flush();
      streams.delete(renderId);
      post({ type: 'end', renderId });
      callback();
    },
  });
}

async function render(renderId: number, message: Extract<ToRenderThread, { type: 'render' }>): Promise<void> {
  try {
    const { render: renderPage } = await loaded;
    const { apiBaseUrl, ...request } = message.request;
    const result = await renderPage({ ...request, api: { baseUrl: apiBaseUrl, fetch: fetchFromMainThread(renderId) } });
    if (result.type === 'redirect') {
      post({ type: 'rendered', renderId, result });
      return;
    }
    const { pipe, abort, ...document } = result;
    streams.set(renderId, { ...result, pipe, abort });
    post({ type: 'rendered', renderId, result: document });
    pipe(chunksToMainThread(renderId));
  } catch (error) {
    streams.delete(renderId);
    post({ type: 'failed', renderId, error: serializeError(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  switch (message.type) {
    case 'render':
      void render(message.renderId, message);
      return;
    case 'abort':
      streams.get(message.renderId)?.abort(new Error(message.reason));
      streams.delete(message.renderId);
      return;
    case 'fetched': {
      const pending = fetches.get(message.callId);
      fetches.delete(message.callId);
      pending?.resolve(new Response(message.body, { status: message.status, statusText: message.statusText, headers: message.headers }));
      return;
    }
    case 'fetch-failed': {
      const pending = fetches.get(message.callId);
      fetches.delete(message.callId);
      pending?.reject(deserializeError(message.error));
      return;
    }
  }
});
