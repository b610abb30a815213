/** One pending outbox row: a change's net effect on one product's e-shop stock. */
export interface OutboxRow {
  id: number;
  code: string;
  amount: number;
}

/** One row of a request: a product's merged change. */
export interface BatchRow {
  code: string;
  amount: number;
}

/**
 * The next request from the queue, in id order: rows merged per product (a relative change adds up,
 * so N changes of one product are one row), at most `maxCodes` products. The batch is a prefix of
 * the queue: every row of a product older than the batch's last row is in this batch or an earlier
 * one, so each product's changes reach the e-shop in commit order. Products whose changes cancel
 * out send nothing (`zero`), their rows are done all the same.
 */
export function takeBatch(
  queue: readonly OutboxRow[],
  maxCodes: number,
): { rowIds: number[]; rows: BatchRow[]; zero: string[] } {
  const sums = new Map<string, number>();
  const rowIds: number[] = [];
  for (const row of queue) {
    if (!sums.has(row.code) && sums.size >= maxCodes) break;
    sums.set(row.code, (sums.get(row.code) ?? 0) + row.amount);
    rowIds.push(row.id);
  }
  const rows: BatchRow[] = [];
  const zero: string[] = [];
  for (const [code, amount] of sums)
    if (amount === 0) zero.push(code);
    else rows.push({ code, amount });
  return { rowIds, rows, zero };
}

export interface SeenMovement {
  code: string;
  amountChange: number | null;
  own: boolean;
}

/**
 * Which rows of a batch whose answer never came did land in the e-shop: those with a movement of our
 * own for the product, of the batch's amount, after the batch's cursor. Such a movement can only be
 * this batch's: only one batch of an e-shop is ever in flight (the lease), nothing is sent while one is
 * unresolved, and no earlier batch since the cursor was read wrote the product (the cursor invariant,
 * `PushStore.nextBatch`; without it an earlier batch's movement of the same amount passed for this one's).
 */
export function landedRows(rows: readonly BatchRow[], movements: readonly SeenMovement[]): Set<string> {
  const ours = new Map<string, number[]>();
  for (const m of movements)
    if (m.own && m.amountChange !== null) ours.set(m.code, [...(ours.get(m.code) ?? []), m.amountChange]);
  const landed = new Set<string>();
  for (const row of rows) if (ours.get(row.code)?.some((a) => Math.abs(a - row.amount) < 1e-9)) landed.add(row.code);
  return landed;
}
