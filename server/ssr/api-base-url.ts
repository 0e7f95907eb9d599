import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::']);

/** This server's own API as seen from inside the process (server-side rendering calls it over HTTP). */
export function loopbackBaseUrl(server: Server): string {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('The server is not listening yet');
  const host = WILDCARD_ADDRESSES.has(address.address) ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && !WILDCARD_ADDRESSES.has(address.address) ? `[${host}]` : host}:${address.port}`;
}
