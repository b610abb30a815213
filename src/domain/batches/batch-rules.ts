// SPEC 5 "Batches": the rules both the scanning screens and the server apply.

/** A batch (šarže) of a product variant, as stored: expiry as an ISO date or none. */
export interface Batch {
  id: number;
  name: string;
  expiresAt: string | null;
}

/** The batch chosen on a scanned line: an existing one by id, or a new one by name and expiry. */
export type ScannedBatch = { kind: 'existing'; id: number } | { kind: 'new'; name: string; expiresAt: string | null };

export const BATCH_NOT_FINISHED =
  'Nejprve dokončete naskladnění/vyskladnění již naskenované šarže a poté můžete naskenovat další';
export const BATCH_EXPIRY_MISSING =
  'Nemáte zadán datum expirace a produkt tuto expiraci neobsahuje, proto ji nelze nastavit';

export const batchNotFinished = () => ({ reason: 'batch_not_finished' as const, detail: BATCH_NOT_FINISHED });
export const batchExpiryMissing = () => ({ reason: 'batch_expiry_missing' as const, detail: BATCH_EXPIRY_MISSING });
/**
 * A product that requires a batch (vynutit_zadani_sarze) sent without one: refused by the app before
 * sending and by the ledger on the server, in one sentence.
 */
export const batchRequiredText = (code: string) => `Produkt ${code} vyžaduje zadání šarže.`;
export const batchRequired = (code: string) => ({ reason: 'batch_required' as const, detail: batchRequiredText(code) });

export function sameBatch(a: ScannedBatch | null, b: ScannedBatch | null): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'existing' && b.kind === 'existing') return a.id === b.id;
  if (a.kind === 'new' && b.kind === 'new')
    return a.name.trim() === b.name.trim() && (a.expiresAt ?? null) === (b.expiresAt ?? null);
  return false;
}

/** R-SCAN-05: a batch matches by name and, when an expiry is given, also by expiry. */
export function matchBatch(existing: readonly Batch[], name: string, expiresAt: string | null): Batch | undefined {
  const wanted = name.trim();
  return existing.find((b) => b.name === wanted && (expiresAt === null || b.expiresAt === expiresAt));
}

export type NewBatchResolution =
  | { kind: 'existing'; batch: Batch }
  | { kind: 'create'; name: string; expiresAt: string }
  | { kind: 'refused'; reason: 'batch_expiry_missing'; detail: string };

/**
 * A new batch typed on a line: use the matching existing batch (R-SCAN-05); otherwise create it,
 * which needs an expiry: without one it cannot be set (R-SCAN-04).
 */
export function resolveNewBatch(
  existing: readonly Batch[],
  name: string,
  expiresAt: string | null,
): NewBatchResolution {
  const match = matchBatch(existing, name, expiresAt);
  if (match) return { kind: 'existing', batch: match };
  if (expiresAt === null) return { kind: 'refused', ...batchExpiryMissing() };
  return { kind: 'create', name: name.trim(), expiresAt };
}

/** An expiry as the API carries it: a real calendar date YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    mo - 1
  ];
  return d <= days;
}

/** A batch as a comparable key: an existing one by id, a new one by its trimmed name and expiry. */
export function batchKey(batch: ScannedBatch | null): string | null {
  if (!batch) return null;
  return batch.kind === 'existing' ? `id:${batch.id}` : `new:${batch.name.trim()}:${batch.expiresAt ?? ''}`;
}

/**
 * R-SCAN-03: while a batch waits to be stocked in or out, a different batch may not join it,
 * whatever the product (SPEC 5: "finished before another is scanned"). `waiting` are the batches
 * already in the list or the request (null: a line without a batch).
 */
export function batchBlocked(waiting: readonly (string | null)[], incoming: string | null): boolean {
  return incoming !== null && waiting.some((key) => key !== null && key !== incoming);
}

/**
 * The same rule over a whole request, as the server checks a stock-in or stock-out: the first
 * batch is the one in progress, and every line carrying another batch is refused.
 */
export function conflictingBatchLines<T extends { batchKey: string | null }>(lines: readonly T[]): number[] {
  const first = lines.find((l) => l.batchKey !== null)?.batchKey ?? null;
  return lines.flatMap((l, i) => (first !== null && batchBlocked([first], l.batchKey) ? [i] : []));
}

/**
 * A location whose sector does not allow several batches already holds another batch of the
 * product: stocking in another needs the user's acknowledgement (acknowledge_multiple_sarze).
 */
export function needsMultipleBatchAck(
  sectorAllowsMultiple: boolean,
  batchesHeld: readonly number[],
  incoming: number,
  acknowledged: boolean,
): boolean {
  if (sectorAllowsMultiple || acknowledged || incoming === 0) return false;
  return batchesHeld.some((id) => id !== 0 && id !== incoming);
}
