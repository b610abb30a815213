import type { LineError } from './line-errors';

/** Where a piece of stock lies: a location, a product code and a batch (0 = without batch). */
export interface BalanceKey {
  locationId: number;
  code: string;
  sarzeId: number;
}

export function balanceKeyString(k: BalanceKey): string {
  return `${k.locationId}\u0000${k.code}\u0000${k.sarzeId}`;
}

/** One requested change of one balance: add a (signed) delta, or set the counted amount. */
export type BalanceChange =
  | { key: BalanceKey; delta: number; line?: number; locationName: string }
  | { key: BalanceKey; set: number; line?: number; locationName: string };

export interface PlannedMovement {
  key: BalanceKey;
  locationName: string;
  amount: number;
  before: number;
  after: number;
}

/**
 * Applies the changes in order to the current balances and returns the movements, each with
 * the amount before and after. A balance may never go below zero: such a line is refused with
 * a Czech message naming what the location holds. With any error nothing is to be written.
 */
export function planMovements(
  current: ReadonlyMap<string, number>,
  changes: readonly BalanceChange[],
): { movements: PlannedMovement[]; errors: LineError[] } {
  const running = new Map(current);
  const movements: PlannedMovement[] = [];
  const errors: LineError[] = [];
  for (const change of changes) {
    const id = balanceKeyString(change.key);
    const before = running.get(id) ?? 0;
    const after = 'set' in change ? change.set : before + change.delta;
    if (after < 0) {
      errors.push({
        code: change.key.code,
        reason: 'insufficient_stock',
        line: change.line,
        detail: shortage(change.locationName, change.key, before, before - after),
      });
      continue;
    }
    running.set(id, after);
    movements.push({ key: change.key, locationName: change.locationName, amount: after - before, before, after });
  }
  return { movements: errors.length ? [] : movements, errors };
}

/**
 * Why a line cannot go out. With a batch, what the location holds of that batch (not of the
 * product: the screen beside it shows the product's pieces there, "na pozici: 4 ks").
 */
function shortage(location: string, key: BalanceKey, held: number, wanted: number): string {
  if (!key.sarzeId)
    return `Na pozici ${location} je jen ${held} ks produktu ${key.code}, nelze vyskladnit ${wanted} ks.`;
  return held === 0
    ? `Na pozici ${location} není žádný kus produktu ${key.code} ve vybrané šarži, nelze vyskladnit ${wanted} ks.`
    : `Na pozici ${location} je jen ${held} ks produktu ${key.code} ve vybrané šarži, nelze vyskladnit ${wanted} ks.`;
}

/** The net change per product code: what the e-shop's total stock must learn (relocations net to 0). */
export function netByCode(movements: readonly PlannedMovement[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const m of movements) net.set(m.key.code, (net.get(m.key.code) ?? 0) + m.amount);
  for (const [code, amount] of net) if (amount === 0) net.delete(code);
  return net;
}

/** R-LOG-02: the movements that undo a change, in reverse order. */
export function reversalOf(movements: readonly PlannedMovement[]): BalanceChange[] {
  return [...movements].reverse().map((m) => ({ key: m.key, delta: -m.amount, locationName: m.locationName }));
}
