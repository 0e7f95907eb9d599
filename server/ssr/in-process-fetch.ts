import { createServer, request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { duplexPair, type Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { attachRenderScope, type RenderScope } from '../http/render-scope';

/** Relative URLs are this server's own; the origin only gives the Host header. */
const OWN_ORIGIN = 'http://localhost';
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Who the in-process requests come from, and what they share. */
export interface InProcessCaller {
  remoteAddress: string | undefined;
  renderScope?: RenderScope;
}

/** A connection that Node's HTTP server accepts like a client's, from the caller's address, held in memory. */
function connect(server: Server, { remoteAddress, renderScope }: InProcessCaller): Duplex {
  const [clientSide, serverSide] = duplexPair();
  Object.defineProperty(serverSide, 'remoteAddress', { value: remoteAddress });
  if (renderScope) attachRenderScope(serverSide, renderScope);
  server.emit('connection', serverSide);
  return clientSide;
}

function exchange(connection: Duplex, outgoing: Request, body: Buffer | undefined): Promise<IncomingMessage> {
  const { pathname, search, host } = new URL(outgoing.url);
  return new Promise((resolve, reject) => {
    const call = request({
      createConnection: () => connection,
      method: outgoing.method,
      path: `${pathname}${search}`,
      headers: { ...Object.fromEntries(outgoing.headers), host },
      signal: outgoing.signal,
    });
    call.once('response', resolve).once('error', reject);
    call.end(body);
  });
}

function headersOf(rawHeaders: readonly string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) headers.append(rawHeaders[index]!, rawHeaders[index + 1]!);
  return headers;
}

/**
 * A fetch that hands each request to an HTTP handler of this process without a socket: the
 * request travels over an in-memory connection that Node's own HTTP server parses, so the handler
 * gets genuine IncomingMessage and ServerResponse objects (Express swaps their prototypes, which
 * rules out look-alike request objects) and sees `remoteAddress` as the client's address.
 */
export function createInProcessFetch(handler: RequestListener): (caller: InProcessCaller) => InProcessFetch {
  const server = createServer(handler);
  return (caller) => async (url, init) => {
    const outgoing = new Request(new URL(url, OWN_ORIGIN), init);
    try {
      const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
      const incoming = await exchange(connect(server, caller), outgoing, body);
      const payload = await buffer(incoming);
      const status = incoming.statusCode ?? 500;
      return new Response(NULL_BODY_STATUSES.has(status) ? null : new Uint8Array(payload), {
        status,
        statusText: incoming.statusMessage,
        headers: headersOf(incoming.rawHeaders),
      });
    } catch (error) {
      // Like fetch, an aborted request fails with the signal's reason (a timeout's TimeoutError).
      throw outgoing.signal.aborted ? outgoing.signal.reason : error;
    }
  };
}
