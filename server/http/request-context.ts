import type { Request } from 'express';
import type { RequestContext } from '../context';

type IncomingRequest = Pick<Request, 'actor' | 'ip' | 'socket'>;

export function contextOf(req: IncomingRequest): RequestContext {
  return { actor: req.actor ?? null, address: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
}

/** A cookie's value when it is a plain string (cookie-parser turns `j:` values into objects). */
export function cookieValue(req: Request, name: string): string | undefined {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
