// Exports and imports at size: `npx tsx bench/exports/exports.bench.ts [movements] [importRows]` (importRows 0: exports
// only). Rewrites its section of bench/exports/RESULTS.md with every figure's load average.
// 1. Bulk-inserts `movements` (default 1,000,000) with generate_series, then downloads the movements
//    export as CSV and as XLSX over HTTP, reading the stream and throwing it away, while sampling the
//    process's memory every 50 ms (server and client share this process, so the peak is an upper bound).
//    A one-month period (a twelfth of the rows) is exported too: flat memory means the peaks are alike.
// 2. Uploads an opening-stock CSV of `importRows` (default 50,000) rows and applies it.
// Runs on PostgreSQL when the binaries are installed, else on PGlite; prints the rows of RESULTS.md's table.
import { dirname, join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeSection } from '../lib/sections';
import { onBenchServer } from '../lib/bench-server';
import { machineLine } from '../lib/results';
import type { TestServer } from '../../tests/support/test-server';
import { copyReference } from './_copy-reference';
import { fillMovements } from './fill-movements';

const MOVEMENTS = Number(process.argv[2] ?? 1_000_000);
const IMPORT_ROWS = Number(process.argv[3] ?? 50_000);
const MB = 1024 * 1024;
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const loads: number[] = [];
/** The 1-minute load average now, remembered for the section's verdict. */
const load = () => {
  const l = loadavg()[0];
  loads.push(l);
  return l.toFixed(1);
};

async function timedDownload(s: TestServer, token: string, path: string) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const res = await fetch(`${s.url}/api/sklad${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return { rows: Number(res.headers.get('x-export-rows')), bytes, seconds, rssBefore: base, rssPeak: peak };
}

/**
 * Time to the first byte of an export's body (the request sent, headers and the first chunk back) and, for CSV, to
 * the first movement's row (the first chunk holds the BOM and the header; the rows wait for the database's plan).
 */
async function firstByte(s: TestServer, token: string, path: string) {
  const t0 = performance.now();
  const res = await fetch(`${s.url}/api/sklad${path}`, { headers: { authorization: `Bearer ${token}` } });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - t0;
  let rowMs: number | undefined;
  if (path.includes('format=csv')) {
    const header = first.value?.length ?? 0;
    let bytes = header;
    for (let r = first; !r.done && bytes <= header; bytes += r.value?.length ?? 0) r = await reader.read();
    rowMs = performance.now() - t0;
  }
  await reader.cancel();
  return { ms, rowMs };
}

async function run(s: TestServer, storage: string): Promise<string[]> {
  const token = await s.login('admin');
  const t0 = performance.now();
  await fillMovements(s, MOVEMENTS);
  console.log(
    `${storage}: ${MOVEMENTS.toLocaleString('en')} movements in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const lines: string[] = [
    '| storage | export | format | rows | file | first byte | time | rate | against the reference | RSS before → peak | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [label, from, to] of [
    ['one month', '2025-03-01', '2025-03-31'],
    ['the year', '2025-01-01', '2025-12-31'],
  ] as const) {
    const copyLoad = load();
    const copySeconds = await copyReference(s, from, to);
    lines.push(
      `| ${storage} | movements, ${label} | COPY (the export's query) TO STDOUT (FORMAT csv), the reference | | | | ${copySeconds.toFixed(2)} s | | | | ${copyLoad} |`,
    );
    let csvRate = 0;
    for (const format of ['csv', 'xlsx'] as const) {
      const path = `/exports/movements/?format=${format}&from=${from}&to=${to}`;
      const at = load();
      const first = await firstByte(s, token, path);
      const firstRow = first.rowMs === undefined ? '' : `, first row ${first.rowMs.toFixed(0)} ms`;
      const r = await timedDownload(s, token, path);
      const rate = r.rows / r.seconds;
      if (format === 'csv') csvRate = rate;
      const copyRate = r.rows / copySeconds;
      const versus =
        format === 'csv'
          ? `${((100 * rate) / copyRate).toFixed(0)} % of COPY (${copySeconds.toFixed(2)} s)`
          : `${((100 * rate) / csvRate).toFixed(0)} % of our CSV`;
      lines.push(
        `| ${storage} | movements, ${label} | ${format.toUpperCase()} | ${r.rows.toLocaleString('en')} | ${(r.bytes / MB).toFixed(1)} MB | first byte ${first.ms.toFixed(0)} ms${firstRow} | ${r.seconds.toFixed(2)} s | ${Math.round(rate).toLocaleString('en')} rows/s | ${versus} | ${(r.rssBefore / MB).toFixed(0)} → ${(r.rssPeak / MB).toFixed(0)} MB | ${at} |`,
      );
      console.log(lines.at(-1), '—', machineLine());
    }
  }
  if (IMPORT_ROWS > 0) lines.push(...(await importRows(s, storage, token)));
  const judged = Math.max(...loads) <= 2;
  writeSection(
    RESULTS,
    'Exports and imports at size',
    'exports-bench',
    [
      `### Latest run of \`npx tsx bench/exports/exports.bench.ts ${MOVEMENTS} ${IMPORT_ROWS}\` (${new Date().toISOString().slice(0, 16)} UTC)`,
      '',
      `${MOVEMENTS.toLocaleString('en')} movements over 2025; COPY of the export's own query through psql into /dev/null in the same run; first byte = request sent → first body chunk; RSS of the one process holding server and client, sampled every 50 ms. ` +
        (judged
          ? 'Load average ≤ 2 throughout: the figures judge the targets of issue #29.'
          : `**Load average up to ${Math.max(...loads).toFixed(1)}: taken at load > 2, these figures do not judge a target.**`),
      '',
      ...lines,
    ].join('\n'),
  );
  return lines;
}

async function importRows(s: TestServer, storage: string, token: string): Promise<string[]> {
  const lines: string[] = [];
  const names = await s.database.query<{ name: string }>(`SELECT name FROM locations WHERE eshop_id = 101 ORDER BY id`);
  const codes = await s.database.query<{ code: string }>(
    `SELECT code FROM products WHERE eshop_id = 101 ORDER BY code`,
  );
  let csv = 'Pozice;Kód produktu;Množství;Šarže;Expirace\r\n';
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const batch = i % 4 === 0 ? `B-${i % 50};31.12.2027` : ';';
    csv += `${names[i % names.length].name};${codes[i % codes.length].code};${1 + (i % 9)};${batch}\r\n`;
  }
  const form = new FormData();
  form.set('file', new Blob([csv]), 'pocatecni-stav.csv');
  const u0 = performance.now();
  const up = await fetch(`${s.url}/api/sklad/imports/upload/?kind=stock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const session = (await up.json()) as { id: number; problem_count: number };
  const uploadSeconds = (performance.now() - u0) / 1000;
  if (up.status !== 201 || session.problem_count) throw new Error(`upload: ${up.status} ${JSON.stringify(session)}`);
  const a0 = performance.now();
  const applied = await s.call('POST', `/api/sklad/imports/${session.id}/apply/`, {
    token,
    // An opening stock: the counted amounts (the apply refuses a stock file without a mode).
    body: { mode: 'set' },
  });
  const applySeconds = (performance.now() - a0) / 1000;
  if (applied.status !== 200) throw new Error(`apply: ${JSON.stringify(applied.body)}`);
  lines.push(
    `| ${storage} | opening stock import, ${(csv.length / MB).toFixed(1)} MB CSV | upload + check ${uploadSeconds.toFixed(1)} s | ${IMPORT_ROWS.toLocaleString('en')} | | | apply ${applySeconds.toFixed(1)} s | ${Math.round(IMPORT_ROWS / applySeconds).toLocaleString('en')} rows/s | ${applied.body.change_ids.length} changes | | ${load()} |`,
  );
  console.log(lines.at(-1));
  return lines;
}

await onBenchServer('bench_exports', run);
