// The stock push to Shoptet (issue 28): `npx tsx bench/eshop-sync/push.bench.ts [products] [stock-ins]`.
// 1. A stock-taking commit of `products` (default 5,000) changed products, written as the commit writes it (one
//    change through the ledger's applyChange, one outbox row per product), timed from the commit to the double of
//    Shoptet holding every product's new stock; PATCH requests counted. Target ≤ 17 requests and ≤ 10 s under
//    Shoptet's 3 connections per token (the double enforces it and answers 429 past it).
// 2. Latency of single stock-ins over HTTP: from sending POST /inventory/ to the double's stock of that product
//    changed, `stock-ins` (default 200) one after another. Target p95 ≤ 5 s; published connectors take 5–15 s.
// Runs on PostgreSQL when the binaries are installed, else on PGlite. Prints the load average.
import { loadavg } from 'node:os';
import { inTransaction } from '../../server/db/transaction';
import { applyChange } from '../../server/ledger/apply-change';
import { connectToDouble } from '../../server/eshop-sync/testing/connect-double';
import { startShoptetDouble, type DoubleShop } from '../../server/eshop-sync/testing/shoptet-double';
import type { TestServer } from '../../tests/support/test-server';
import { onBenchServer } from '../lib/bench-server';
import { summarize } from '../lib/stats';

const PRODUCTS = Number(process.argv[2] ?? 5000);
const STOCK_INS = Number(process.argv[3] ?? 200);
const SHOP = 101;

const level = (shop: DoubleShop, code: string) => shop.stocks.get(shop.defaultStockId)!.get(code)?.amount ?? 0;

async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 2));
  }
  return true;
}

async function run(s: TestServer, storage: string): Promise<string[]> {
  const double = await startShoptetDouble();
  try {
    await s.database.exec(`INSERT INTO products (eshop_id, code, ean, name)
      SELECT ${SHOP}, 'PUSH-' || g, NULL, 'Push ' || g FROM generate_series(1, ${PRODUCTS}) g`);
    const shop = await connectToDouble(s.database, double, SHOP);
    const [location] = await s.database.query<{ id: number; name: string }>(
      `SELECT id, name FROM locations WHERE eshop_id = ${SHOP} ORDER BY id LIMIT 1`,
    );
    const lines: string[] = [
      `storage: ${storage}`,
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    ];

    // 1. One commit of PRODUCTS changed products.
    const patchesBefore = double.exchanges.filter((e) => e.method === 'PATCH').length;
    const requestsBefore = double.exchanges.length;
    const t0 = performance.now();
    await inTransaction(s.database.db, (tx) =>
      applyChange(
        tx,
        { eshopId: SHOP, clientId: 1, clientName: 'bench' },
        { action: 'location_check', source: 'Sklad', locationName: location.name, shoptetSync: true },
        Array.from({ length: PRODUCTS }, (_, i) => ({
          key: { locationId: Number(location.id), code: `PUSH-${i + 1}`, sarzeId: 0 },
          set: 1 + (i % 9),
          locationName: location.name,
        })),
      ),
    );
    const committed = performance.now();
    // What the stock-taking commit's route does after committing: tell every node.
    await s.deps.live.publish(SHOP, ['stock']);
    const arrived = await waitFor(
      () => level(shop, `PUSH-${PRODUCTS}`) === 1 + ((PRODUCTS - 1) % 9) && level(shop, 'PUSH-1') === 1,
      60_000,
    );
    const t1 = performance.now();
    let wrong = 0;
    for (let i = 0; i < PRODUCTS; i++) if (level(shop, `PUSH-${i + 1}`) !== 1 + (i % 9)) wrong++;
    const patches = double.exchanges.filter((e) => e.method === 'PATCH').length - patchesBefore;
    const requests = double.exchanges.length - requestsBefore;
    const limited = double.exchanges.slice(requestsBefore).filter((e) => e.status === 429).length;
    lines.push(
      `stock-taking commit of ${PRODUCTS} products: commit ${((committed - t0) / 1000).toFixed(2)} s; commit → all in the double ${((t1 - committed) / 1000).toFixed(2)} s (${arrived ? 'arrived' : 'NOT ARRIVED'}, ${wrong} products wrong); ${patches} PATCH requests, ${requests} requests in all, ${limited} answered 429`,
    );

    // 2. Single stock-ins, one after another.
    const token = await s.login('admin');
    const codes = (
      await s.database.query<{ code: string }>(
        `SELECT code FROM products WHERE eshop_id = ${SHOP} AND code LIKE 'PUSH-%' ORDER BY code LIMIT 50`,
      )
    ).map((r) => r.code);
    const samples: number[] = [];
    for (let i = 0; i < STOCK_INS; i++) {
      const code = codes[i % codes.length];
      const target = level(shop, code) + 1;
      const start = performance.now();
      const answer = await s.call('POST', '/api/sklad/inventory/', {
        token,
        body: { products: [{ code, amount: 1 }], location_name: location.name },
      });
      if (answer.status !== 200) throw new Error(`stock-in ${answer.status} ${JSON.stringify(answer.body)}`);
      if (!(await waitFor(() => level(shop, code) === target, 30_000))) throw new Error(`stock-in ${i} never arrived`);
      samples.push(performance.now() - start);
    }
    const sum = summarize(samples);
    lines.push(
      `stock-in → double's stock changed, ${sum.n} single stock-ins: p50 ${sum.p50.toFixed(0)} ms, p95 ${sum.p95.toFixed(0)} ms, p99 ${sum.p99.toFixed(0)} ms, max ${sum.max.toFixed(0)} ms`,
      `OpenAPI violations: ${double.violations.length}`,
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return lines;
  } finally {
    await double.close();
  }
}

await onBenchServer('eshop_push', run);
