import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logger';

/** A logger at `level` whose lines are kept in `lines`, for tests that read what was logged. */
export function capturedLogger(level = 'info'): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger(level, stream) };
}
