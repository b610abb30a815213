import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';

export interface Table {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** A line naming the machine and runtime, so figures from different machines are not compared blindly. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  // The load average matters: on a shared 2-core machine other work can slow a run several times.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}, load average ${load} (1/5/15 min)`;
}

export const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function markdownTable(table: Table): string {
  const head = `| ${table.columns.join(' | ')} |\n|${table.columns.map(() => '---').join('|')}|`;
  const body = table.rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
  return `### ${table.title}\n\n${head}\n${body}\n`;
}

/**
 * Writes the generated part of a RESULTS.md between markers, keeping any hand-written notes
 * around it, plus the raw figures as JSON beside it (results.json).
 */
export function writeResults(path: string, intro: string, tables: Table[], raw: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const START = '<!-- bench:start -->';
  const END = '<!-- bench:end -->';
  const generated = `${START}\nMeasured ${new Date().toISOString()} on ${machineLine()}.\n\n${tables.map(markdownTable).join('\n')}${END}`;
  const old = existsSync(path) ? readFileSync(path, 'utf8') : `${intro}\n\n${START}\n${END}\n`;
  const next =
    old.includes(START) && old.includes(END)
      ? old.slice(0, old.indexOf(START)) + generated + old.slice(old.indexOf(END) + END.length)
      : `${old}\n${generated}\n`;
  writeFileSync(path, next);
  writeFileSync(path.replace(/RESULTS\.md$/, 'results.json'), JSON.stringify(raw, null, 2) + '\n');
}
