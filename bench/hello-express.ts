/** The baseline of the page benchmark: a bare Express 5 server answering "hello" (run by bench/pages.ts, in its own process). */
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.send('hello');
});
const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close());
