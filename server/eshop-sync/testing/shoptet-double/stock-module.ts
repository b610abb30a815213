import { error, pageOf, type DoubleAnswer, type DoubleRequest, type ShoptetDouble } from './double-server';
import { moveStock, ownApiChangedBy, stockOf, type DoubleShop } from './double-state';

/**
 * Stocks as SHOPTET.md §3 and §6 describe them: the stock list, the movements PATCH (relative and
 * absolute rows, at most 300, per-row errors with 200, 400 when every row failed, 413 past 300), the
 * movement list after a cursor, the last movement and the supplies (realStock and claim).
 */
export function stockModule(double: ShoptetDouble): void {
  double.route('GET', '/api/stocks', ({ shop }) => ({
    status: 200,
    data: {
      stocks: [...shop!.stocks.keys()].map((id) => ({
        id,
        title: `Sklad ${id}`,
        isDeliveryPoint: false,
        visibleOnEshop: true,
        deliveryPointTitle: null,
        deliveryPointAddress: null,
      })),
      defaultStockId: shop!.defaultStockId,
    },
  }));

  double.route('PATCH', '/api/stocks/{stockId}/movements', (request) => patchMovements(double, request));

  double.route('GET', '/api/stocks/{stockId}/movements', ({ shop, params, query }) => {
    const known = stockOrMissing(shop!, params.stockId);
    if (typeof known !== 'number') return known;
    const lastId = query.get('lastId');
    const list = shop!.movements.filter((m) => m.stockId === known && (lastId === null || m.id > Number(lastId)));
    const { items, paginator } = pageOf(list, query, { itemsPerPage: 25, max: 1000 });
    return {
      status: 200,
      data: {
        movements: items.map((m) => ({
          id: m.id,
          productCode: m.productCode,
          actualAmount: m.actualAmount.toFixed(3),
          amountChange: m.amountChange.toFixed(3),
          changedBy: m.changedBy,
          changeTime: shoptetDateTime(m.changeTime),
        })),
        paginator,
      },
    };
  });

  double.route('GET', '/api/stocks/{stockId}/movements/last', ({ shop, params }) => {
    const known = stockOrMissing(shop!, params.stockId);
    if (typeof known !== 'number') return known;
    const last = shop!.movements.filter((m) => m.stockId === known).at(-1);
    return {
      status: 200,
      data: { lastId: last?.id ?? 0, lastChangeTime: shoptetDateTime(last?.changeTime ?? double.now) },
    };
  });

  double.route('GET', '/api/stocks/{stockId}/supplies', ({ shop, params, query }) => {
    const known = stockOrMissing(shop!, params.stockId);
    if (typeof known !== 'number') return known;
    const code = query.get('code');
    const list = [...stockOf(shop!, known)].filter(([c]) => code === null || c === code);
    const { items, paginator } = pageOf(list, query, { itemsPerPage: 1000, max: 1000 });
    return {
      status: 200,
      data: {
        supplies: items.map(([c, level]) => ({
          productGuid: shop!.byCode.get(c)?.guid ?? '',
          code: c,
          amount: level.amount.toFixed(3),
          claim: level.claim.toFixed(3),
          location: null,
        })),
        paginator,
      },
    };
  });
}

type Row = { productCode: string; amountChange?: number; quantity?: number; realStock?: number };

function patchMovements(double: ShoptetDouble, { shop, params, body }: DoubleRequest): DoubleAnswer {
  const known = stockOrMissing(shop!, params.stockId);
  if (typeof known !== 'number') return known;
  const rows = (body as { data: Row[] }).data;
  // The OAS does not give the status past 300 rows; by the general rule, 413 and nothing applied.
  if (rows.length > 300)
    return { status: 413, data: null, errors: [error('too-many-items', 'Maximum 300 items allowed.', 'data')] };
  const errors: Array<ReturnType<typeof error>> = [];
  const changedBy = ownApiChangedBy(shop!);
  const now = double.now;
  for (const row of rows) {
    const product = shop!.byCode.get(row.productCode);
    if (!product) {
      errors.push(error('unknown-product', `Product "${row.productCode}" does not exist. Skipped.`, row.productCode));
      continue;
    }
    if (product.type === 'product-set') {
      errors.push(
        error(
          'stock-change-not-allowed',
          `Stock change not allowed for product set "${row.productCode}". Skipped.`,
          row.productCode,
        ),
      );
      continue;
    }
    const level = stockOf(shop!, known).get(row.productCode) ?? { amount: 0, claim: 0 };
    const change =
      row.amountChange !== undefined
        ? row.amountChange
        : row.realStock !== undefined
          ? row.realStock - level.amount
          : row.quantity! + level.claim - level.amount;
    if (!shop!.negativeStockAllowed && level.amount + change < 0) {
      errors.push(
        error('negative-stock', `Stock of product "${row.productCode}" cannot be negative. Skipped.`, row.productCode),
      );
      continue;
    }
    // An absolute write that changes nothing leaves no movement.
    if (change !== 0 || row.amountChange !== undefined)
      moveStock(shop!, known, row.productCode, change, changedBy, now);
  }
  if (rows.length > 0 && errors.length === rows.length) return { status: 400, data: null, errors };
  return { status: 200, data: null, errors: errors.length ? errors : null };
}

function stockOrMissing(shop: DoubleShop, stockId: string): number | DoubleAnswer {
  const id = Number(stockId);
  if (shop.stocks.has(id)) return id;
  return { status: 404, data: null, errors: [error('stock-not-found', `Stock "${stockId}" not found.`, stockId)] };
}

/** `2018-05-29T09:02:27+0000`: Shoptet's form, UTC. */
export function shoptetDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000');
}
