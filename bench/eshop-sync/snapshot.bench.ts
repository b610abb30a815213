// The first synchronisation at size: `npx tsx bench/eshop-sync/snapshot.bench.ts [products]` (default 50,000).
// A real HTTP server streams a generated Shoptet products snapshot (gzip JSON lines, one product per line,
// made while it is sent) and the import (server/eshop-sync/snapshot/import-snapshot.ts) reads it into the
// catalogue of e-shop 102, as the snapshot worker does. Prints the wall time, the file's size and the Node
// process's RSS (sampled every 20 ms: before, peak during the import) with the load average.
// Target (issue #28): ≤ 60 s, memory flat (the peak does not grow with the file).
// Runs on PostgreSQL when the binaries are installed (the database then lives in its own processes), else PGlite.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { onBenchServer } from '../lib/bench-server';
import { importSnapshot } from '../../server/eshop-sync/snapshot/import-snapshot';
import { recordJobResult, recordRequestedRun } from '../../server/eshop-sync/snapshot/snapshot-run';
import { generatedShop, snapshotFile } from '../../server/eshop-sync/testing/shoptet-double/snapshots';

const PRODUCTS = Number(process.argv[2] ?? 50_000);
const SHOP = 102;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await onBenchServer('bench_snapshot', async (s, storage) => {
  const source = generatedShop(PRODUCTS);
  let fileBytes = 0;
  const http = createServer((_req, res) => {
    const file = snapshotFile(source);
    file.on('data', (chunk: Buffer) => (fileBytes += chunk.length));
    file.pipe(res);
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api-results/bench.json`;
  try {
    const db = s.database.db;
    await recordRequestedRun(db, SHOP, 'bench', new Date());
    await recordJobResult(db, SHOP, 'bench', url);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const load = loadavg();
    const t0 = performance.now();
    const outcome = await importSnapshot(
      {
        db,
        node: 'bench',
        now: () => new Date(),
        open: async (u) => Readable.fromWeb((await fetch(u)).body as never),
      },
      SHOP,
    );
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const [{ n }] = await s.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE eshop_id = ${SHOP} AND code LIKE 'P%'`,
    );
    return [
      `| storage | products | outcome | imported | time | gzip file | uncompressed lines | RSS before | RSS peak | load average 1 / 5 / 15 min (at start) |`,
      `|---|---|---|---|---|---|---|---|---|---|`,
      `| ${storage} | ${PRODUCTS.toLocaleString('en')} | ${outcome} | ${n.toLocaleString('en')} | ${seconds.toFixed(1)} s | ${mb(fileBytes)} | ${mb(
        Array.from({ length: 100 }, (_, i) => source.line(i).length + 1).reduce((a, b) => a + b) * (PRODUCTS / 100),
      )} (est.) | ${mb(before)} | ${mb(peak)} | ${load.map((l) => l.toFixed(2)).join(' / ')} |`,
    ];
  } finally {
    http.close();
  }
});
