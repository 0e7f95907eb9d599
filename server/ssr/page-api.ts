import type { RequestListener } from 'node:http';
import type { Request } from 'express';
import type { PageApi } from '../../contract';
import { newRenderScope } from '../http/render-scope';
import { createInProcessExchange, fetchOver, type InProcessExchange } from './in-process-fetch';

/**
 * How the render of one page request reaches the API; in-process, also as plain answers, for a
 * render thread that sends each answer on to the render rather than reading it here.
 */
export interface ServerPageApi extends PageApi {
  exchange?: InProcessExchange;
}

/** How the render of one page request reaches the API. */
export type PageApiFor = (req: Request) => ServerPageApi;

/**
 * The built-in API, called in-process: the render's API requests go into `app` without a socket,
 * from the page request's client address, so what the API records (audit entries, throttling)
 * names the visitor rather than this server. The calls of one render share one authentication.
 */
export function inProcessPageApi(app: RequestListener): PageApiFor {
  const exchangeFrom = createInProcessExchange(app);
  return (req) => {
    const exchange = exchangeFrom({ remoteAddress: req.ip, renderScope: newRenderScope() });
    return { baseUrl: '', fetch: fetchOver(exchange), exchange };
  };
}

/** Proxy mode: the upstream API over HTTP. */
export function upstreamPageApi(upstreamUrl: string): PageApiFor {
  const api: PageApi = { baseUrl: upstreamUrl, fetch };
  return () => api;
}
