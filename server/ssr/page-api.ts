import type { RequestListener } from 'node:http';
import type { Request } from 'express';
import type { PageApi } from '../../contract';
import { newRenderScope } from '../http/render-scope';
import { createInProcessFetch } from './in-process-fetch';

/** How the render of one page request reaches the API. */
export type PageApiFor = (req: Request) => PageApi;

/**
 * The built-in API, called in-process: the render's API requests go into `app` without a socket,
 * from the page request's client address, so what the API records (audit entries, throttling)
 * names the visitor rather than this server. The calls of one render share one authentication.
 */
export function inProcessPageApi(app: RequestListener): PageApiFor {
  const fetchFrom = createInProcessFetch(app);
  return (req) => ({ baseUrl: '', fetch: fetchFrom({ remoteAddress: req.ip, renderScope: newRenderScope() }) });
}

/** Proxy mode: the upstream API over HTTP. */
export function upstreamPageApi(upstreamUrl: string): PageApiFor {
  const api: PageApi = { baseUrl: upstreamUrl, fetch };
  return () => api;
}
