// The stock push to Shoptet (issue 28): `npx tsx bench/eshop-sync/push.bench.ts [products] [stock-ins]`.
// 1. A stock-taking commit of `products` (default 5,000) changed products, written as the commit writes it (one
//    change through the ledger's applyChange, one outbox row per product), timed from the commit to the double of
//    Shoptet holding every product's new stock; PATCH requests counted. Target ≤ 17 requests and ≤ 10 s under
//    Shoptet's 3 connections per token (the double enforces it and answers 429 past it).
// 2. Latency of single stock-ins over HTTP: from sending POST /inventory/ to the double's stock of that product
//    changed, `stock-ins` (default 200) one after another. Target p95 ≤ 5 s; published connectors take 5–15 s.
// Runs on PostgreSQL when the binaries are installed, else on PGlite. Prints its lines and rewrites the
// measured part of bench/eshop-sync/RESULTS.md (between the bench markers, with the load average).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { inTransaction } from '../../server/db/transaction';
import { applyChange } from '../../server/ledger/apply-change';
import { connectToDouble } from '../../server/eshop-sync/testing/connect-double';
import { startShoptetDouble, type DoubleShop } from '../../server/eshop-sync/testing/shoptet-double';
import type { TestServer } from '../../tests/support/test-server';
import { onBenchServer } from '../lib/bench-server';
import { writeResults, type Table } from '../lib/results';
import { summarize, type Summary } from '../lib/stats';

const PRODUCTS = Number(process.argv[2] ?? 5000);
const STOCK_INS = Number(process.argv[3] ?? 200);
const SHOP = 101;

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const seconds = (ms: number) => (ms / 1000).toFixed(3);

interface Figures {
  storage: string;
  loadBefore: string;
  loadAfter: string;
  commit: {
    products: number;
    commitMs: number;
    arrivalMs: number;
    arrived: boolean;
    wrong: number;
    patches: number;
    others: number;
    limited: number;
  };
  stockIns: Summary;
  violations: number;
}

/** The measured part of RESULTS.md: our figure beside the target, per table. */
function tablesOf(f: Figures): Table[] {
  const c = f.commit;
  return [
    {
      title: `Stock-taking commit of ${c.products.toLocaleString('en')} changed products (${f.storage}; load before ${f.loadBefore})`,
      columns: ['what', 'ours', 'target / reference'],
      rows: [
        ['PATCH requests', c.patches, c.products === 5000 ? '≤ 17 requests in all' : '⌈products / 300⌉'],
        ['other requests (movement-list cursor reads)', c.others, '–'],
        ['answered 429', c.limited, '–'],
        [
          'seconds from the commit to every product in the double',
          `${seconds(c.arrivalMs)}${c.arrived ? '' : ' (NOT ARRIVED)'}`,
          '≤ 10 s',
        ],
        ['seconds of the commit itself', seconds(c.commitMs), '–'],
        ['products wrong in the double', c.wrong, '0'],
      ],
    },
    {
      title: `${f.stockIns.n} single stock-ins, one after another: seconds from POST /inventory/ to the double's stock changed`,
      columns: ['p50', 'p95', 'p99', 'max', 'target / reference'],
      rows: [
        [
          seconds(f.stockIns.p50),
          seconds(f.stockIns.p95),
          seconds(f.stockIns.p99),
          seconds(f.stockIns.max),
          'p95 ≤ 5 s; published connectors 5–15 s, common ones poll every 5–60 min',
        ],
      ],
    },
    {
      title: 'Checks',
      columns: ['what', 'ours'],
      rows: [
        ['OpenAPI violations (requests and answers against Shoptet’s document)', f.violations],
        ['load average after (1/5/15 min)', f.loadAfter],
      ],
    },
  ];
}

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
    const loadBefore = load();

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
    const commit = {
      products: PRODUCTS,
      commitMs: committed - t0,
      arrivalMs: t1 - committed,
      arrived,
      wrong,
      patches,
      others: requests - patches,
      limited,
    };

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
    const figures: Figures = {
      storage,
      loadBefore,
      loadAfter: load(),
      commit,
      stockIns: summarize(samples),
      violations: double.violations.length,
    };
    writeResults(RESULTS, '# E-shop stock push (issue 28)', tablesOf(figures), figures);
    const lines = tablesOf(figures).flatMap((t) => [t.title, ...t.rows.map((r) => `  ${r.join(' | ')}`)]);
    return lines;
  } finally {
    await double.close();
  }
}

await onBenchServer('eshop_push', run);
