#!/usr/bin/env node
// Issue 29: `npm test` on a fresh clone within 600 s. Runs the whole `npm test` once (or, with --summarise,
// only reads the last run's test-results/), and writes its figures into bench/suite/RESULTS.md between the
// whole-run markers: whole run, each step, each project's span, the 20 slowest files (wall time including
// imports and hooks, from tests/support/file-timings-reporter.ts), the load average before and after.
//   node bench/suite/whole-run.mjs              # ~10–20 min: the whole suite
//   node bench/suite/whole-run.mjs --summarise  # the figures of the run already in test-results/
//   … --durations                               # also: the run's per-file wall times become the order in which
//                                                 the next runs take the files (tests/support/file-durations.json)
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_MD = join(ROOT, 'bench', 'suite', 'RESULTS.md');
const TIMINGS = join(ROOT, 'test-results', 'file-timings.json');
const START = '<!-- whole-run:start -->';
const END = '<!-- whole-run:end -->';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Jiffies of the whole machine (every engineer's work, not only this run's): [busy, total]. */
function machineTicks() {
  if (!existsSync('/proc/stat')) return undefined;
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return [total - f[3] - f[4], total];
}

const loadBefore = load();
let output = '';
let wallS = NaN;
/** CPU seconds (user + system) of npm test's whole process tree: vitest, its workers, Chromium, server processes
 * (not PostgreSQL's backends: the cluster's postmaster leaves the tree). With the wall time it answers whether
 * the run is CPU-bound: cpuS / (wallS × cores) near 1 means the cores were busy with our own work throughout. */
let cpuS = NaN;
let machineBusy = NaN;
let loadMax = 0;
if (!process.argv.includes('--summarise')) {
  const started = Date.now();
  const ticksBefore = machineTicks();
  const sampler = setInterval(() => (loadMax = Math.max(loadMax, loadavg()[0])), 5000);
  // Shown as it comes and kept in test-results/whole-run.log, so a run stopped halfway still has its output.
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const log = createWriteStream(join(ROOT, 'test-results', 'whole-run.log'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const timeFile = join(tmpdir(), `sklad-whole-run-${process.pid}.time`);
  const timed = existsSync('/usr/bin/time');
  const [command, args] = timed ? ['/usr/bin/time', ['-o', timeFile, '-f', '%U %S', npm, 'test']] : [npm, ['test']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
    log.write(chunk);
    process.stdout.write(chunk);
  });
  await new Promise((done) => child.on('close', done));
  clearInterval(sampler);
  log.end();
  wallS = (Date.now() - started) / 1000;
  if (timed && existsSync(timeFile)) {
    const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    cpuS = user + system;
  }
  const ticksAfter = machineTicks();
  if (ticksBefore && ticksAfter)
    machineBusy = (ticksAfter[0] - ticksBefore[0]) / Math.max(1, ticksAfter[1] - ticksBefore[1]);
}
const loadAfter = load();

const PARTIAL = join(ROOT, 'test-results', 'file-timings.partial.jsonl');
/** The whole run's file, or (a run stopped halfway) the rows of the files that ended. */
function readTimings() {
  if (existsSync(TIMINGS)) return JSON.parse(readFileSync(TIMINGS, 'utf8'));
  if (!existsSync(PARTIAL)) return undefined;
  const files = readFileSync(PARTIAL, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.wallMs - a.wallMs);
  const projects = {};
  for (const r of files) {
    const p = (projects[r.project] ??= { files: 0, wallSum: 0, first: Infinity, last: 0 });
    p.files++;
    p.wallSum += r.wallMs;
    p.first = Math.min(p.first, r.start);
    p.last = Math.max(p.last, r.end);
  }
  return { runMs: Math.max(0, ...files.map((f) => f.end)), projects, files, partial: true };
}
const timings = readTimings();
if (!timings) {
  console.error(`${TIMINGS} not found: run npm test first.`);
  process.exit(2);
}
const s = (ms) => (ms / 1000).toFixed(1);
const steps = [
  ...output.matchAll(/^(lint|unused exports|format|typecheck|build|vitest|bundle size|whole run)\s+.*?([\d.]+) s$/gm),
]
  .map((m) => `| ${m[1]} | ${m[2]} |`)
  .join('\n');
const total = output.match(/^total: .*$/m)?.[0] ?? '';
const projects = Object.entries(timings.projects)
  .map(
    ([name, p]) => `| ${name} | ${p.files} | ${s(p.first)} | ${s(p.last)} | ${s(p.last - p.first)} | ${s(p.wallSum)} |`,
  )
  .join('\n');
const top = timings.files
  .slice(0, 20)
  .map((f, i) => `| ${i + 1} | ${f.file} | ${f.project} | ${s(f.wallMs)} | ${s(f.importMs)} | ${s(f.testsMs)} |`)
  .join('\n');

const generated = `${START}
Measured ${new Date().toISOString()} on ${cpus().length} cores, Node ${process.version}; load average before ${loadBefore}, after ${loadAfter} (1/5/15 min).
${Number.isFinite(wallS) ? `\nWhole \`npm test\`: **${wallS.toFixed(0)} s**. ${total}\n` : ''}${
  Number.isFinite(cpuS)
    ? `\nCPU of the run's process tree (PostgreSQL's backends not included): ${cpuS.toFixed(0)} s, ${((100 * cpuS) / (wallS * cpus().length)).toFixed(0)} % of ${cpus().length} cores × the wall time. The whole machine (every engineer's work) was ${(100 * machineBusy).toFixed(0)} % busy; highest 1-min load average during the run ${loadMax.toFixed(1)}.\n`
    : ''
}
${steps ? `| step | s |\n|---|---|\n${steps}\n` : ''}
vitest run: ${s(timings.runMs)} s${timings.partial ? ' (stopped halfway: the files that ended)' : ''}.

| project | files | first file starts (s into vitest) | last file ends | span | files' wall summed |
|---|---|---|---|---|---|
${projects}

| # | file | project | wall s | import s | tests s |
|---|---|---|---|---|---|
${top}
${END}`;

const old = existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : '';
const next =
  old.includes(START) && old.includes(END)
    ? old.slice(0, old.indexOf(START)) + generated + old.slice(old.indexOf(END) + END.length)
    : `${old.trimEnd()}\n\n## The whole run (issue 29), last measured\n\n${generated}\n`;
writeFileSync(RESULTS_MD, next);
console.log(`\nwritten to ${RESULTS_MD}`);

if (process.argv.includes('--durations') && !timings.partial) {
  const DURATIONS = join(ROOT, 'tests', 'support', 'file-durations.json');
  const seconds = Object.fromEntries(
    timings.files
      .map((f) => [`${f.project}:${f.file}`, Math.round(f.wallMs / 100) / 10])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const measured = `whole run of ${new Date().toISOString().slice(0, 10)}, load average ${loadBefore} → ${loadAfter}: wall s per file from tests/support/file-timings-reporter.ts`;
  writeFileSync(DURATIONS, JSON.stringify({ measured, seconds }, null, 1) + '\n');
  console.log(`written to ${DURATIONS}`);
}
