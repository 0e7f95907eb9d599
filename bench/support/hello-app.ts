import express, { type Express } from 'express';

/** The baseline of the benchmarks: a bare Express 5 app answering "hello" at /. */
export function createHelloApp(): Express {
  const app = express();
  app.get('/', (_req, res) => {
    res.send('hello');
  });
  return app;
}
