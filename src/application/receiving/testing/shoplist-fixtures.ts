// Shopping lists for the receiving tests, as GET /shoplist/:id answers them.
import { NetworkFailure } from '../../errors';
import { written } from '../../stock-movements/testing/stock-fakes';
import type { StockWrite } from '../../stock-movements/stock-movements.port';
import type { ShoplistDetailDto } from '../receiving-api.port';

export const waitingOrder = (order_code: string, count: number, ordered_at: string) => ({
  order_code,
  count,
  ordered_at,
  isFulfilled: false,
});

export const listLine = (
  code: string,
  expected: number,
  stocked = 0,
  orders: ReturnType<typeof waitingOrder>[] = [],
) => ({
  code,
  name: `Produkt ${code}`,
  variant_name: '',
  ean: null,
  image: null,
  require_batch: false,
  amount_expected: expected,
  amount_stocked_up: stocked,
  orders,
});

export const shoplist = (
  products: ReturnType<typeof listLine>[],
  extra: Partial<ShoplistDetailDto> = {},
): ShoplistDetailDto => ({
  shoplist_id: 7,
  reference: 'OBJ-7',
  name: 'Seznam',
  supplier: 'Dodavatel',
  state: 'open',
  status: null,
  archived: false,
  created_at: '2026-11-01T00:00:00.000Z',
  processed_at: null,
  backorder_of: null,
  backorder_id: null,
  extras_of: null,
  extras_id: null,
  lines: products.length,
  pieces_expected: 0,
  pieces_stocked_up: 0,
  products,
  ...extra,
});

/**
 * A stock-in whose next answer is lost on the way (a network failure), as is the first one; an answer that
 * arrives puts 2 × A in at A-01-1.
 */
export function lossyStockIn(): { answer: () => Promise<StockWrite>; loseNext(): void } {
  let lose = true;
  return {
    answer: async () => {
      if (lose) {
        lose = false;
        throw new NetworkFailure({ reason: 'network', message: 'x' });
      }
      return {
        ...written(9),
        movements: [{ code: 'A', location_name: 'A-01-1', sarze_id: null, amount: 2, before: 0, after: 2 }],
      };
    },
    loseNext: () => {
      lose = true;
    },
  };
}
