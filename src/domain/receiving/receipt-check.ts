/** How far above the expected amount a receipt may jump before it is a warning rather than a question. */
export const TENFOLD = 10;

export type ReceiptCheck = 'ok' | 'over' | 'tenfold';

/**
 * What receiving `before → after` pieces of a line (stocked up plus this receipt) means, against
 * `expected`:
 * - ok: up to the expected amount, or further above it once the user has confirmed being over;
 * - over: this change is the one that goes above expected: ask for an explicit confirmation;
 * - tenfold: this change reaches ten times the expected amount (a zero expectation counts as one
 *   piece), most likely a typo or a box scanned as pieces: warn, whatever was confirmed before.
 */
export function checkReceipt(expected: number, before: number, after: number): ReceiptCheck {
  if (after <= before || after <= expected) return 'ok';
  const limit = TENFOLD * Math.max(expected, 1);
  if (after >= limit && before < limit) return 'tenfold';
  return before <= expected ? 'over' : 'ok';
}
