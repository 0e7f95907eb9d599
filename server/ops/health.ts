import { Router } from 'express';
import type { DatabaseHandle } from '../db/database';

export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await database.ping();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ detail: 'Database unreachable', code: 'not_ready' });
    }
  });
  return router;
}
