import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { productFlags, products, stockBalances } from '../db/schema';
import type { LineError } from '../../src/domain/stock/line-errors';
import type { AppliedChange } from './apply-change';
import { locationsByName } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse } from './ledger-refusal';
import { stockOut } from './stock-out';

export interface ClearLine {
  code: string;
  amount?: number | null;
  sarze_id?: number | null;
  location_name?: string | null;
}

/**
 * DELETE /inventory/orphan_products/ and /inventory/set_products/: stock out what is left of
 * deleted products or of sets. Only such products may be cleared this way; a line without an
 * amount takes everything its balance holds.
 */
export async function clearStock(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  which: 'orphan' | 'set',
  request: { products: readonly ClearLine[]; locationName?: string | null; sectorName?: string | null },
): Promise<AppliedChange> {
  const codes = request.products.map((p) => p.code);
  const catalogue = new Set(
    (
      await tx
        .select({ code: products.code })
        .from(products)
        .where(and(eq(products.eshopId, actor.eshopId), inArray(products.code, codes)))
    ).map((p) => p.code),
  );
  const sets = new Set(
    (
      await tx
        .select({ code: productFlags.code })
        .from(productFlags)
        .where(
          and(eq(productFlags.eshopId, actor.eshopId), eq(productFlags.isSet, true), inArray(productFlags.code, codes)),
        )
    ).map((p) => p.code),
  );
  const names = request.products.map((p) => p.location_name ?? request.locationName ?? '');
  const found = await locationsByName(tx, actor.eshopId, names.filter(Boolean));
  const errors: LineError[] = [];
  const lines = [];
  for (const [line, p] of request.products.entries()) {
    const eligible = which === 'orphan' ? !catalogue.has(p.code) : catalogue.has(p.code) && sets.has(p.code);
    if (!eligible) {
      errors.push({
        code: p.code,
        line,
        reason: 'not_orphan',
        detail:
          which === 'orphan'
            ? `Produkt ${p.code} v e-shopu stále existuje, nejde o smazaný produkt.`
            : `Produkt ${p.code} není sada.`,
      });
      continue;
    }
    let amount = p.amount ?? null;
    const loc = found.get(names[line]);
    if (amount === null && loc) {
      const [balance] = await tx
        .select({ amount: stockBalances.amount })
        .from(stockBalances)
        .where(
          and(
            eq(stockBalances.eshopId, actor.eshopId),
            eq(stockBalances.locationId, loc.id),
            eq(stockBalances.code, p.code),
            eq(stockBalances.sarzeId, p.sarze_id ?? 0),
          ),
        );
      amount = balance?.amount ?? 0;
      if (amount === 0) {
        errors.push({
          code: p.code,
          line,
          reason: 'insufficient_stock',
          detail: `Na pozici ${loc.name} není žádný kus produktu ${p.code}.`,
        });
        continue;
      }
    }
    lines.push({ code: p.code, amount: amount ?? 1, sarze_id: p.sarze_id ?? null, location_name: names[line] });
  }
  if (errors.length) throw refuse(errors);
  // Batches of a deleted product are still in the batch table, so sarze_id resolves as usual.
  return stockOut(tx, actor, meta, {
    products: lines,
    sectorName: request.sectorName ?? undefined,
    allowUnknownProduct: which === 'orphan',
  });
}
