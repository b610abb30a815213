// A scanner's stock-in on the embedded database (PGlite, no autovacuum) while the ledger grows under a running
// server: on a fresh ledger, after it grew by `changes` changes (two movements each) in the same session, and after
// the table upkeep's pass (server/db/table-upkeep.ts). The server plans the key checks on the fresh ledger, as a
// new shop's server does; nothing vacuums or analyzes the grown tables but the upkeep.
// Run: npx tsx bench/ledger/grown-ledger.bench.ts [changes (200000)] [stock-ins per phase (100)]
import { loadavg } from 'node:os';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { ms } from '../lib/results';
import { percentile } from '../lib/stats';
import { writeSection } from './bench-support';

const CHANGES = Number(process.argv[2] ?? 200_000);
const STOCK_INS = Number(process.argv[3] ?? 100);
const LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1'];

const s: TestServer = await startTestServer();
let n = 0;
/** One scanner: stock-ins one after the other, each of two lines (the throughput benchmark's request). */
async function stockIns(token: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++, n++) {
    const t0 = performance.now();
    const res = await s.call('POST', '/api/sklad/inventory/', {
      token,
      headers: { 'idempotency-key': `grown-${n}` },
      body: {
        products: [
          { code: `ZAH000${1 + (n % 9)}`, amount: 1 },
          { code: `ZAH001${n % 10}`, amount: 2 },
        ],
        location_name: LOCATIONS[n % LOCATIONS.length],
        shoptet_sync: true,
      },
    });
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`stock-in ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return times;
}

const rows: string[] = [];
let quietPassMs = NaN;
const phase = (name: string, times: number[]) =>
  rows.push(`| ${name} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
try {
  const token = await s.login('admin');
  await stockIns(token, 20); // plans every statement and trigger on the fresh ledger
  phase('fresh ledger', await stockIns(token, STOCK_INS));
  const t0 = performance.now();
  await s.database.exec(`
    INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, shoptet_sync)
      SELECT eshop_id, client_id, client_name, action, source, location_name, false
      FROM (SELECT * FROM stock_changes ORDER BY id LIMIT 1) AS one, generate_series(1, ${CHANGES});
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount,
        before_amount, after_amount)
      SELECT c.id, c.eshop_id, m.location_id, m.location_name, m.code, 0, 1, 0, 1
      FROM stock_changes c, (SELECT * FROM stock_movements ORDER BY id LIMIT 2) AS m
      WHERE c.id > (SELECT max(change_id) FROM stock_movements);`);
  const [{ changes }] = await s.database.query<{ changes: string }>('SELECT count(*) AS changes FROM stock_changes');
  console.log(`grown to ${changes} changes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The client's idle keep-alive connection was closed by the server during the growth: one untimed call reopens it.
  await s.call('GET', '/api/sklad/status/', { token }).catch(() => undefined);
  phase(
    `grown to ${Number(changes).toLocaleString('en')} changes, plans of the fresh ledger`,
    await stockIns(token, STOCK_INS),
  );
  const u0 = performance.now();
  const tables = await s.database.upkeep!();
  const upkeepMs = performance.now() - u0;
  phase(
    `the same, after the upkeep's pass (${ms(upkeepMs, 0)} ms: VACUUM, ANALYZE of ${tables.length} tables)`,
    await stockIns(token, STOCK_INS),
  );
  const q0 = performance.now();
  await s.database.upkeep!();
  quietPassMs = performance.now() - q0;
  console.log(`analyzed: ${tables.join(', ')}; the next pass, ${STOCK_INS} stock-ins later: ${ms(quietPassMs, 0)} ms`);
} finally {
  await s.close();
}

const table = ['| ledger | stock-ins | p50 ms | p95 ms |', '|---|---|---|---|', ...rows].join('\n');
writeSection(
  'grown-ledger',
  `## A scanner's stock-in on the embedded database as the ledger grows (PGlite, one server session)\n\n` +
    `One client, two lines per stock-in, sync on, through HTTP with the session check; the phases in one run, ` +
    `one after the other. \`npx tsx bench/ledger/grown-ledger.bench.ts ${CHANGES} ${STOCK_INS}\`.\n\n${table}\n\n` +
    `The next pass, ${STOCK_INS} stock-ins later (nothing grown: VACUUM only), ${ms(quietPassMs, 0)} ms. ` +
    `Load average ${loadavg()[0].toFixed(1)} at the end.`,
);
console.log(table);
