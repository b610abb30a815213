import type { Database } from '../../server/db/client';

export const BIG = { lines: 2000, orders: 10_000, eshopId: 101 } as const;

/**
 * A supplier list as large as a busy e-shop's weekly order: 2,000 products (put into the catalogue
 * first), 10,000 customer orders spread 5 a line, sent through the integration's own call, then
 * half the lines partly received through POST /inventory/ao/, so grouping and fulfilment have work.
 */
export async function createBigList(
  database: Database,
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>,
): Promise<number> {
  await database.exec(`INSERT INTO products (eshop_id, code, ean, name, variant_name)
    SELECT ${BIG.eshopId}, 'BENCH-AO-' || lpad(i::text, 5, '0'), '2990' || lpad(i::text, 9, '0'), 'Benchmarkový produkt ' || i, 'varianta ' || (i % 7)
    FROM generate_series(1, ${BIG.lines}) AS i ON CONFLICT DO NOTHING`);
  const perLine = BIG.orders / BIG.lines;
  const code = (i: number) => `BENCH-AO-${String(i).padStart(5, '0')}`;
  const products = Array.from({ length: BIG.lines }, (_, i) => ({
    code: code(i + 1),
    amount_expected: perLine * 2,
    orders: Array.from({ length: perLine }, (_, k) => ({
      order_code: `B${i + 1}-${k + 1}`,
      count: 1 + ((i + k) % 3),
      ordered_at: new Date(Date.UTC(2026, 10, 1 + k, i % 24)).toISOString(),
    })),
  }));
  const created = await call('PUT', '/ao/integration/shoplist/', {
    reference: `BENCH-AO-${Date.now()}`,
    name: 'Benchmark: týdenní objednávka',
    supplier: 'Velkoobchod',
    products,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.shoplist_id as number;
  // Receipts of 100 lines: the embedded PGlite aborts on a single stock-in of ~300 lines (a ledger limit, reported).
  for (let start = 0; start < BIG.lines / 2; start += 100) {
    const res = await call('POST', '/inventory/ao/', {
      location_name: 'A-05-4',
      shoplist_id: id,
      acknowledge_multiple_sarze: true,
      products: Array.from({ length: 100 }, (_, j) => ({ code: code(start + j + 1), amount: 1 + ((start + j) % 12) })),
    });
    if (res.status !== 200) throw new Error(`receive: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return id;
}
