import { pipedProducts, type ScannedLine } from '../../domain/stock/scanned-list';
import { STOCK_OPERATIONS } from '../../domain/stock/stock-operations';
import type { ProductActionSpec } from './product-actions';
import type { StockMovementsApi, StockWrite } from './stock-movements.port';

export interface ListToSend {
  lines: readonly ScannedLine[];
  location: string;
  /** The target location of a relocation. */
  target: string | null;
  acknowledgeMultipleSarze: boolean;
}

/**
 * The call a screen's list becomes (SPEC 7): stock in or out (the no_sync screens without
 * e-shop synchronisation, returns to /vratky), a location check with the counted amounts, or a
 * selective relocation from the location to the target. Sources per R-SCAN-09, from the table
 * of stock operations. `fingerprint`
 * names the exact request, so a retry of the same one can reuse its idempotency key.
 */
export function listSubmission(
  api: StockMovementsApi,
  spec: ProductActionSpec,
  list: ListToSend,
): { fingerprint: string; send: (idempotencyKey: string) => Promise<StockWrite> } {
  const products = pipedProducts(list.lines);
  const location_name = list.location;
  const source = STOCK_OPERATIONS[spec.type].source;
  const by = <T>(kind: string, body: T, call: (body: T, key: string) => Promise<StockWrite>) => ({
    fingerprint: JSON.stringify([kind, body]),
    send: (idempotencyKey: string) => call(body, idempotencyKey),
  });
  switch (spec.kind) {
    case 'in':
      return by(
        'in',
        {
          products,
          location_name,
          shoptet_sync: spec.shoptetSync,
          acknowledge_multiple_sarze: list.acknowledgeMultipleSarze,
          source,
        },
        (body, idempotencyKey) => api.stockIn(body, { idempotencyKey }),
      );
    case 'out':
      return by(
        'out',
        {
          products,
          location_name,
          shoptet_sync: spec.shoptetSync,
          source,
          returns: !spec.shoptetSync,
        },
        (body, idempotencyKey) => api.stockOut(body, { idempotencyKey }),
      );
    case 'check':
      return by(
        'check',
        {
          products: products.map(({ code, amount, sarze_id, new_sarze }) => ({ code, amount, sarze_id, new_sarze })),
          location_name,
          source,
        },
        (body, idempotencyKey) => api.checkLocation(body, { idempotencyKey }),
      );
    case 'move': {
      if (list.target === null) throw new Error('A relocation needs its target location');
      const to = list.target;
      return by(
        'move',
        {
          products: products.map(({ code, amount, sarze_id }) => ({ code, amount, sarze_id, from: location_name, to })),
          shoptet_sync: spec.shoptetSync,
          source,
        },
        (body, idempotencyKey) => api.relocate(body, { idempotencyKey }),
      );
    }
  }
}
