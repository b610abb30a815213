#!/usr/bin/env node
// `npm run bench`: runs every benchmark entry under bench/<area>/ one after another (never in
// parallel: they measure time). Entries of an area: its `*.bench.ts` files if it has any;
// otherwise every .ts/.mts/.mjs file there that is not a test, not a declaration and does not
// start with '_'. Helpers belong in bench/lib/, in `_*.ts`, or beside `*.bench.ts` entries.
// Arguments: area or file-name filters (`npm run bench -- server`); other `--flags` pass through.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH = join(ROOT, 'bench');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const passThrough = args.filter((a) => !filters.includes(a));

const entries = [];
for (const area of existsSync(BENCH) ? readdirSync(BENCH).sort() : []) {
  const dir = join(BENCH, area);
  if (area === 'lib' || area.startsWith('.') || !statSync(dir).isDirectory()) continue;
  const files = readdirSync(dir)
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  const marked = files.filter((f) => /\.bench\.m?ts$/.test(f));
  for (const file of marked.length ? marked : files) {
    if (!/\.(ts|mts|mjs)$/.test(file) || /\.(test|spec|d)\.[mc]?ts$/.test(file) || file.startsWith('_')) continue;
    const path = join(dir, file);
    if (filters.length && !filters.some((f) => relative(BENCH, path).includes(f))) continue;
    entries.push(path);
  }
}
if (entries.length === 0) {
  console.log('No benchmarks found.');
  process.exit(0);
}

const results = [];
for (const entry of entries) {
  const name = relative(ROOT, entry);
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry, ...passThrough], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  results.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}
console.log(
  '\n' +
    results.map((r) => `${r.ok ? 'ok    ' : 'FAILED'} ${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`).join('\n'),
);
const failed = results.filter((r) => !r.ok).length;
console.log(`benchmarks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
