// The movements CSV formatted in Node (typed rows → csvText → csv-stringify, as before issue 29) beside the same file
// formatted by the database (csv-cells.sql.ts, the export's path now) and beside COPY of the export's own query, in
// one process and one run, without HTTP: `npx tsx bench/exports/csv-formatting.ts [movements]` (default 300,000).
// The two CSVs are compared byte for byte. Runs on PostgreSQL when the binaries are installed, else on PGlite.
import { loadavg } from 'node:os';
import { countMovements, movementsTable } from '../../server/exports/export-sources';
import { csvStream } from '../../server/exports/csv-writer';
import type { ExportTable } from '../../server/exports/export-table';
import type { TestServer } from '../../tests/support/test-server';
import { onBenchServer } from '../lib/bench-server';
import { machineLine } from '../lib/results';
import { copyReference } from './_copy-reference';
import { fillMovements } from './fill-movements';

const MOVEMENTS = Number(process.argv[2] ?? 300_000);

async function drain(table: ExportTable): Promise<{ seconds: number; text: string }> {
  const t0 = performance.now();
  const parts: Buffer[] = [];
  for await (const part of csvStream(table)) parts.push(Buffer.from(part));
  return { seconds: (performance.now() - t0) / 1000, text: Buffer.concat(parts).toString('utf8') };
}

async function run(s: TestServer, storage: string): Promise<string[]> {
  await fillMovements(s, MOVEMENTS);
  const lines: string[] = [];
  for (const [label, from, to] of [
    ['one month', '2025-03-01', '2025-03-31'],
    ['the year', '2025-01-01', '2025-12-31'],
  ] as const) {
    const query = { format: 'csv' as const, from, to };
    const counted = await countMovements(s.database.db, 101, query);
    const load = loadavg()[0];
    const copy = await copyReference(s, from, to);
    const db = await drain(movementsTable(s.database.db, 101, query, counted));
    const { csvRecords: _formattedByDb, ...typed } = movementsTable(s.database.db, 101, query, counted);
    const node = await drain(typed);
    if (db.text !== node.text) throw new Error(`${label}: the two CSVs differ`);
    const rate = (sec: number) => Math.round(counted.count / sec).toLocaleString('en');
    lines.push(
      `| ${storage} | ${label} | ${counted.count.toLocaleString('en')} | COPY ${copy.toFixed(2)} s (${rate(copy)}/s) | Node-formatted ${node.seconds.toFixed(2)} s (${((100 * copy) / node.seconds).toFixed(0)} % of COPY) | DB-formatted ${db.seconds.toFixed(2)} s (${((100 * copy) / db.seconds).toFixed(0)} % of COPY) | ${load.toFixed(1)} |`,
    );
    console.log(lines.at(-1));
  }
  console.log(machineLine());
  return lines;
}

await onBenchServer('bench_csv_formatting', run);
