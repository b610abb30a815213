import { fulfilOrders, type WaitingOrder } from './order-fulfilment';
import { checkReceipt, type ReceiptCheck } from './receipt-check';
import { groupLines, type ShoplistGroups } from './shoplist-groups';

/** A line of a shopping list as receiving reads it: what is expected, what is stocked, who waits for it. */
export interface ListLine {
  code: string;
  amount_expected: number;
  amount_stocked_up: number;
  orders: readonly WaitingOrder[];
}

/** A line of the receipt being scanned (only its product and pieces matter here). */
export interface ReceiptPiece {
  code: string;
  amount: number;
}

/** A list line as the screen shows it: the server's amounts plus what is being received now. */
export type LiveLine<L> = L & { amount_now: number; amount_total: number };

/** A list that still takes receipts: open, not archived. */
export const isOpenForReceiving = (list: { state: string; archived: boolean }): boolean =>
  list.state === 'open' && !list.archived;

/** Pieces of `code` in the receipt. */
export const receiptPieces = (receipt: readonly ReceiptPiece[], code?: string): number =>
  receipt.reduce((sum, l) => sum + (code === undefined || l.code === code ? l.amount : 0), 0);

/** R-AO-02 on the live amounts: each line's orders are served from what is stocked plus what is being received. */
export function liveLines<L extends ListLine>(lines: readonly L[], receipt: readonly ReceiptPiece[]): LiveLine<L>[] {
  return lines.map((line) => {
    const amount_now = receiptPieces(receipt, line.code);
    const amount_total = line.amount_stocked_up + amount_now;
    return amount_now
      ? { ...line, amount_now, amount_total, orders: fulfilOrders(line.orders, amount_total) }
      : { ...line, amount_now, amount_total };
  });
}

/**
 * R-AO-01 on the live amounts: a line moves to its group as it is received. Each card still says what is
 * stocked (the server's amount); the unsent pieces show beside it as "+N nyní", never as stocked (issue 24 item 17).
 */
export function liveGroups<L extends ListLine>(live: readonly LiveLine<L>[]): ShoplistGroups<LiveLine<L>> {
  const byTotal = groupLines(live.map((line) => ({ ...line, line, amount_stocked_up: line.amount_total })));
  return {
    excess: byTotal.excess.map((g) => g.line),
    lacking: byTotal.lacking.map((g) => g.line),
    correct: byTotal.correct.map((g) => g.line),
  };
}

/** Why adding pieces needs the user's word: over or ten times the expectation, or a product not on the list. */
export interface ReceiptQuestion {
  kind: Exclude<ReceiptCheck, 'ok'> | 'unlisted';
  expected: number;
  total: number;
}

/**
 * What adding `add` pieces of `code` means against the list (`line`, undefined when the product is not on
 * it): null when it just counts, else the question to ask before it does (receipt-check's rule).
 */
export function receiptQuestion(
  line: ListLine | undefined,
  receipt: readonly ReceiptPiece[],
  code: string,
  add: number,
): ReceiptQuestion | null {
  const before = (line?.amount_stocked_up ?? 0) + receiptPieces(receipt, code);
  const expected = line?.amount_expected ?? 0;
  const check = checkReceipt(expected, before, before + add);
  if (check === 'ok') return null;
  return { kind: check === 'over' && !line ? 'unlisted' : check, expected, total: before + add };
}
