import { expect } from 'vitest';
import { EXPIRY_SKEW_MS } from '../../../src/application/session/token-session';
import type { TestClock } from '../../support/storage-matrix';

/** The access tokens' lifetime of a server started for a test of their expiry (`accessTtlSeconds`). */
export const SHORT_TTL_SECONDS = 12;

/**
 * Moves the server's clock on, so a token expires on the server a few seconds after it was issued
 * instead of after its whole lifetime; the pages keep the real time.
 *
 * By less than the app's early-refresh margin (EXPIRY_SKEW_MS): the app then holds every token expired
 * two seconds before the server refuses it, so a call the app sends with a token it holds fresh is never
 * refused, and an expired token is always refreshed first, as on a real phone whose clock is near the
 * server's. With the pages' clocks moved instead (Playwright's fake clock), some loaded runs saw no live
 * refetch and a reload that stayed on /login; why was not found, and the pages now keep the real time.
 */
export function serverRunsAhead(clock: TestClock): void {
  clock.advance(EXPIRY_SKEW_MS - 2_000);
}

/** Waits until the server refuses a token of the session `call` uses (polling; a few seconds, never a sleep). */
export async function untilRefused(call: () => Promise<number>): Promise<void> {
  await expect.poll(call, { timeout: 30_000, interval: 250 }).toBe(401);
}
