import type { IdGenerator } from '../ports/id-generator.port';
import type { StockMovementsApi } from '../stock-movements/stock-movements.port';
import { SourceLabel } from '../../domain/stock/source-labels';

/** Pieces of one product and batch lying at one location. */
export interface PiecesAt {
  location: string;
  amount: number;
}

/**
 * A relocation screen's one move: every listed lot of a product (one batch) onto one location, written
 * as one ledger relocation with its own idempotency key, labelled as a warehouse move and pushed to
 * the e-shop like any relocation (the totals do not change, so the push nets to nothing).
 */
export function moveOntoLocation(
  deps: { stock: StockMovementsApi; ids: IdGenerator },
  move: { code: string; sarze_id: number | null | undefined; from: readonly PiecesAt[]; to: string },
) {
  return deps.stock.relocate(
    {
      products: move.from.map((f) => ({
        code: move.code,
        amount: f.amount,
        sarze_id: move.sarze_id || null,
        from: f.location,
        to: move.to,
      })),
      source: SourceLabel.warehouseMove,
      shoptet_sync: true,
    },
    { idempotencyKey: deps.ids.uuid() },
  );
}
