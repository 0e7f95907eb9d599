import { expect, test } from './support/test';

function scriptSource(csp: string): string {
  return csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
}

test('every page response has a CSP with a fresh nonce, used by every script and never unsafe-inline', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/login', '/login', '/no-such-page']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = scriptSource(csp);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce ?? '');

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
});

test('no HSTS over plain-http cookies (COOKIE_SECURE=false)', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});

/** compression()'s default threshold: smaller responses are sent as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

test('hashed assets are cached for a year, and compressed unless tiny', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  let compressed = 0;
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    if ((await response.body()).length >= COMPRESSION_THRESHOLD_BYTES) {
      expect(response.headers()['content-encoding']).toBe('gzip');
      compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThan(0);
});

test('pages are never cached', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.headers()['cache-control']).toBe('no-store');
});
