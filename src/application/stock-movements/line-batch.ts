import {
  batchBlocked,
  batchKey,
  batchNotFinished,
  resolveNewBatch,
  sameBatch,
  type ScannedBatch,
} from '../../domain/batches/batch-rules';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ScannedProduct } from './stock-movements.port';

export type BatchChoice = { ok: true; list: ScannedLine[] } | { ok: false; reason: string; detail: string };

/**
 * A batch chosen on a line of the list. R-SCAN-03: while another line carries a different batch
 * the choice is refused; a line of the same product that already has this batch takes the
 * pieces over, so the list never holds the same product and batch twice (R-SCAN-01).
 */
export function chooseLineBatch(list: readonly ScannedLine[], index: number, batch: ScannedBatch): BatchChoice {
  const line = list[index];
  if (!line) return { ok: true, list: [...list] };
  const others = list.filter((_, i) => i !== index).map((l) => batchKey(l.batch));
  if (batchBlocked(others, batchKey(batch))) return { ok: false, ...batchNotFinished() };
  const twin = list.findIndex((l, i) => i !== index && l.code === line.code && sameBatch(l.batch, batch));
  if (twin === -1) return { ok: true, list: list.map((l, i) => (i === index ? { ...line, batch } : l)) };
  return {
    ok: true,
    list: list.flatMap((l, i) => (i === index ? [] : i === twin ? [{ ...l, amount: l.amount + line.amount }] : [l])),
  };
}

/**
 * A new batch typed on a line: an existing batch of the product matches by name (and expiry, R-SCAN-05);
 * otherwise it is a new batch, which needs an expiry (R-SCAN-04). Then chosen as `chooseLineBatch` says.
 */
export function typedLineBatch(
  list: readonly ScannedLine[],
  index: number,
  product: Pick<ScannedProduct, 'sarze'> | undefined,
  name: string,
  expiresAt: string | null,
): BatchChoice {
  const known = (product?.sarze ?? []).map((b) => ({ id: b.id, name: b.name, expiresAt: b.expires_at }));
  const found = resolveNewBatch(known, name, expiresAt || null);
  if (found.kind === 'refused') return { ok: false, reason: found.reason, detail: found.detail };
  const batch: ScannedBatch =
    found.kind === 'existing'
      ? { kind: 'existing', id: found.batch.id }
      : { kind: 'new', name: found.name, expiresAt: found.expiresAt };
  return chooseLineBatch(list, index, batch);
}
