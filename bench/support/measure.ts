/** autocannon runs for the benchmarks, in a worker thread (the load does not share the event loop of a server in this process). */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

export interface Measurement {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

// autocannon reports fixed percentiles, p95 not among them; they come from this list, which it reads when it aggregates.
const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
(autocannonRequire('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles.push(95);

/** Loads `url` for `seconds` with `connections` connections; fails if any answer is not 2xx. */
export async function measure(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Measurement> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers ?? {}, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx, ${result.errors} errors`);
  const latency = result.latency as typeof result.latency & { p95: number };
  return { url, requestsPerSecond: result.requests.average, p50Ms: latency.p50, p95Ms: latency.p95, p99Ms: latency.p99 };
}
