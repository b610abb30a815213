import { batchBlocked, batchKey, batchNotFinished, type ScannedBatch, sameBatch } from '../batches/batch-rules';

/** A line of the list being scanned before it is sent (the piped product of SPEC 3). */
export interface ScannedLine {
  code: string;
  ean: string | null;
  amount: number;
  requireBatch: boolean;
  isMultiean: boolean;
  batch: ScannedBatch | null;
}

/** What one scan yields: the product and how many pieces a scan of this code means. */
export interface ScanHit {
  code: string;
  ean: string | null;
  /** Pieces per scan from a multi-EAN box or a delimited code; null for a single piece. */
  customQuantity: number | null;
  requireBatch: boolean;
  isMultiean: boolean;
  batch: ScannedBatch | null;
}

/** R-SCAN-02: a scan counts 1 piece, or its custom quantity. */
export function defaultAmount(hit: Pick<ScanHit, 'customQuantity'>): number {
  return hit.customQuantity && hit.customQuantity > 0 ? hit.customQuantity : 1;
}

export type ScanOutcome = { ok: true; list: ScannedLine[] } | { ok: false; error: ReturnType<typeof batchNotFinished> };

/**
 * R-SCAN-01: a product already in the list (same code and batch) gets its scan amount added and
 * moves to the top; a new one is put on top with its default amount. R-SCAN-03: while a line
 * with a batch waits in the list, a different batch may not be scanned (batchBlocked, as the server checks).
 */
export function scanIntoList(list: readonly ScannedLine[], hit: ScanHit): ScanOutcome {
  if (
    batchBlocked(
      list.map((l) => batchKey(l.batch)),
      batchKey(hit.batch),
    )
  )
    return { ok: false, error: batchNotFinished() };
  const index = list.findIndex((l) => l.code === hit.code && sameBatch(l.batch, hit.batch));
  const add = defaultAmount(hit);
  if (index === -1) {
    const line: ScannedLine = {
      code: hit.code,
      ean: hit.ean,
      amount: add,
      requireBatch: hit.requireBatch,
      isMultiean: hit.isMultiean,
      batch: hit.batch,
    };
    return { ok: true, list: [line, ...list] };
  }
  const line = { ...list[index], amount: list[index].amount + add };
  return { ok: true, list: [line, ...list.slice(0, index), ...list.slice(index + 1)] };
}

/** Sets a line's amount by hand (the "or sets it" of R-SCAN-01); a non-positive amount removes it. */
export function setLineAmount(list: readonly ScannedLine[], index: number, amount: number): ScannedLine[] {
  if (index < 0 || index >= list.length) return [...list];
  if (!(amount > 0)) return list.filter((_, i) => i !== index);
  return list.map((l, i) => (i === index ? { ...l, amount } : l));
}

/** The piped product payload a scanned list is sent as (SPEC 3). */
export function pipedProducts(list: readonly ScannedLine[]) {
  return list.map((l) => ({
    code: l.code,
    ean: l.ean,
    amount: l.amount,
    requireBatch: l.requireBatch,
    isMultiean: l.isMultiean,
    sarze_id: l.batch?.kind === 'existing' ? l.batch.id : null,
    new_sarze: l.batch?.kind === 'new' ? { name: l.batch.name, expires_at: l.batch.expiresAt } : null,
  }));
}
