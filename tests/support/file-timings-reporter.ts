import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Where a run's time goes, per test file: vitest's JSON reporter times only the tests themselves (no imports,
// no beforeAll/afterAll: a server start or a Chromium launch is missing), so this one notes the wall clock from
// the moment a worker takes the file to its end, and vitest's own split of it. `npm test` writes
// test-results/file-timings.json with it and prints the slowest files; bench/suite/RESULTS.md reads that file.
const OUT = resolve('test-results', 'file-timings.json');
/** One line per file as it ends, so a run stopped halfway still tells where its time went. */
const PARTIAL = resolve('test-results', 'file-timings.partial.jsonl');

interface Row {
  file: string;
  project: string;
  /** ms since the run started */
  start: number;
  end: number;
  wallMs: number;
  importMs: number;
  setupMs: number;
  testsMs: number;
  tests: number;
  state: string;
}

export default class FileTimingsReporter implements Reporter {
  private runStart = Date.now();
  private started = new Map<string, number>();
  private rows: Row[] = [];

  onTestRunStart(): void {
    this.runStart = Date.now();
    mkdirSync(dirname(PARTIAL), { recursive: true });
    writeFileSync(PARTIAL, '');
  }

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const start = this.started.get(module.id) ?? end;
    const d = module.diagnostic();
    const row: Row = {
      file: relative(process.cwd(), module.moduleId).split('\\').join('/'),
      project: module.project.name,
      start: start - this.runStart,
      end: end - this.runStart,
      wallMs: end - start,
      importMs: Math.round(d.collectDuration),
      setupMs: Math.round(d.setupDuration + d.environmentSetupDuration + d.prepareDuration),
      testsMs: Math.round(d.duration),
      tests: [...module.children.allTests()].length,
      state: module.state(),
    };
    this.rows.push(row);
    appendFileSync(PARTIAL, JSON.stringify(row) + '\n');
  }

  onTestRunEnd(): void {
    const rows = [...this.rows].sort((a, b) => b.wallMs - a.wallMs);
    const projects: Record<string, { files: number; wallSum: number; first: number; last: number }> = {};
    for (const r of rows) {
      const p = (projects[r.project] ??= { files: 0, wallSum: 0, first: Infinity, last: 0 });
      p.files++;
      p.wallSum += r.wallMs;
      p.first = Math.min(p.first, r.start);
      p.last = Math.max(p.last, r.end);
    }
    mkdirSync(dirname(OUT), { recursive: true });
    const runMs = Date.now() - this.runStart;
    writeFileSync(OUT, JSON.stringify({ runMs, projects, files: rows }, null, 2));
    const s = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    console.log('\nslowest test files (wall s from a worker taking the file to its end; import, setup, tests):');
    for (const r of rows.slice(0, 20))
      console.log(`${s(r.wallMs)} ${s(r.importMs)} ${s(r.setupMs)} ${s(r.testsMs)}  ${r.project.padEnd(9)} ${r.file}`);
    for (const [name, p] of Object.entries(projects))
      console.log(
        `${name.padEnd(9)} ${String(p.files).padStart(3)} files, ${s(p.wallSum)} s summed, first start ${s(p.first)} s, last end ${s(p.last)} s`,
      );
  }
}
