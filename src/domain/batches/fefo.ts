/** A batch of a product with what one location holds of it. */
export interface BatchAtLocation {
  id: number;
  name: string;
  expiresAt: string | null;
  amount: number;
}

/**
 * B9 (FEFO): of the batches a location holds, the one expiring first is proposed for a stock-out
 * or a relocation; a batch without expiry comes after every dated one; equal dates go by id (the
 * older batch first). Null when the location holds no batch of the product.
 */
export function fefoBatch<B extends BatchAtLocation>(held: readonly B[]): B | null {
  const candidates = held.filter((b) => b.amount > 0);
  if (!candidates.length) return null;
  return [...candidates].sort(compareExpiry)[0];
}

function compareExpiry(a: BatchAtLocation, b: BatchAtLocation): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    return a.expiresAt < b.expiresAt ? -1 : 1;
  }
  return a.id - b.id;
}

/** An expiry (YYYY-MM-DD) before today (YYYY-MM-DD, in the warehouse's time zone) has passed. */
export const isExpired = (expiresAt: string | null, today: string): boolean => expiresAt !== null && expiresAt < today;

/** The last day (YYYY-MM-DD) of "expires within N days" counted from today. */
export function horizonDay(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An expiry strictly before another; no expiry is never earlier, and is later than any date. */
export const expiresBefore = (a: string | null, b: string | null): boolean => a !== null && (b === null || a < b);

/** What the screens say about a chosen batch: nothing, another than proposed, or an expired one. */
export function fefoWarning(
  chosen: BatchAtLocation,
  held: readonly BatchAtLocation[],
  today: string,
): 'expired' | 'not_first' | null {
  if (isExpired(chosen.expiresAt, today)) return 'expired';
  // only a batch here that really expires earlier is worth a word (the chosen one may lie elsewhere)
  const first = fefoBatch(held);
  return first && first.id !== chosen.id && expiresBefore(first.expiresAt, chosen.expiresAt) ? 'not_first' : null;
}

/** A batch of a product on some location. */
export interface BatchOnLocation extends BatchAtLocation {
  location: string;
}

/**
 * B9 across locations: the batch expiring first on another location, when it expires before the
 * batch taken here (so the worker may go there instead); expired batches are no alternative. Null
 * when none does, or nothing here has a batch to compare with.
 */
export function earlierElsewhere(
  taken: BatchAtLocation | null,
  stock: readonly BatchOnLocation[],
  location: string,
  today: string,
): BatchOnLocation | null {
  if (!taken) return null;
  const usable = stock.filter((b) => b.location !== location && b.id !== taken.id && !isExpired(b.expiresAt, today));
  const first = fefoBatch(usable);
  return first && expiresBefore(first.expiresAt, taken.expiresAt) ? first : null;
}

export const FEFO_EXPIRED = (name: string) => `Šarže ${name} je po expiraci.`;
export const FEFO_NOT_FIRST = (proposed: string) => `Dříve expiruje šarže ${proposed}; vybrána je jiná.`;
export const FEFO_ELSEWHERE = (name: string, location: string) => `Dříve expiruje šarže ${name} na pozici ${location}.`;
