import { SignJWT } from 'jose';
import { deriveKeys } from './keys';
import {
  createCsrfToken,
  hashToken,
  isCsrfTokenValid,
  randomToken,
  safeStringEqual,
  seal,
  signAccessToken,
  unseal,
  verifyAccessToken,
  accessTokenVerifier,
} from './tokens';

const keys = deriveKeys('unit-test-session-secret-that-is-long-enough-42');
const otherKeys = deriveKeys('another-session-secret-that-is-long-enough-4242');
const SESSION = '3d5a43f6-2fb5-49ad-b6fe-4d1674262cce';
const OTHER_SESSION = '0a0a43f6-2fb5-49ad-b6fe-4d1674262cce';

describe('CSRF tokens (signed double-submit)', () => {
  test('a token is valid for the session it was made for', () => {
    const token = createCsrfToken(keys.csrf, SESSION);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(isCsrfTokenValid(keys.csrf, SESSION, token)).toBe(true);
  });

  test('each token is random, not just a function of the session', () => {
    expect(createCsrfToken(keys.csrf, SESSION)).not.toBe(createCsrfToken(keys.csrf, SESSION));
  });

  test('a token is refused for another session', () => {
    expect(isCsrfTokenValid(keys.csrf, OTHER_SESSION, createCsrfToken(keys.csrf, SESSION))).toBe(false);
  });

  test('a token signed with another key is refused', () => {
    expect(isCsrfTokenValid(keys.csrf, SESSION, createCsrfToken(otherKeys.csrf, SESSION))).toBe(false);
  });

  test('a changed value or signature is refused', () => {
    const [value, signature] = createCsrfToken(keys.csrf, SESSION).split('.') as [string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    expect(isCsrfTokenValid(keys.csrf, SESSION, `${flip(value)}.${signature}`)).toBe(false);
    expect(isCsrfTokenValid(keys.csrf, SESSION, `${value}.${flip(signature)}`)).toBe(false);
  });

  test.each(['', '.', 'abc', 'abc.', '.abc', 'a.b.c'])('the malformed token %j is refused', (token) => {
    expect(isCsrfTokenValid(keys.csrf, SESSION, token)).toBe(false);
  });

  test('a valid token with an extra segment is refused', () => {
    expect(isCsrfTokenValid(keys.csrf, SESSION, `${createCsrfToken(keys.csrf, SESSION)}.extra`)).toBe(false);
  });
});

describe('sealing (AES-256-GCM)', () => {
  test('unseal gives back what was sealed; each seal differs (random IV)', () => {
    const secret = randomToken();
    const a = seal(keys.sealing, secret);
    const b = seal(keys.sealing, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(unseal(keys.sealing, a)).toBe(secret);
    expect(unseal(keys.sealing, b)).toBe(secret);
  });

  test('a shortened authentication tag is refused, even one cut to a single byte', () => {
    const [iv, tag, body] = seal(keys.sealing, 'successor-token').split('.') as [string, string, string];
    for (const length of [1, 4, 8, 12, 15]) {
      const shortTag = Buffer.from(tag, 'base64url').subarray(0, length).toString('base64url');
      expect(unseal(keys.sealing, `${iv}.${shortTag}.${body}`)).toBeNull();
    }
  });

  test('another key cannot unseal', () => {
    expect(unseal(otherKeys.sealing, seal(keys.sealing, 'successor-token'))).toBeNull();
  });

  test('a tampered ciphertext is refused (authenticated encryption)', () => {
    const [iv, tag, body] = seal(keys.sealing, 'successor-token').split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(unseal(keys.sealing, `${iv}.${tag}.${bytes.toString('base64url')}`)).toBeNull();
  });

  test.each(['', 'garbage', 'a.b', 'a.b.c.d'])('the malformed value %j unseals to null', (value) => {
    expect(unseal(keys.sealing, value)).toBeNull();
  });
});

describe('access tokens', () => {
  test('a signed token verifies with its user, session and expiry', async () => {
    const signed = await signAccessToken(keys.accessToken, 42, SESSION, 900);
    const now = Math.floor(Date.now() / 1000);
    expect(signed.expiresAt).toBeGreaterThanOrEqual(now + 899);
    expect(await verifyAccessToken(keys.accessToken, signed.token)).toEqual({ userId: 42, sessionId: SESSION, expiresAt: signed.expiresAt });
  });

  test('another key, an expired token and a tampered token are refused', async () => {
    const signed = await signAccessToken(keys.accessToken, 42, SESSION, 900);
    expect(await verifyAccessToken(otherKeys.accessToken, signed.token)).toBeNull();
    const expired = await signAccessToken(keys.accessToken, 42, SESSION, -10);
    expect(await verifyAccessToken(keys.accessToken, expired.token)).toBeNull();
    const [header, payload, signature] = signed.token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await verifyAccessToken(keys.accessToken, `${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  test('an unsigned token (alg none) is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '42', sid: SESSION, iss: 'agency-backoffice', aud: 'agency-backoffice-api', exp: Math.floor(Date.now() / 1000) + 900 }),
    ).toString('base64url');
    expect(await verifyAccessToken(keys.accessToken, `${header}.${payload}.`)).toBeNull();
  });

  test('a token of the right key but another issuer or audience, or without a session, is refused', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const make = (claims: Record<string, unknown>, issuer: string, audience: string) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setIssuer(issuer).setAudience(audience).setExpirationTime(exp).sign(keys.accessToken);
    expect(await verifyAccessToken(keys.accessToken, await make({ sid: SESSION }, 'agency-backoffice', 'agency-backoffice-api'))).not.toBeNull();
    expect(await verifyAccessToken(keys.accessToken, await make({ sid: SESSION }, 'someone-else', 'agency-backoffice-api'))).toBeNull();
    expect(await verifyAccessToken(keys.accessToken, await make({ sid: SESSION }, 'agency-backoffice', 'another-api'))).toBeNull();
    expect(await verifyAccessToken(keys.accessToken, await make({}, 'agency-backoffice', 'agency-backoffice-api'))).toBeNull();
  });
});

describe('the remembering access token verifier', () => {
  test('a remembered token is refused from its expiry second on, as jose refuses it', async () => {
    const signed = await signAccessToken(keys.accessToken, 42, SESSION, 900);
    let now = Date.now();
    const verify = accessTokenVerifier(keys.accessToken, () => now);
    expect(await verify(signed.token)).toEqual({ userId: 42, sessionId: SESSION, expiresAt: signed.expiresAt });
    now = signed.expiresAt * 1000 - 1;
    expect(await verify(signed.token)).not.toBeNull();
    now = signed.expiresAt * 1000;
    expect(await verify(signed.token)).toBeNull();
  });

  test('a refused token is refused again, and a forged one is not taken for a remembered one', async () => {
    const verify = accessTokenVerifier(keys.accessToken);
    const signed = await signAccessToken(keys.accessToken, 42, SESSION, 900);
    expect(await verify(signed.token)).not.toBeNull();
    const [header, payload, signature] = signed.token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const foreign = await signAccessToken(otherKeys.accessToken, 42, SESSION, 900);
    expect(await verify(foreign.token)).toBeNull();
    expect(await verify(foreign.token)).toBeNull();
  });
});

describe('random tokens and hashes', () => {
  test('a refresh token is 256 random bits, base64url', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => randomToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  test('the stored hash is SHA-256 hex, stable, and not the token', () => {
    const token = randomToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(randomToken()));
  });

  test('safeStringEqual compares whole strings', () => {
    expect(safeStringEqual('abc', 'abc')).toBe(true);
    expect(safeStringEqual('abc', 'abd')).toBe(false);
    expect(safeStringEqual('abc', 'abcd')).toBe(false);
    expect(safeStringEqual('', '')).toBe(true);
  });
});

test('each purpose gets its own key', () => {
  expect(Buffer.from(keys.accessToken).equals(keys.csrf)).toBe(false);
  expect(keys.csrf.equals(keys.sealing)).toBe(false);
  expect(deriveKeys('unit-test-session-secret-that-is-long-enough-42').csrf.equals(keys.csrf)).toBe(true);
});
