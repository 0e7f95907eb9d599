import express from 'express';
import request from 'supertest';
import type { PageStream } from '../../contract';
import { capturedLogger } from '../../tests/support/captured-logger';
import { createPageHandler } from './page-handler';
import type { PageSource } from './page-source';

test('a rendered page that cannot be sent stops rendering, and the visitor gets the error page', async () => {
  const aborted: unknown[] = [];
  const page: PageStream = {
    type: 'document',
    status: 200,
    setCookies: [],
    document: { template: 'app', lang: 'en', theme: 'classic', title: 'A page', modules: [], stateJson: '{}' },
    pipe: () => {
      throw new Error('a page that cannot be sent is never piped');
    },
    abort: (reason) => aborted.push(reason),
  };
  const source: PageSource = {
    assets: (_req, _res, next) => next(),
    template: () => Promise.reject(new Error('the template is missing')),
    renderPage: async () => async () => page,
    modulePreloads: () => [],
    fixStacktrace: () => {},
  };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = 'n0nce';
    next();
  });
  app.use(createPageHandler({ source, logger: capturedLogger().logger, api: () => ({ baseUrl: '', fetch }) }));

  const response = await request(app).get('/admin');
  expect(response.status).toBe(500);
  expect(response.text).toContain('Something went wrong');
  expect(aborted).toEqual([expect.objectContaining({ message: 'the template is missing' })]);
});
