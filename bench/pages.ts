/**
 * Server-rendered pages per second, as ratios against a bare Express 5 "hello" server measured in
 * the same run. Each server runs in its own process (the product as `npm start` runs it, from
 * dist/), on the Node that runs this; autocannon loads them from this one. Run after
 * `npm run build`: npm run bench:pages
 */
import { startBuiltProduct, startChildServer } from './support/built-server';
import { measure, type Measurement } from './support/measure';
import { signInCookie } from './support/sign-in';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Load before the measurements, so that they measure the server as it runs for hours, not V8's
 * warm-up: V8 compiles the product's code as it runs, over its first few thousand pages. Five-second
 * windows of a signed-in page after a start ran at about 120, 180, 205, 235 and 235 pages a second
 * on this 2-core machine, then stayed there. The "hello" server's code is a few functions: 2 s warm it.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 20);
const BASELINE_WARM_UP_SECONDS = 2;
/**
 * The baseline and the pages are measured in turn, this many times, and each page is judged
 * against the baseline of its own round: the machine's speed drifts (the same build ran from 146
 * to 245 pages a second from one minute to the next), and a ratio of two moments would carry it.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const ADMIN = { username: 'bench_pages', password: 'Bench12345' };

interface Target {
  what: string;
  url: string;
  headers: Record<string, string>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const hello = await startChildServer(['--import', 'tsx', 'bench/hello-express.ts'], {}, '/');
const product = await startBuiltProduct(ADMIN);
try {
  const cookie = await signInCookie(product.base, ADMIN.username, ADMIN.password);
  const baseline: Target = { what: 'bare Express 5 "hello" (baseline)', url: `${hello.base}/`, headers: {} };
  const pages: Target[] = [
    { what: '/login, signed out', url: `${product.base}/login`, headers: {} },
    { what: '/admin/create-user, signed in', url: `${product.base}/admin/create-user`, headers: { cookie } },
    { what: '/admin/advanced-options, signed in', url: `${product.base}/admin/advanced-options`, headers: { cookie } },
  ];
  const load = (target: Target, seconds: number) => measure(target.url, { connections: CONNECTIONS, seconds, headers: target.headers });

  await load(baseline, BASELINE_WARM_UP_SECONDS);
  for (const page of pages) await load(page, WARM_UP_SECONDS);

  const rounds: Map<Target, Measurement>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured = new Map<Target, Measurement>();
    for (const target of [baseline, ...pages]) measured.set(target, await load(target, DURATION_SECONDS));
    rounds.push(measured);
  }

  console.log(
    `pages: ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_SECONDS} s per server, after ${WARM_UP_SECONDS} s of warm-up per page; production build on the embedded database; Node ${process.version}`,
  );
  console.table(
    [baseline, ...pages].map((target) => {
      const ratios = rounds.map((measured) => measured.get(target)!.requestsPerSecond / measured.get(baseline)!.requestsPerSecond);
      const rates = rounds.map((measured) => measured.get(target)!.requestsPerSecond);
      return {
        page: target.what,
        'req/s (median)': Math.round(median(rates)),
        'ratio to hello (median)': median(ratios).toFixed(3),
        'ratio, each round': ratios.map((ratio) => ratio.toFixed(3)).join(' '),
        'p50 ms': median(rounds.map((measured) => measured.get(target)!.p50Ms)),
        'p99 ms': median(rounds.map((measured) => measured.get(target)!.p99Ms)),
      };
    }),
  );
} finally {
  await Promise.all([hello.stop(), product.stop()]);
}
