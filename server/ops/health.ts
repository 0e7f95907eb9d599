import { Router } from 'express';

/** Answers when the upstream API server's /healthz does; throws otherwise. */
export async function pingUpstream(upstreamUrl: string | undefined): Promise<void> {
  if (!upstreamUrl) throw new Error('No upstream configured');
  const response = await fetch(new URL('/healthz', upstreamUrl), { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`Upstream answered ${response.status}`);
}

/** /healthz: the process is up. /readyz: what it depends on (database or upstream API) answers. */
export function healthRouter(checkDependencies: () => Promise<void>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await checkDependencies();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ detail: 'A dependency is unreachable', code: 'not_ready' });
    }
  });
  return router;
}
