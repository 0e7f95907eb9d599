import type { Request } from 'express';
import type { Actor } from '../context';

/**
 * What the API calls made while the server renders one page share: each access token is
 * authenticated once for the whole render, not once per call. It travels on the in-memory
 * connection of those calls, which no client over the network can reach.
 */
export interface RenderScope {
  authentications: Map<string, Promise<Actor | null>>;
}

const RENDER_SCOPE = Symbol('render scope');

export function newRenderScope(): RenderScope {
  return { authentications: new Map() };
}

export function attachRenderScope(connection: object, scope: RenderScope): void {
  Object.defineProperty(connection, RENDER_SCOPE, { value: scope });
}

export function renderScopeOf(req: Pick<Request, 'socket'>): RenderScope | undefined {
  return (req.socket as unknown as Record<symbol, RenderScope | undefined>)[RENDER_SCOPE];
}
