import { Worker } from 'node:worker_threads';
import type { PageRenderRequest, PageRenderResult, PageStream } from '../../contract';
import type { Logger } from '../logger';
import type { PlainAnswer } from './in-process-fetch';
import type { ServerPageApi } from './page-api';
import {
  deserializeError,
  serializeError,
  type FromRenderThread,
  type RenderedDocument,
  type RenderThreadData,
  type ToRenderThread,
} from './render-thread-messages';

export interface RenderThreadsOptions {
  /** The thread's script: server/ssr/render-thread.ts, built to dist/server/render-thread.js. */
  script: URL;
  /** The render module each thread loads. */
  renderModule: string;
  count: number;
  logger: Logger;
}

/** A page request whose API may also answer as plain data (the in-process API). */
export type ThreadedRenderRequest = PageRenderRequest & { api: ServerPageApi };

export interface RenderThreads {
  render(request: ThreadedRenderRequest): Promise<PageRenderResult>;
  close(): Promise<void>;
}

/** A render in progress: waiting for its result, then streaming its HTML. */
interface Render {
  api: ServerPageApi;
  thread: RenderThread;
  resolve(result: PageRenderResult): void;
  reject(error: Error): void;
  /** The HTML that arrived before the page handler asked for it. */
  chunks: Uint8Array[];
  destination?: NodeJS.WritableStream;
  ended: boolean;
}

interface RenderThread {
  worker: Worker;
  renders: Set<number>;
  running: boolean;
}

/** An API answer read out of a Response (proxy mode: the upstream's fetch). */
async function plainAnswerOfResponse(response: Response): Promise<PlainAnswer> {
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** A thread that ended is started again after this pause (a thread that cannot start does not spin). */
const RESTART_DELAY_MS = 1000;

/**
 * Renders pages in worker threads, so that the main thread keeps to HTTP, the API and the
 * database while the pages' React renders run beside it, on another core. A render's API calls
 * come back to the main thread and go through the page request's own `PageApi` (in-process, or
 * the upstream in proxy mode), so the API sees them exactly as it did with the render in this
 * thread. A thread that fails ends the pages it was rendering (500 before their HTML started, a
 * cut connection after) and is replaced.
 */
export function startRenderThreads({ script, renderModule, count, logger }: RenderThreadsOptions): RenderThreads {
  const renders = new Map<number, Render>();
  const calls = new Map<number, AbortController>();
  const threads: RenderThread[] = [];
  let lastRenderId = 0;
  let closing = false;

  function send(thread: RenderThread, message: ToRenderThread, transfer: ArrayBuffer[] = []): void {
    thread.worker.postMessage(message, transfer);
  }

  async function callApi(thread: RenderThread, message: Extract<FromRenderThread, { type: 'fetch' }>): Promise<void> {
    const render = renders.get(message.renderId);
    const controller = new AbortController();
    calls.set(message.callId, controller);
    try {
      if (!render) throw new Error('The page of this API call is no longer rendering');
      const init: RequestInit = { method: message.method, headers: message.headers, body: message.body, redirect: 'manual', signal: controller.signal };
      const { status, statusText, headers, body } = render.api.exchange ? await render.api.exchange(message.url, init) : await plainAnswerOfResponse(await render.api.fetch(message.url, init));
      send(thread, { type: 'fetched', callId: message.callId, status, statusText, headers, body }, body ? [body.buffer] : []);
    } catch (error) {
      send(thread, { type: 'fetch-failed', callId: message.callId, error: serializeError(error) });
    } finally {
      calls.delete(message.callId);
    }
  }

  function pageStream(renderId: number, document: RenderedDocument): PageStream {
    return {
      ...document,
      pipe(destination) {
        const render = renders.get(renderId);
        if (!render) {
          cutShort(destination, new Error('The page stopped rendering before it was sent'));
          return;
        }
        render.destination = destination;
        for (const chunk of render.chunks.splice(0)) destination.write(chunk);
        if (render.ended) end(renderId);
      },
      abort(reason) {
        const render = renders.get(renderId);
        if (!render) return;
        finish(renderId);
        send(render.thread, { type: 'abort', renderId, reason: reason instanceof Error ? reason.message : String(reason) });
      },
    };
  }

  /** A page whose HTML cannot be completed must not look complete: its destination fails. */
  function cutShort(destination: NodeJS.WritableStream, error: Error): void {
    (destination as NodeJS.WritableStream & { destroy(error: Error): void }).destroy(error);
  }

  function finish(renderId: number): void {
    const render = renders.get(renderId);
    renders.delete(renderId);
    render?.thread.renders.delete(renderId);
  }

  function end(renderId: number): void {
    const render = renders.get(renderId);
    if (!render) return;
    render.ended = true;
    if (!render.destination) return;
    finish(renderId);
    render.destination.end();
  }

  function onMessage(thread: RenderThread, message: FromRenderThread): void {
    switch (message.type) {
      case 'fetch':
        void callApi(thread, message);
        return;
      case 'abort-fetch':
        calls.get(message.callId)?.abort(deserializeError(message.reason));
        return;
      case 'rendered': {
        const render = renders.get(message.renderId);
        if (message.result.type === 'redirect') {
          finish(message.renderId);
          render?.resolve(message.result);
        } else {
          render?.resolve(pageStream(message.renderId, message.result));
        }
        return;
      }
      case 'chunk': {
        const render = renders.get(message.renderId);
        if (render?.destination) render.destination.write(message.chunk);
        else render?.chunks.push(message.chunk);
        return;
      }
      case 'end':
        end(message.renderId);
        return;
      case 'failed': {
        const render = renders.get(message.renderId);
        finish(message.renderId);
        render?.reject(deserializeError(message.error));
        return;
      }
    }
  }

  /** The pages of a thread that is gone fail: before their HTML, as errors; during it, cut short. */
  function failRenders(thread: RenderThread, error: Error): void {
    for (const renderId of [...thread.renders]) {
      const render = renders.get(renderId);
      finish(renderId);
      if (!render) continue;
      render.reject(error);
      if (render.destination) cutShort(render.destination, error);
    }
  }

  function startThread(index: number): void {
    const worker = new Worker(script, { workerData: { renderModule } satisfies RenderThreadData });
    // The threads never keep the process alive: it ends when its server does.
    worker.unref();
    const thread: RenderThread = { worker, renders: new Set(), running: true };
    threads[index] = thread;
    worker.on('message', (message: FromRenderThread) => onMessage(thread, message));
    worker.on('error', (error) => {
      logger.error({ err: error }, 'a render thread failed');
      failRenders(thread, error);
    });
    worker.on('exit', (code) => {
      thread.running = false;
      failRenders(thread, new Error(`The render thread exited (${code})`));
      if (closing) return;
      setTimeout(() => {
        if (!closing) startThread(index);
      }, RESTART_DELAY_MS).unref();
    });
  }

  for (let index = 0; index < count; index += 1) startThread(index);

  const render = ({ api, ...request }: ThreadedRenderRequest) =>
    new Promise<PageRenderResult>((resolve, reject) => {
      const running = threads.filter((candidate) => candidate.running);
      if (running.length === 0) {
        reject(new Error('No render thread is running'));
        return;
      }
      const thread = running.reduce((least, candidate) => (candidate.renders.size < least.renders.size ? candidate : least));
      const renderId = (lastRenderId += 1);
      renders.set(renderId, { api, thread, resolve, reject, chunks: [], ended: false });
      thread.renders.add(renderId);
      send(thread, { type: 'render', renderId, request: { ...request, apiBaseUrl: api.baseUrl } });
    });

  return {
    render,
    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
