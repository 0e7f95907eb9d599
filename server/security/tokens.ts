import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'agency-backoffice';
const AUDIENCE = 'agency-backoffice-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export async function signAccessToken(key: Uint8Array, userId: number, sessionId: string, ttlSeconds: number): Promise<AccessClaims & { token: string }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, userId, sessionId, expiresAt };
}

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, sessionId: payload.sid, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** How many verified access tokens a verifier remembers: about one per signed-in browser. */
const REMEMBERED_TOKENS = 10_000;

/**
 * verifyAccessToken for every request, remembering the claims of the tokens it has verified: a
 * token's signature, issuer and audience are checked once, its expiry on every use (as jose does:
 * valid before its `exp` second). Signatures are a third of a signed-in request's own CPU.
 */
export function accessTokenVerifier(key: Uint8Array, now: () => number = Date.now): (token: string) => Promise<AccessClaims | null> {
  const verified = new LRUCache<string, AccessClaims>({ max: REMEMBERED_TOKENS });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known.expiresAt * 1000 > now() ? known : null;
    const claims = await verifyAccessToken(key, token);
    if (claims) verified.set(token, claims);
    return claims;
  };
}

/** A 256-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function csrfSignature(key: Buffer, sessionId: string, value: string): string {
  return createHmac('sha256', key).update(`${sessionId}.${value}`).digest('base64url');
}

/** Signed double-submit token: a random value and an HMAC binding it to the session. */
export function createCsrfToken(key: Buffer, sessionId: string): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${csrfSignature(key, sessionId, value)}`;
}

export function isCsrfTokenValid(key: Buffer, sessionId: string, token: string): boolean {
  const [value, signature, extra] = token.split('.');
  if (!value || !signature || extra !== undefined) return false;
  return safeEqual(signature, csrfSignature(key, sessionId, value));
}

/**
 * A device cookie (OWASP's defence against slow brute force): proof that this browser signed in to
 * this account before. Its id counts the device's own failed sign-ins apart from unknown clients.
 */
export function createDeviceToken(key: Buffer, userId: number): string {
  const id = randomBytes(18).toString('base64url');
  return `${userId}.${id}.${createHmac('sha256', key).update(`${userId}.${id}`).digest('base64url')}`;
}

/** The device id of a device token issued to this user, or null. */
export function deviceIdOf(key: Buffer, token: string, userId: number): string | null {
  const [owner, id, signature, extra] = token.split('.');
  if (owner !== String(userId) || !id || !signature || extra !== undefined) return null;
  return safeEqual(signature, createHmac('sha256', key).update(`${owner}.${id}`).digest('base64url')) ? id : null;
}

export function safeStringEqual(a: string, b: string): boolean {
  return safeEqual(a, b);
}

const GCM_TAG_BYTES = 16;

/** AES-256-GCM, for values the server must read back later but never keep in clear. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    // A shortened tag would be checked only as far as it goes: only full-length tags are accepted.
    if (!iv || !tag || !body || tag.length !== GCM_TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
