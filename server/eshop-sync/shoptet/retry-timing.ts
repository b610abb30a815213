/** Exponential back-off with full jitter: concurrent clients that failed together do not retry together. */
export function backoffMs(attempt: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1)));
}

/**
 * Retry-After as Shoptet sends it (an HTTP-date, e.g. `Mon, 01 Jul 2024 12:01:11 GMT`) or as seconds;
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
