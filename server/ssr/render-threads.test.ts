import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { PageApi, PageRenderResult, PageStream } from '../../contract';
import { capturedLogger } from '../../tests/support/captured-logger';
import { startRenderThreads, type RenderThreads } from './render-threads';

const root = path.resolve(import.meta.dirname, '..', '..');
const { logger } = capturedLogger();

let threads: RenderThreads;
beforeAll(() => {
  threads = startRenderThreads({
    // The thread's script from the source, through a TypeScript loader.
    script: pathToFileURL(path.join(root, 'tests', 'support', 'render-fixture', 'render-thread-from-source.mjs')),
    renderModule: path.join(root, 'tests', 'support', 'render-fixture', 'render-module.mjs'),
    count: 2,
    logger,
  });
});
afterAll(() => threads.close());

interface Call {
  url: string;
  init: RequestInit;
}

/** An API that answers every call with what it was asked, and notes the calls. */
function echoApi(calls: Call[] = []): PageApi {
  return {
    baseUrl: 'http://api.invalid',
    fetch: async (url, init) => {
      calls.push({ url, init });
      const body = init.body ? Buffer.from(init.body as ArrayBuffer).toString() : '';
      return new Response(`${init.method} ${body}`, { status: 201, headers: { 'x-answer': 'echoed' } });
    },
  };
}

function renderOf(url: string, api: PageApi = echoApi()): Promise<PageRenderResult> {
  return threads.render({ url, cookieHeader: 'session=abc', requestLanguage: 'it', api, nonce: 'n0nce' });
}

function htmlOf(page: PageStream): Promise<string> {
  const html = new PassThrough();
  page.pipe(html);
  return text(html);
}

test('a page rendered in a thread makes its API calls through the page request’s API, and streams its HTML here', async () => {
  const calls: Call[] = [];
  const page = await renderOf('/orders', echoApi(calls));
  if (page.type !== 'document') throw new Error('expected a document');
  expect(page.document).toMatchObject({ title: '/orders', lang: 'it' });
  expect(await htmlOf(page)).toBe('<p>201 echoed POST {"from":"session=abc"}</p><p>n0nce</p>');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('http://api.invalid/api/orders');
  expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
});

test('a redirect comes back as it is', async () => {
  expect(await renderOf('/redirect')).toEqual({ type: 'redirect', status: 302, location: '/elsewhere', setCookies: ['a=1'] });
});

test('a render that throws fails here with its error', async () => {
  await expect(renderOf('/throws')).rejects.toMatchObject({ name: 'TypeError', message: 'the render failed' });
});

test('a call the render gives up on is aborted here too, and the render hears its TimeoutError', async () => {
  let aborted: unknown;
  const hangingApi: PageApi = {
    baseUrl: '',
    fetch: (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = init.signal?.reason;
          reject(init.signal?.reason as Error);
        });
      }),
  };
  const page = await renderOf('/hangs', hangingApi);
  if (page.type !== 'document') throw new Error('expected a document');
  expect(await htmlOf(page)).toMatch(/^<p>TimeoutError: /);
  expect(aborted).toMatchObject({ name: 'TimeoutError' });
});

test('a page stopped before it is sent never passes for complete: its destination fails', async () => {
  const page = await renderOf('/stopped');
  if (page.type !== 'document') throw new Error('expected a document');
  page.abort(new Error('the client went away'));
  const destination = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const failed = new Promise<Error>((resolve) => destination.once('error', resolve));
  page.pipe(destination);
  expect((await failed).message).toBe('The page stopped rendering before it was sent');
});

test('a thread that exits fails the page it was rendering, and pages go on in the others', async () => {
  await expect(renderOf('/exits')).rejects.toThrow('The render thread exited (3)');
  const page = await renderOf('/after');
  if (page.type !== 'document') throw new Error('expected a document');
  expect(await htmlOf(page)).toContain('201 echoed');
});

test('what a render writes in one go arrives here in one write', async () => {
  const page = await renderOf('/batched');
  if (page.type !== 'document') throw new Error('expected a document');
  const writes: string[] = [];
  const destination = new Writable({
    write: (chunk: Buffer, _encoding, callback) => {
      writes.push(chunk.toString());
      callback();
    },
  });
  const finished = new Promise((resolve) => destination.once('finish', resolve));
  page.pipe(destination);
  await finished;
  expect(writes).toEqual(['<p>201 echoed POST {"from":"session=abc"}</p><p>n0nce</p>']);
});

test('an API that answers as plain data is asked that way, not through its fetch', async () => {
  const exchanged: string[] = [];
  const api = {
    baseUrl: '',
    fetch: () => Promise.reject(new Error('fetch is not used when the API exchanges plain data')),
    exchange: async (url: string) => {
      exchanged.push(url);
      return { status: 200, statusText: 'OK', headers: [['x-answer', 'plain'] as [string, string]], body: new TextEncoder().encode('as data') };
    },
  };
  const page = await renderOf('/plain', api);
  if (page.type !== 'document') throw new Error('expected a document');
  expect(await htmlOf(page)).toBe('<p>200 plain as data</p><p>n0nce</p>');
  expect(exchanged).toEqual(['/api/plain']);
});
