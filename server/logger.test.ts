import { capturedLogger as capture } from '../tests/support/captured-logger';
import { redactUrl } from './logger';

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

describe('redactUrl', () => {
  test.each([
    ['/invite/abc123', '/invite/[redacted]'],
    ['/invite/abc123?lang=it', '/invite/[redacted]?lang=it'],
    ['/invite/abc123/more', '/invite/[redacted]'],
    ['/INVITE/abc123', '/invite/[redacted]'],
    ['/%69nvite/abc123', '/invite/[redacted]'],
    ['//invite//abc123', '/invite/[redacted]'],
    ['/invite/%E0%A4%A', '/invite/[redacted]'],
    ['/api/invitations/accept/abc123', '/api/invitations/accept/[redacted]'],
  ])('%s is logged as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  test.each(['/invite', '/invite/', '/login?from=%2Fadmin', '/api/invitations/accept', '/api/invitations/preview', '/admin/invitations'])(
    '%s has no secret and stays as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});

test('a URL logged under the key `url` is redacted', () => {
  const { lines, logger } = capture();
  logger.error({ url: '/invite/secret-invitation-token' }, 'rendering a page failed');
  expect(lines.join('')).toContain('"url":"/invite/[redacted]"');
  expect(lines.join('')).not.toContain('secret-invitation-token');
});
