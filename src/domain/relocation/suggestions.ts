/**
 * Collect and deposit suggestions of a relocation category (SPEC 3 "Suggestion item", SPEC 4
 * "Suggestions"). The server computes them; the app recalculates them locally after each collect or
 * deposit the worker confirms, so the lists shrink without a round trip (R-SUG-01).
 */
export interface SuggestionItem {
  code: string;
  location_name: string;
  location_id: number;
  amount_to_collect: number;
  amount_to_deposit: number;
  index: number;
  hidden: boolean;
}

/** SPEC 3 "Recalculation input": what was taken from where, and where it was put. */
export interface RecalculationInput {
  from_locations: ReadonlyArray<{ location: string; amount: number }>;
  to_location: string | null;
}

export interface SuggestionLists {
  collect: readonly SuggestionItem[];
  deposit: readonly SuggestionItem[];
  /** True after a local recalculation, until the next fetch (R-SUG-01). */
  temporary: boolean;
}

const reindex = (items: SuggestionItem[]) => items.map((item, i) => ({ ...item, index: i + 1 }));

/**
 * After the worker collected `code` from the given locations: those collect lines shrink (and go
 * when done), and the deposit lines of the code show less still to collect. Temporary (R-SUG-01).
 */
export function afterCollect(lists: SuggestionLists, code: string, input: RecalculationInput): SuggestionLists {
  const taken = new Map<string, number>();
  for (const f of input.from_locations) taken.set(f.location, (taken.get(f.location) ?? 0) + f.amount);
  let total = 0;
  const collect = lists.collect.flatMap((item) => {
    if (item.code !== code) return [item];
    const got = Math.min(taken.get(item.location_name) ?? 0, item.amount_to_collect);
    if (got === 0) return [item];
    taken.set(item.location_name, (taken.get(item.location_name) ?? 0) - got);
    total += got;
    const left = item.amount_to_collect - got;
    return left > 0 ? [{ ...item, amount_to_collect: left }] : [];
  });
  let owed = total;
  const deposit = lists.deposit.map((item) => {
    if (item.code !== code || owed === 0) return item;
    const less = Math.min(owed, item.amount_to_collect);
    owed -= less;
    return { ...item, amount_to_collect: item.amount_to_collect - less };
  });
  return { collect: reindex(collect), deposit: reindex(deposit), temporary: true };
}

/** After the worker put `amount` of `code` on `input.to_location`: that deposit line shrinks or goes. */
export function afterDeposit(lists: SuggestionLists, code: string, input: RecalculationInput): SuggestionLists {
  let left = input.from_locations.reduce((sum, f) => sum + f.amount, 0);
  const deposit = lists.deposit.flatMap((item) => {
    if (item.code !== code || item.location_name !== input.to_location || left === 0) return [item];
    const put = Math.min(left, item.amount_to_deposit);
    left -= put;
    const rest = item.amount_to_deposit - put;
    return rest > 0 ? [{ ...item, amount_to_deposit: rest }] : [];
  });
  return { collect: lists.collect, deposit: reindex(deposit), temporary: true };
}

/** A fresh answer from the server replaces the lists and is not temporary (R-SUG-01). */
export function fetched(collect: readonly SuggestionItem[], deposit: readonly SuggestionItem[]): SuggestionLists {
  return { collect, deposit, temporary: false };
}

/** R-SUG-02: an answer carrying another guid than the one of the current update is stale. */
export function isStale(answerGuid: string | null | undefined, currentGuid: string | null): boolean {
  return currentGuid === null || answerGuid !== currentGuid;
}
