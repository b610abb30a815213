// The movements export over a date range with and without the index on stock_changes (eshop_id, created_at)
// (migration 0024), side by side in one run: `npx tsx bench/exports/date-range.ts [movements]` (default 1,000,000).
// Fills the movements as exports.bench.ts does (two per change, spread over 2025), then for each side (index
// dropped, index present; twice, alternating) times the count of a month's movements (what the export asks
// first) and the whole one-month CSV download over HTTP, and prints the count query's plan.
import { loadavg } from 'node:os';
import { onBenchServer } from '../lib/bench-server';
import type { TestServer } from '../../tests/support/test-server';
import { fillMovements } from './fill-movements';

const MOVEMENTS = Number(process.argv[2] ?? 1_000_000);
const MONTH = ['2025-03-01', '2025-03-31'] as const;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const COUNT_SQL = `SELECT count(m.id)::int AS n FROM stock_changes c JOIN stock_movements m ON m.change_id = c.id
  WHERE c.eshop_id = 101 AND c.created_at >= ('${MONTH[0]}'::date)::timestamp AT TIME ZONE 'Europe/Prague'
    AND c.created_at < ('${MONTH[1]}'::date + 1)::timestamp AT TIME ZONE 'Europe/Prague'`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await work();
  return [performance.now() - t0, value];
}

async function download(s: TestServer, token: string): Promise<number> {
  const res = await fetch(`${s.url}/api/sklad/exports/movements/?format=csv&from=${MONTH[0]}&to=${MONTH[1]}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  while (!(await reader.read()).done);
  return Number(res.headers.get('x-export-rows'));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function run(s: TestServer, storage: string): Promise<string[]> {
  const token = await s.login('admin');
  const [fillMs] = await timed(() => fillMovements(s, MOVEMENTS));
  console.log(`${storage}: ${MOVEMENTS.toLocaleString('en')} movements filled in ${(fillMs / 1000).toFixed(1)} s`);
  const lines = [
    '| storage | index | round | count query (5 runs, median) | one-month CSV export | rows | load average |',
  ];
  lines.push('|---|---|---|---|---|---|---|');
  for (const round of [1, 2]) {
    for (const indexed of [false, true]) {
      await s.database.exec(
        indexed
          ? 'CREATE INDEX IF NOT EXISTS stock_changes_by_time ON stock_changes (eshop_id, created_at); ANALYZE stock_changes'
          : 'DROP INDEX IF EXISTS stock_changes_by_time; ANALYZE stock_changes',
      );
      if (round === 1) {
        const plan = await s.database.query<Record<string, string>>(`EXPLAIN ${COUNT_SQL}`);
        console.log(
          `plan, index ${indexed ? 'present' : 'dropped'}:\n${plan.map((p) => Object.values(p)[0]).join('\n')}`,
        );
      }
      const counts: number[] = [];
      for (let i = 0; i < 5; i++) counts.push((await timed(() => s.database.query(COUNT_SQL)))[0]);
      const [exportMs, rows] = await timed(() => download(s, token));
      lines.push(
        `| ${storage} | ${indexed ? 'present' : 'dropped'} | ${round} | ${median(counts).toFixed(1)} ms | ${(exportMs / 1000).toFixed(2)} s | ${rows.toLocaleString('en')} | ${load()} |`,
      );
      console.log(lines.at(-1));
    }
  }
  return lines;
}

await onBenchServer('bench_date_range', run);
