/**
 * Server-rendered pages per second, as ratios against a bare Express 5 "hello" server measured in
 * the same run. Each server runs in its own process (the product as `npm start` runs it, from
 * dist/); autocannon loads them from this one. Run after `npm run build`: npm run bench:pages
 */
import { startBuiltProduct, startChildServer } from './support/built-server';
import { measure, type Measurement } from './support/measure';
import { signInCookie } from './support/sign-in';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Load before each measurement, so that it measures the server as it runs for hours, not V8's
 * warm-up: V8 compiles the product's code as it runs, over its first few thousand pages. Five-second
 * windows of a signed-in page after a start ran at about 130, 190, 220, 235 and 240 pages a second
 * on this 2-core machine, then stayed there; the baseline gets the same load first.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 20);
const CONNECTIONS = 10;
const ADMIN = { username: 'bench_pages', password: 'Bench12345' };
const options = { connections: CONNECTIONS, seconds: DURATION_SECONDS };

const hello = await startChildServer(['--import', 'tsx', 'bench/hello-express.ts'], {}, '/');
const product = await startBuiltProduct(ADMIN);
try {
  const cookie = await signInCookie(product.base, ADMIN.username, ADMIN.password);
  const measureWarm = async (url: string, headers: Record<string, string> = {}) => {
    await measure(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
    return measure(url, { ...options, headers });
  };

  const baseline = await measureWarm(`${hello.base}/`);
  const rows: [string, Measurement][] = [
    ['bare Express 5 "hello" (baseline)', baseline],
    ['/login, signed out', await measureWarm(`${product.base}/login`)],
    ['/admin/create-user, signed in', await measureWarm(`${product.base}/admin/create-user`, { cookie })],
    ['/admin/advanced-options, signed in', await measureWarm(`${product.base}/admin/advanced-options`, { cookie })],
  ];
  console.log(`pages: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up; production build on the embedded database`);
  console.table(
    rows.map(([what, row]) => ({
      page: what,
      'req/s': Math.round(row.requestsPerSecond),
      'ratio to hello': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
    })),
  );
} finally {
  await Promise.all([hello.stop(), product.stop()]);
}
