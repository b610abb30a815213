// The first synchronisation at size: `npx tsx bench/eshop-sync/snapshot.bench.ts [products]` (default 50,000).
// A real HTTP server streams a generated Shoptet products snapshot (gzip JSON lines, one product per line,
// made while it is sent) and the import (server/eshop-sync/snapshot/import-snapshot.ts) reads it into the
// catalogue of e-shop 102, as the snapshot worker does. Prints the wall time, the file's size and the Node
// process's RSS (sampled every 20 ms: before, peak during the import) with the load average.
// Target (issue #28): ≤ 60 s, memory flat (the peak does not grow with the file).
// Runs on PostgreSQL when the binaries are installed (the database then lives in its own processes), else PGlite.
// Rewrites its section of bench/eshop-sync/RESULTS-snapshot.md (with the load) as well as printing it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { writeSection } from '../lib/sections';
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
    const loadEnd = loadavg();
    const lines = [
      `| storage | products | outcome | imported | time | gzip file | uncompressed lines | RSS before | RSS peak | peak − before | load average 1 / 5 / 15 min (start → end) |`,
      `|---|---|---|---|---|---|---|---|---|---|---|`,
      `| ${storage} | ${PRODUCTS.toLocaleString('en')} | ${outcome} | ${n.toLocaleString('en')} | ${seconds.toFixed(1)} s | ${mb(fileBytes)} | ${mb(
        Array.from({ length: 100 }, (_, i) => source.line(i).length + 1).reduce((a, b) => a + b) * (PRODUCTS / 100),
      )} (est.) | ${mb(before)} | ${mb(peak)} | +${mb(peak - before)} | ${load.map((l) => l.toFixed(1)).join(' / ')} → ${loadEnd.map((l) => l.toFixed(1)).join(' / ')} |`,
    ];
    const judged = Math.max(load[0], loadEnd[0]) <= 2;
    writeSection(
      join(dirname(fileURLToPath(import.meta.url)), 'RESULTS-snapshot.md'),
      "E-shop sync: the first synchronisation's snapshot import",
      'snapshot-bench',
      [
        `### Latest run of \`npx tsx bench/eshop-sync/snapshot.bench.ts ${PRODUCTS}\` (${new Date().toISOString().slice(0, 16)} UTC)`,
        '',
        judged
          ? 'Load average ≤ 2: the figure judges the target (≤ 60 s for 50,000 products, memory flat).'
          : '**Taken at load > 2: the figure does not judge the target.**',
        '',
        ...lines,
      ].join('\n'),
    );
    return lines;
  } finally {
    http.close();
  }
});
