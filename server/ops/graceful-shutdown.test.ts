import { jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { capturedLogger } from '../../tests/support/captured-logger';
import { createGracefulShutdown } from './graceful-shutdown';

let server: Server;
const { lines: logLines, logger } = capturedLogger();
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(async () => {
  logLines.length = 0;
  unhandled.length = 0;
  process.on('unhandledRejection', recordUnhandled);
  server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  process.off('unhandledRejection', recordUnhandled);
  if (server.listening) server.close();
});

function shutdownWith(closeDatabase: (() => Promise<void>) | undefined) {
  const stopBackgroundWork = jest.fn();
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = createGracefulShutdown({ server, logger, stopBackgroundWork, closeDatabase, timeoutMs: 1000, exit: (code) => exited(code) });
  return { shutdown, stopBackgroundWork, exitCode };
}

test('stops background work, closes the database, then exits 0', async () => {
  const closeDatabase = jest.fn(async () => {});
  const { shutdown, stopBackgroundWork, exitCode } = shutdownWith(closeDatabase);
  shutdown('SIGTERM');
  expect(await exitCode).toBe(0);
  expect(stopBackgroundWork).toHaveBeenCalledTimes(1);
  expect(closeDatabase).toHaveBeenCalledTimes(1);
  expect(logLines.join('')).toContain('database closed; bye');
});

test('a database that fails to close is logged and the process exits 1, with no unhandled rejection', async () => {
  const { shutdown, exitCode } = shutdownWith(async () => {
    throw new Error('the disk went away');
  });
  shutdown('SIGTERM');
  expect(await exitCode).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(unhandled).toEqual([]);
  const failure = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } }).find((line) => line.level === 50);
  expect(failure).toMatchObject({ msg: 'closing the database failed', err: { message: 'the disk went away' } });
  expect(logLines.join('')).not.toContain('bye');
}, 5_000);

test('a second signal while shutting down changes nothing', async () => {
  const closeDatabase = jest.fn(async () => {});
  const { shutdown, exitCode } = shutdownWith(closeDatabase);
  shutdown('SIGTERM');
  shutdown('SIGINT');
  expect(await exitCode).toBe(0);
  expect(closeDatabase).toHaveBeenCalledTimes(1);
});

test('in proxy mode there is no database to close', async () => {
  const { shutdown, exitCode } = shutdownWith(undefined);
  shutdown('SIGTERM');
  expect(await exitCode).toBe(0);
});
