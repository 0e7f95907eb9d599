import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders, type RequestListener } from 'node:http';
import { Duplex } from 'node:stream';
import { attachRenderScope, type RenderScope } from '../http/render-scope';
import { ownBytesOf } from './own-bytes';
import { requestBytesOf } from './request-body';

/** Relative URLs are this server's own; the origin only gives the Host header. */
const OWN_ORIGIN = 'http://localhost';
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Who the in-process requests come from, and what they share. */
export interface InProcessCaller {
  remoteAddress: string | undefined;
  renderScope?: RenderScope;
}

interface Answer {
  status: number;
  statusText: string;
  headers: OutgoingHttpHeaders;
  body: Buffer[];
}

/**
 * The connection an in-process request arrives on, as far as the HTTP stack reads one: the
 * caller's address, no TLS, no bytes, and destroy() ending the exchange as a dropped connection would.
 */
class InProcessConnection extends Duplex {
  readonly encrypted = false;

  constructor(
    readonly remoteAddress: string | undefined,
    private readonly onDestroy: (error: Error) => void,
  ) {
    super();
  }

  override _read(): void {}

  override _write(_chunk: unknown, _encoding: BufferEncoding, callback: () => void): void {
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.onDestroy(error ?? new Error('The in-process connection was closed before the response ended'));
    callback();
  }

  setTimeout(): this {
    return this;
  }
}

interface OutgoingRequest {
  method: string;
  path: string;
  headers: Headers;
  body: Buffer | undefined;
}

/** The request as the handler will see it. */
async function outgoingOf(url: string, init: RequestInit): Promise<OutgoingRequest> {
  const target = new URL(url, OWN_ORIGIN);
  const { headers, body } = await requestBytesOf(target, init);
  headers.set('host', target.host);
  return { method: (init.method ?? 'GET').toUpperCase(), path: `${target.pathname}${target.search}`, headers, body };
}

function incomingMessageOf(connection: InProcessConnection, outgoing: OutgoingRequest): IncomingMessage {
  const req = new IncomingMessage(connection as never);
  req.method = outgoing.method;
  req.url = outgoing.path;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  if (outgoing.body) outgoing.headers.set('content-length', String(outgoing.body.length));
  const headers: Record<string, string | string[]> = {};
  const rawHeaders: string[] = [];
  for (const [name, value] of outgoing.headers) {
    headers[name] = value;
    rawHeaders.push(name, value);
  }
  req.headers = headers;
  req.rawHeaders = rawHeaders;
  if (outgoing.body) req.push(outgoing.body);
  req.push(null);
  req.complete = true;
  return req;
}

function chunkOf(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

type Callback = (error?: Error | null) => void;

/** Node's own state of a response: its header block (null until sent) and the writeHead a first write implies. */
type Internals = ServerResponse & { _header: string | null; _implicitHeader(): void };

/**
 * A genuine ServerResponse whose output stays in memory: writeHead, write and end are the
 * instance's own, so they survive Express swapping the prototype, and the answer is handed over
 * whole (status, headers, body) instead of being serialized to HTTP and parsed back.
 */
function serverResponseOf(req: IncomingMessage, settle: (answer: Answer) => void): ServerResponse {
  const res = new ServerResponse(req);
  const body: Buffer[] = [];

  res.writeHead = function writeHead(this: Internals, statusCode: number, reason?: unknown, headers?: unknown) {
    if (this._header) throw Object.assign(new Error('Cannot write headers after they are sent to the client'), { code: 'ERR_HTTP_HEADERS_SENT' });
    this.statusCode = statusCode;
    if (typeof reason === 'string') this.statusMessage = reason;
    const fields = (typeof reason === 'string' ? headers : reason) as OutgoingHttpHeaders | readonly string[] | undefined;
    if (Array.isArray(fields)) for (let index = 0; index + 1 < fields.length; index += 2) this.appendHeader(fields[index]!, fields[index + 1]!);
    else if (fields) for (const [name, value] of Object.entries(fields)) if (value !== undefined) this.setHeader(name, value);
    this._header = 'in-process';
    return this;
  } as ServerResponse['writeHead'];

  res.write = function write(this: Internals, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!this._header) this._implicitHeader();
    body.push(chunkOf(chunk, encoding));
    const done = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: Internals, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined;
    if (this.writableEnded) {
      if (done) process.nextTick(done);
      return this;
    }
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') body.push(chunkOf(chunk, encoding));
    if (!this._header) this._implicitHeader();
    this.finished = true;
    settle({ status: this.statusCode, statusText: this.statusMessage, headers: this.getHeaders(), body });
    process.nextTick(() => {
      this.emit('prefinish');
      this.emit('finish');
      done?.();
      this.emit('close');
      // As Node does once a response is done: what is left of the request is read out, which closes it.
      if (!req.readableEnded) req.resume();
    });
    return this;
  } as ServerResponse['end'];

  res.destroy = function destroy(this: Internals, error?: Error) {
    if (this.destroyed) return this;
    this.destroyed = true;
    req.socket.destroy(error);
    process.nextTick(() => this.emit('close'));
    return this;
  };

  res.flushHeaders = function flushHeaders(this: Internals) {
    if (!this._header) this._implicitHeader();
  };
  return res;
}

/** An API answer as plain data: status, header pairs and the body's bytes (null where the status or method has none). */
export interface PlainAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

/** A request into the handler, answered as plain data: for a caller that passes the answer on rather than reading it. */
export type InProcessExchange = (url: string, init: RequestInit) => Promise<PlainAnswer>;

function plainAnswerOf(answer: Answer, method: string): PlainAnswer {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else if (value !== undefined) headers.push([name, String(value)]);
  }
  const hasBody = method !== 'HEAD' && !NULL_BODY_STATUSES.has(answer.status);
  return { status: answer.status, statusText: answer.statusText, headers, body: hasBody ? ownBytesOf(answer.body) : null };
}

function responseOf({ status, statusText, headers, body }: PlainAnswer): Response {
  return new Response(body, { status, statusText, headers });
}

/**
 * Hands each request to an HTTP handler of this process, without a socket and without HTTP on
 * the wire: the handler gets a genuine IncomingMessage and ServerResponse (Express swaps their
 * prototypes, which rules out look-alike objects), `remoteAddress` is the caller's, and the
 * answer comes back from the response object itself.
 */
export function createInProcessExchange(handler: RequestListener): (caller: InProcessCaller) => InProcessExchange {
  return (caller) => async (url, init) => {
    const { signal } = init;
    signal?.throwIfAborted();
    const outgoing = await outgoingOf(url, init);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const fail = (error: Error) => reject(new TypeError('fetch failed', { cause: error }));
      const connection = new InProcessConnection(caller.remoteAddress, fail);
      if (caller.renderScope) attachRenderScope(connection, caller.renderScope);
      const req = incomingMessageOf(connection, outgoing);
      const res = serverResponseOf(req, resolve);
      // Like fetch, an aborted request fails with the signal's reason (a timeout's TimeoutError).
      const abort = () => {
        reject(signal?.reason);
        req.destroy();
        res.destroy();
      };
      signal?.addEventListener('abort', abort, { once: true });
      res.once('finish', () => signal?.removeEventListener('abort', abort));
      handler(req, res);
    });
    return plainAnswerOf(answer, outgoing.method);
  };
}

/** The exchange as a fetch: its answers as Responses. */
export function fetchOver(exchange: InProcessExchange): InProcessFetch {
  return async (url, init) => responseOf(await exchange(url, init));
}

/** A fetch into the handler in-process. */
export function createInProcessFetch(handler: RequestListener): (caller: InProcessCaller) => InProcessFetch {
  const exchangeFrom = createInProcessExchange(handler);
  return (caller) => fetchOver(exchangeFrom(caller));
}
