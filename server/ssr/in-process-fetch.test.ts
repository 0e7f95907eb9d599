import express from 'express';
import request from 'supertest';
import { createInProcessExchange, createInProcessFetch } from './in-process-fetch';

const app = express();
app.set('trust proxy', true);
app.use(express.json());
app.post('/echo', (req, res) => {
  res.cookie('first', '1').cookie('second', '2');
  res.status(201).json({ address: req.ip, body: req.body as unknown, cookie: req.get('cookie') });
});
app.delete('/nothing', (_req, res) => {
  res.status(204).end();
});
app.get('/never', () => {});
app.get('/streamed', (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.write('first ');
  res.end(Buffer.from('second'));
});
app.get('/dropped', (_req, res) => {
  res.write('half');
  res.destroy(new Error('the database went away'));
});
app.get('/address', (req, res) => {
  res.json({ address: req.ip });
});

const fetchFrom = createInProcessFetch((req, res) => app(req, res));
const exchangeFrom = createInProcessExchange((req, res) => app(req, res));

test('the handler gets the request with its headers and body, from the given address', async () => {
  const response = await fetchFrom({ remoteAddress: '203.0.113.7' })('/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'session=abc' },
    body: JSON.stringify({ hello: 'world' }),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ address: '203.0.113.7', body: { hello: 'world' }, cookie: 'session=abc' });
  expect(response.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
});

test('a response without a body has none', async () => {
  const response = await fetchFrom({ remoteAddress: '203.0.113.7' })('/nothing', { method: 'DELETE' });
  expect(response.status).toBe(204);
  expect(response.body).toBeNull();
});

test('an aborted request fails with the signal’s reason, as fetch does', async () => {
  await expect(fetchFrom({ remoteAddress: '203.0.113.7' })('/never', { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
});

test('a response written in parts arrives whole, with the headers given to writeHead', async () => {
  const response = await fetchFrom({ remoteAddress: '203.0.113.7' })('/streamed', {});
  expect(response.headers.get('content-type')).toBe('text/plain');
  expect(await response.text()).toBe('first second');
});

test('a response the handler destroys fails as a dropped connection does with fetch', async () => {
  await expect(fetchFrom({ remoteAddress: '203.0.113.7' })('/dropped', {})).rejects.toThrow('fetch failed');
});

test('the same app keeps serving requests from the network', async () => {
  await fetchFrom({ remoteAddress: '203.0.113.7' })('/address', {});
  const response = await request(app).get('/address').set('X-Forwarded-For', '192.0.2.1');
  expect(response.body).toEqual({ address: '192.0.2.1' });
  const posted = await request(app).post('/echo').send({ over: 'http' });
  expect(posted.body).toMatchObject({ body: { over: 'http' } });
});

test('as plain data, an answer keeps every header pair and its body in memory of its own, which can be handed to another thread', async () => {
  const answer = await exchangeFrom({ remoteAddress: '203.0.113.7' })('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"small":true}' });
  expect(answer.status).toBe(201);
  expect(answer.headers.filter(([name]) => name === 'set-cookie')).toEqual([
    ['set-cookie', 'first=1; Path=/'],
    ['set-cookie', 'second=2; Path=/'],
  ]);
  const { body } = answer;
  if (!body) throw new Error('expected a body');
  expect(body.byteOffset).toBe(0);
  expect(body.buffer.byteLength).toBe(body.byteLength);
  const handedOver = structuredClone(body, { transfer: [body.buffer] });
  expect(JSON.parse(Buffer.from(handedOver).toString())).toMatchObject({ body: { small: true } });
  // Node's shared pool of small buffers is untouched: later buffers still work.
  expect(Buffer.from('still usable').toString()).toBe('still usable');
});

test('as plain data, an answer without a body has none', async () => {
  expect((await exchangeFrom({ remoteAddress: '203.0.113.7' })('/nothing', { method: 'DELETE' })).body).toBeNull();
});
