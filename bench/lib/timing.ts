import { performance } from 'node:perf_hooks';

/** Milliseconds taken by one call of `work` (high-resolution clock). */
export async function timeOnce(work: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Runs `work` `warmup` times unmeasured, then `iterations` times one after another; returns each duration in ms. */
export async function sample(
  work: () => Promise<unknown> | unknown,
  { iterations = 200, warmup = 20 } = {},
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) samples.push(await timeOnce(work));
  return samples;
}

/** Polls `probe` until it resolves true; returns ms since `since` (performance.now() value) or throws after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  since: number,
  timeoutMs = 60_000,
  everyMs = 10,
): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (await probe().catch(() => false)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}
