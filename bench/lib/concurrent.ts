import { performance } from 'node:perf_hooks';
import { percentile } from './stats';

export interface ConcurrentFigures {
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Requests per second over the whole run, all clients together. */
  rps: number;
}

/**
 * `clients` callers at once, each making `perClient` calls one after another; every call's latency
 * counts, and any answer but 200 stops the run (a refused call measured would flatter the figures).
 */
export async function concurrentLatencies(
  clients: number,
  perClient: number,
  call: (client: number, i: number) => Promise<{ status: number; body: unknown }>,
  what: string,
): Promise<ConcurrentFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        const res = await call(c, i);
        latencies.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    n: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    rps: latencies.length / seconds,
  };
}
