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

test('hashed assets are cached for a year and compressed', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  for (const asset of [script, stylesheet]) {
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  }
});

test('pages are never cached', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.headers()['cache-control']).toBe('no-store');
});
