// A count entry's latency (POST /api/sklad/inventory_check/add_product/) with 8 counters scanning
// at once into one check, through the real HTTP stack, on PGlite and on PostgreSQL:
// `npx tsx bench/stocktaking/count-entry.bench.ts [entriesPerCounter]`.
import { concurrentLatencies } from '../lib/concurrent';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { freshCall, writeSection } from './_support';

const COUNTERS = 8;
const PER_COUNTER = Number(process.argv[2] ?? 60);
const CODES = ['ZAH0001', 'ZAH0002', 'ZAH0003', 'ZAH0004', 'ZAH0005', 'ZAH0006'];

async function run(s: TestServer) {
  const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
  const token = login.body.access_token as string;
  const sectors = (await s.call('GET', '/api/sklad/sector/', { token })).body as Array<{
    id: number;
    sector_name: string;
  }>;
  const a = sectors.find((x) => x.sector_name === 'A')!;
  const start = await s.call('POST', '/api/sklad/inventory_check/start/', {
    token,
    body: { name: 'Bench počítání', sectors: [a.id] },
  });
  const locations = (start.body.locations as Array<{ name: string }>).map((l) => l.name);
  // Stock on the counted places, so entries lock real balance rows.
  for (const [i, location_name] of locations.entries())
    await s.call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: [{ code: CODES[i % CODES.length], amount: 10 }], location_name },
    });
  const entry = (c: number, i: number) =>
    s.call('POST', '/api/sklad/inventory_check/add_product/', {
      token,
      body: {
        id: start.body.id,
        client_entry_id: `bench-${c}-${i}`,
        // two counters share each shelf, as two people counting one sector do
        location_name: locations[(Math.floor(c / 2) * 5 + i) % locations.length],
        code: CODES[(c + i) % CODES.length],
        amount: 1 + (i % 3),
      },
    });
  for (let i = 0; i < 10; i++) await entry(99, i); // warm-up
  return concurrentLatencies(COUNTERS, PER_COUNTER, entry, 'entry');
}

const rows: string[] = [];
const row = (name: string, r: Awaited<ReturnType<typeof run>>) =>
  `| ${name} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${Math.round(r.rps)} |`;
const pglite = await startTestServer();
rows.push(row('PGlite (embedded)', await run(pglite)));
console.log(rows.at(-1));
await pglite.close();
const cluster = await startPostgresCluster();
if (cluster) {
  const pg = await startTestServer({ databaseUrl: createDatabase(cluster.url, 'stocktaking_entries') });
  rows.push(row('PostgreSQL 15', await run(pg)));
  console.log(rows.at(-1));
  await pg.close();
  cluster.stop();
}

writeSection(
  'count-entry',
  `## Count entry (POST /api/sklad/inventory_check/add_product/), 8 concurrent counters

One check over sector A (20 locations, stock on each); 8 counters send ${PER_COUNTER} entries each, two counters per shelf.
Each entry: HTTP, session and scope check, product and batch lookup, the location row locked against stock writers and
the balance row share-locked (so its ledger position is exact), the entry written, the summed line answered.

| database | entries | p50 ms | p95 ms | max ms | entries/s |
|---|---|---|---|---|---|
${rows.join('\n')}`,
);
