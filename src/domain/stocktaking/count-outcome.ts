/**
 * What a committed count line does to the ledger. A line was counted at some ledger position;
 * since then `netAfter` pieces moved in (+) or out (−) of that place. Keeping the difference seen at
 * count time sets the place to `counted + netAfter` (a sale after the shelf was counted is neither
 * undone nor counted twice); keeping the counted amount sets it to `counted`.
 */
export interface CountLine {
  counted: number;
  stockNow: number;
  netAfter: number;
}
export type Keep = 'difference' | 'counted';

/** Stock the place held when it was counted. */
export const stockAtCount = (l: CountLine): number => l.stockNow - l.netAfter;

/** The amount the place will hold after commit. */
export function finalAmount(l: CountLine, keep: Keep): number {
  return keep === 'counted' ? l.counted : l.counted + l.netAfter;
}

/** The movement commit writes: final − now, i.e. counted − stock at count time when keeping the difference. */
export function commitDelta(l: CountLine, keep: Keep): number {
  return finalAmount(l, keep) - l.stockNow;
}

/** Only when something moved after the count do the two choices differ, so only then is one asked for. */
export const movedAfterCount = (l: CountLine): boolean => l.netAfter !== 0;
