import type { IdGenerator } from '../ports/id-generator.port';
import { describeStockFailure } from '../stock-movements/stock-failure';
import type { StockMovementsApi } from '../stock-movements/stock-movements.port';
import { moveOntoLocation } from './move-onto-location';
import type { ConsolidationCandidate } from './relocation-api.port';
import { labelOf } from './suggestion-walk';

/** Which candidate a button moves: a product's batch onto one location. */
export const candidateKey = (c: ConsolidationCandidate) => `${c.code}@${c.sarze_id}@${c.to_location_id}`;

/**
 * Every smaller line of a consolidation candidate (B4) onto its home, the location holding most: one
 * relocation in the ledger. Answers the sentence for the worker, whether it went through or not.
 */
export async function consolidate(
  deps: { stock: StockMovementsApi; ids: IdGenerator },
  item: ConsolidationCandidate,
): Promise<{ ok: boolean; text: string }> {
  try {
    await moveOntoLocation(deps, {
      code: item.code,
      sarze_id: item.sarze_id,
      from: item.from.map((f) => ({ location: f.location_name, amount: f.amount })),
      to: item.to_location,
    });
  } catch (e) {
    return { ok: false, text: describeStockFailure(e) };
  }
  const total = item.from.reduce((s, f) => s + f.amount, 0);
  return { ok: true, text: `${labelOf(item)}: ${total} ks sloučeno na ${item.to_location}.` };
}
