import { deflateSync } from 'node:zlib';
import type { Response } from 'supertest';
import request from 'supertest';
import type { LogAction } from '../../contract';
import type { SignedInAgent, TestApp } from './test-app';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The raw Set-Cookie lines of a response. */
export function setCookieLines(response: Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The raw Set-Cookie line of one cookie, or undefined. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith(`${name}=`));
}

/** A Cookie request header from name → value pairs. */
export function cookieHeader(cookies: Record<string, string | undefined>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('; ');
}

/** Asserts the API's error shape and returns the body. */
export function expectApiError(response: Response, status: number, code?: string): { detail: string; code: string; errors?: { field: string; message: string }[] } {
  expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { detail: expect.any(String), code: code ?? expect.any(String) } });
  const allowed = new Set(['detail', 'code', 'errors']);
  expect(Object.keys(response.body).filter((key) => !allowed.has(key))).toEqual([]);
  return response.body;
}

/** The field messages of a validation error (400 validation_error). */
export function validationMessagesOf(response: Response): { field: string; message: string }[] {
  expectApiError(response, 400, 'validation_error');
  return response.body.errors ?? [];
}

// --- images built in the tests -------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // colour type: RGB
  return pngChunk('IHDR', data);
}

/** A complete, valid RGB PNG of the given size (keep it small). */
export function pngImage(width = 2, height = 2, rgb: [number, number, number] = [200, 30, 90]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header declares the given size, with a token of pixel data (as an attacker would send). */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A 1×1 lossless WebP. */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

// --- API shortcuts -------------------------------------------------------------------------

export interface LogEntryBody {
  log_id: number;
  user_id: number | null;
  username: string | null;
  role: string | null;
  message: LogAction;
  timestamp: string;
  status_code: number;
  entity_type: string | null;
  entity_id: number | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

/** GET /api/logs/all as the given reader; fails the test unless it answers 200. */
export async function readLogs(reader: SignedInAgent, query: Record<string, string | number> = {}): Promise<{ logs: LogEntryBody[]; total: number }> {
  const response = await reader.agent.get('/api/logs/all').query({ page_size: 100, ...query });
  expect(response.status).toBe(200);
  return response.body;
}

/** Signs in with a plain request and returns the cookies the server set. */
export async function login(testApp: TestApp, identifier: string, password: string, extra: { rememberMe?: boolean; address?: string } = {}) {
  const call = request(testApp.app).post('/api/auth/login');
  if (extra.address) call.set('X-Forwarded-For', extra.address);
  const body: Record<string, unknown> = { identifier, password };
  if (extra.rememberMe !== undefined) body.remember_me = extra.rememberMe;
  return call.send(body);
}
