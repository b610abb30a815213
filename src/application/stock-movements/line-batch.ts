import {
  batchBlocked,
  batchKey,
  batchNotFinished,
  sameBatch,
  type ScannedBatch,
} from '../../domain/batches/batch-rules';
import type { ScannedLine } from '../../domain/stock/scanned-list';

export type BatchChoice = { ok: true; list: ScannedLine[] } | ({ ok: false } & ReturnType<typeof batchNotFinished>);

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
