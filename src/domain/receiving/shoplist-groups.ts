/** A product line of a shopping list: how many pieces the supplier order expects and how many were stocked up. */
export interface ShoplistAmounts {
  amount_expected: number;
  amount_stocked_up: number;
}

export type ShoplistGroup = 'excess' | 'lacking' | 'correct';

/** R-AO-01: above expected is excess, below is lacking, equal is correct. */
export function groupOf(line: ShoplistAmounts): ShoplistGroup {
  if (line.amount_stocked_up > line.amount_expected) return 'excess';
  if (line.amount_stocked_up < line.amount_expected) return 'lacking';
  return 'correct';
}

export interface ShoplistGroups<T> {
  excess: T[];
  lacking: T[];
  correct: T[];
}

/** The three groups of SPEC 4, each keeping the order the lines came in. */
export function groupLines<T extends ShoplistAmounts>(lines: readonly T[]): ShoplistGroups<T> {
  const groups: ShoplistGroups<T> = { excess: [], lacking: [], correct: [] };
  for (const line of lines) groups[groupOf(line)].push(line);
  return groups;
}

/** Pieces still missing on a line (0 when it is complete or over). */
export const missingOf = (line: ShoplistAmounts): number => Math.max(0, line.amount_expected - line.amount_stocked_up);

/** Pieces received above what was expected (0 when not over). */
export const excessOf = (line: ShoplistAmounts): number => Math.max(0, line.amount_stocked_up - line.amount_expected);
