/**
 * Collect and deposit suggestions of a relocation category (SPEC 3 "Suggestion item", SPEC 4
 * "Suggestions"). The server computes them; the app recalculates them locally after each collect or
 * deposit the worker confirms, so the lists shrink without a round trip (R-SUG-01).
 */
export interface SuggestionItem {
  code: string;
  /** The product's name with its variant, so the card says what to look for on the shelf. */
  name: string;
  location_name: string;
  location_id: number;
  /** The batch of the line (0: none); collecting and depositing move exactly this batch. */
  sarze_id: number;
  batch: string | null;
  expires_at: string | null;
  amount_to_collect: number;
  amount_to_deposit: number;
  index: number;
  hidden: boolean;
}

/**
 * SPEC 3 "Recalculation input": what was taken from where, and where it was put. Each taken amount
 * names its batch (0: none), so only the lines of that batch change.
 */
export interface RecalculationInput {
  from_locations: ReadonlyArray<{ location: string; amount: number; sarze_id: number }>;
  to_location: string | null;
}

export interface SuggestionLists {
  collect: readonly SuggestionItem[];
  deposit: readonly SuggestionItem[];
  /** True after a local recalculation, until the next fetch (R-SUG-01). */
  temporary: boolean;
}

const reindex = (items: SuggestionItem[]) => items.map((item, i) => ({ ...item, index: i + 1 }));
const lineKey = (location: string, sarzeId: number) => `${sarzeId}@${location}`;

/** The taken amounts summed per key; `take` then draws them down line by line. */
function tally(keys: ReadonlyArray<[string, number]>) {
  const left = new Map<string, number>();
  for (const [key, amount] of keys) left.set(key, (left.get(key) ?? 0) + amount);
  return (key: string, most: number) => {
    const got = Math.min(left.get(key) ?? 0, most);
    left.set(key, (left.get(key) ?? 0) - got);
    return got;
  };
}

/**
 * After the worker collected `code` from the given locations: those collect lines (same location
 * and batch) shrink, and go when done, and the deposit lines of the code and batch show less still
 * to collect. Temporary (R-SUG-01).
 */
export function afterCollect(lists: SuggestionLists, code: string, input: RecalculationInput): SuggestionLists {
  const fromLine = tally(input.from_locations.map((f) => [lineKey(f.location, f.sarze_id), f.amount]));
  const collected: Array<[string, number]> = [];
  const collect = lists.collect.flatMap((item) => {
    if (item.code !== code) return [item];
    const got = fromLine(lineKey(item.location_name, item.sarze_id), item.amount_to_collect);
    if (got === 0) return [item];
    collected.push([String(item.sarze_id), got]);
    const left = item.amount_to_collect - got;
    return left > 0 ? [{ ...item, amount_to_collect: left }] : [];
  });
  const owed = tally(collected);
  const deposit = lists.deposit.map((item) => {
    if (item.code !== code) return item;
    const less = owed(String(item.sarze_id), item.amount_to_collect);
    return less === 0 ? item : { ...item, amount_to_collect: item.amount_to_collect - less };
  });
  return { collect: reindex(collect), deposit: reindex(deposit), temporary: true };
}

/** After the worker put pieces of `code` on `input.to_location`: those deposit lines (per batch) shrink or go. */
export function afterDeposit(lists: SuggestionLists, code: string, input: RecalculationInput): SuggestionLists {
  const put = tally(input.from_locations.map((f) => [String(f.sarze_id), f.amount]));
  const deposit = lists.deposit.flatMap((item) => {
    if (item.code !== code || item.location_name !== input.to_location) return [item];
    const rest = item.amount_to_deposit - put(String(item.sarze_id), item.amount_to_deposit);
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
