// Reading a 20 MB XLSX upload: `npx tsx bench/exports/import-read.bench.ts [rows] [columns]` (defaults 49,000 × 40,
// random 10-letter text, so the file packs to about 20 MB like a real text-heavy sheet). Measures the import reader
// (server/exports/import-reader.ts) in this process: wall time, peak RSS (sampled every 20 ms) and the longest
// event-loop stall (perf_hooks.monitorEventLoopDelay, 10 ms resolution, and a 5 ms timer-drift probe), then the
// same for the reference: SheetJS `read` of the whole file, as the reader before issue 25 called it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { read } from '@e965/xlsx';
import { readSpreadsheet } from '../../server/exports/import-reader';
import { columnLetter } from '../../server/exports/xlsx-writer';
import { cell, partOf, sheetXml, xlsxWithSheet } from '../../server/exports/testing/hostile-xlsx';

const ROWS = Number(process.argv[2] ?? 49_000);
const COLUMNS = Number(process.argv[3] ?? 40);
const MB = 1024 * 1024;

function buildXlsx(): Uint8Array {
  const letters = Array.from({ length: COLUMNS }, (_, c) => columnLetter(c));
  const rows: string[] = [];
  for (let r = 1; r <= ROWS; r++) {
    const noise = randomBytes(COLUMNS * 10).toString('base64url');
    rows.push(
      `<row r="${r}">${letters.map((l, c) => cell(`${l}${r}`, noise.slice(c * 10, c * 10 + 10))).join('')}</row>`,
    );
  }
  return xlsxWithSheet(partOf('', sheetXml(`A1:${letters.at(-1)}${ROWS}`, rows.join(''))));
}

async function measure(what: string, run: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let drift = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    drift = Math.max(drift, now - last - 5);
    last = now;
  }, 5);
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  histogram.enable();
  const t0 = performance.now();
  let outcome = 'read';
  try {
    await run();
  } catch (error) {
    outcome = `refused: ${(error as Error).message.slice(0, 60)}`;
  }
  const seconds = (performance.now() - t0) / 1000;
  histogram.disable();
  clearInterval(probe);
  clearInterval(sampler);
  // Timers cannot fire during a synchronous stall: take the drift once more after it.
  drift = Math.max(drift, performance.now() - last - 5);
  console.log(
    `| ${what} | ${seconds.toFixed(1)} s | ${(base / MB).toFixed(0)} → ${(peak / MB).toFixed(0)} MB | ` +
      `${(histogram.max / 1e6).toFixed(0)} ms | ${drift.toFixed(0)} ms | ${outcome} |`,
  );
}

const file = buildXlsx();
console.log(
  `file: ${(file.length / MB).toFixed(1)} MB, ${ROWS} rows × ${COLUMNS} columns; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| reader | time | RSS before → peak | longest stall (histogram) | longest stall (timer drift) | outcome |',
);
console.log('|---|---|---|---|---|---|');
await measure('streaming reader (this branch)', () => readSpreadsheet(file, 'bench.xlsx'));
globalThis.gc?.();
await measure('SheetJS read (the reader before)', async () =>
  read(file, { type: 'array', cellFormula: true, cellHTML: false, cellDates: false, sheetRows: 50_002 }),
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
