import {
  afterCollect,
  afterDeposit,
  fetched,
  isStale,
  type RecalculationInput,
  type SuggestionItem,
  type SuggestionLists,
} from '../../domain/relocation/suggestions';
import type { IdGenerator } from '../ports/id-generator.port';
import { describeStockFailure } from '../stock-movements/stock-failure';
import type { StockMovementsApi } from '../stock-movements/stock-movements.port';
import { moveOntoLocation } from './move-onto-location';
import type { RelocationRulesApi, SuggestionListName } from './relocation-api.port';

type Taken = RecalculationInput['from_locations'][number];
/** Pieces collected and not yet deposited, per product: where each came from, in which batch. */
export type InHand = ReadonlyMap<string, ReadonlyArray<Taken>>;

/** A worker's walk along the suggestion lists: the lists as recalculated so far and what is in hand. */
export interface Walk {
  lists: SuggestionLists;
  inHand: InHand;
}

/** The product of a line, with its batch when it has one (a worker must take that batch). */
export const labelOf = (item: Pick<SuggestionItem, 'code' | 'batch'>) =>
  item.batch ? `${item.code} (šarže ${item.batch})` : item.code;

/**
 * Both lists of a category fetched with one guid. Undefined when a newer fetch started meanwhile
 * (`latest` names the newest guid): its answer is the one to show (R-SUG-02).
 */
export async function fetchLists(
  api: RelocationRulesApi,
  categoryId: number,
  guid: string,
  latest: () => string | null,
): Promise<SuggestionLists | undefined> {
  const [collect, deposit] = await Promise.all([
    api.suggestions(categoryId, 'collect', guid),
    api.suggestions(categoryId, 'deposit', guid),
  ]);
  if (isStale(collect.guid, latest()) || isStale(deposit.guid, latest())) return undefined;
  return fetched(collect.items, deposit.items);
}

/**
 * The line a scanned product confirms among its lines on this place: on the deposit list the batch in
 * hand first (two batches of one product), otherwise the first in list order (FEFO).
 */
export function lineToTake(tab: SuggestionListName, lines: readonly SuggestionItem[], inHand: InHand): SuggestionItem {
  if (tab === 'collect') return lines[0];
  return lines.find((i) => inHand.get(i.code)?.some((f) => f.sarze_id === i.sarze_id)) ?? lines[0];
}

/** The worker took the line's pieces into hand: a local recalculation, temporary until the next fetch (R-SUG-01). */
export function collectLine(walk: Walk, item: SuggestionItem): { walk: Walk; text: string } {
  const from = { location: item.location_name, amount: item.amount_to_collect, sarze_id: item.sarze_id };
  const inHand = new Map(walk.inHand);
  inHand.set(item.code, [...(inHand.get(item.code) ?? []), from]);
  return {
    walk: { lists: afterCollect(walk.lists, item.code, { from_locations: [from], to_location: null }), inHand },
    text: `${labelOf(item)}: ${from.amount} ks vzato z ${from.location}.`,
  };
}

export type DepositOutcome =
  /** `change` applies the deposit to the walk as it is when the server answered. */
  { ok: true; change: (walk: Walk) => Walk; text: string } | { ok: false; intent: 'warning' | 'danger'; text: string };

/**
 * What is in hand of the line's product and batch goes onto its location: one relocation in the ledger
 * from every place it was collected (but this one). Refused before sending when none is in hand.
 */
export async function depositLine(
  deps: { stock: StockMovementsApi; ids: IdGenerator },
  inHand: InHand,
  item: SuggestionItem,
): Promise<DepositOutcome> {
  const held = inHand.get(item.code) ?? [];
  const from = held.filter((f) => f.location !== item.location_name && f.sarze_id === item.sarze_id);
  if (!from.length) {
    const text = `${labelOf(item)} nemáte vzatý: nejdřív ho seberte podle seznamu „Vzít“.`;
    return { ok: false, intent: 'warning', text };
  }
  try {
    await moveOntoLocation(deps, { code: item.code, sarze_id: item.sarze_id, from, to: item.location_name });
  } catch (e) {
    return { ok: false, intent: 'danger', text: describeStockFailure(e) };
  }
  const rest = held.filter((f) => !from.includes(f));
  const total = from.reduce((s, f) => s + f.amount, 0);
  const change = (walk: Walk): Walk => {
    const next = new Map(walk.inHand);
    if (rest.length) next.set(item.code, rest);
    else next.delete(item.code);
    const input = { from_locations: from, to_location: item.location_name };
    return { lists: afterDeposit(walk.lists, item.code, input), inHand: next };
  };
  return { ok: true, change, text: `${labelOf(item)}: ${total} ks uloženo na ${item.location_name}.` };
}
