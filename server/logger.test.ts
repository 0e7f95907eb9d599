import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

test('passwords, tokens and cookie values never reach the log', () => {
  const { lines, logger } = capture();
  logger.info(
    {
      req: { headers: { cookie: 'access_token=secret-access', 'x-csrf-token': 'secret-csrf', authorization: 'Bearer secret-bearer' } },
      res: { headers: { 'set-cookie': ['refresh_token=secret-refresh'] } },
      body: { password: 'secret-password', old_password: 'secret-old', new_password: 'secret-new' },
      token: 'secret-token',
    },
    'request',
  );
  const text = lines.join('');
  expect(text).toContain('"msg":"request"');
  expect(text).not.toMatch(/secret-/);
});
