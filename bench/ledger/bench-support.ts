import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
export const ms = (v: number) => v.toFixed(1);

/** Replaces (or appends) one benchmark's section of RESULTS.md, so each script owns its part. */
export function writeSection(name: string, markdown: string): void {
  const header =
    '# Stock ledger benchmarks\n\nTimings depend on the machine; not part of `npm test`. Each section is rewritten by its script.\n';
  let text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : header;
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const machine = `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`;
  const block = `${start}\n${markdown.trim()}\n\n${machine}\n${end}`;
  const at = text.indexOf(start);
  text =
    at >= 0
      ? text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, text);
}
