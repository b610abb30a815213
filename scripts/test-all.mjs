#!/usr/bin/env node
// `npm test`: lint, type check, every vitest project in ONE run (JSON results), the build, the
// bundle-size check; then a table of tests per kind and a closing line `total: N passed, M failed`.
// Exits non-zero when any step or test failed. Works on a fresh clone after `npm ci`.
// Arguments after `--` go to vitest (e.g. `npm test -- --project server`) to narrow the run.
//
// Two lanes at once (issue 29: the whole run within 10 minutes on 2 cores): the static checks (lint, unused
// exports, format, types: single-threaded, ~100 s on CI) run beside the build and the vitest run, whose
// workers spend much of their time waiting on servers, PostgreSQL and Chromium. The static checks' output is
// held back and printed after vitest's, so the two do not interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-results', 'vitest.json');
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [];
const show = (name, command, args) => `\n▶ ${name}: ${[command, ...args].map((a) => relative(ROOT, a) || a).join(' ')}`;

/** Runs a step; `quiet` collects its output and returns it instead of printing it as it comes. */
function run(name, command, args, { quiet = false, extraEnv = {} } = {}) {
  const started = Date.now();
  if (!quiet) console.log(show(name, command, args));
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = quiet ? show(name, command, args) + '\n' : '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = status === 0;
      steps.push({ name, ok, seconds, status });
      done({ ok, output });
    };
    child.on('error', (e) => {
      output += String(e) + '\n';
      finish(e.code ?? 'error');
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

const runStarted = Date.now();
const cpuAtStart = machineCpu();
mkdirSync(dirname(RESULTS), { recursive: true });

async function staticChecks() {
  let output = '';
  for (const [name, command, args] of [
    ['lint', npm, ['run', '--silent', 'lint']],
    // knip: an export nothing imports (and no file uses itself) is dead code; knip.json names the entry points.
    ['unused exports', npm, ['run', '--silent', 'lint:exports']],
    ['format', process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
    ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ])
    output += (await run(name, command, args, { quiet: true })).output;
  return output;
}

/** Written when the build has ended: `ok`, or `failed` (the e2e global setup then builds for itself). */
const BUILD_DONE = join(ROOT, 'test-results', 'build-done');

async function buildAndTests() {
  // Built here, once, while vitest starts and its server project makes the database templates (issue 29: the two
  // overlap instead of following each other): the e2e global setup waits for BUILD_DONE and then serves this dist/
  // instead of building again inside the vitest run, and the bundle-size check reads it. The build's output is
  // held back like the static checks', so it does not interleave with vitest's.
  rmSync(BUILD_DONE, { force: true });
  const building = run('build', process.execPath, [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn'], {
    quiet: true,
    extraEnv: { NODE_ENV: 'production' },
  }).then((built) => {
    writeFileSync(BUILD_DONE, built.ok ? 'ok' : 'failed');
    return built;
  });
  const vitestArgs = process.argv.slice(2).filter((a) => a !== '--');
  const tested = run(
    'vitest',
    process.execPath,
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${RESULTS}`,
      // Per file: wall time including imports and hooks (test-results/file-timings.json, the slowest printed).
      '--reporter=./tests/support/file-timings-reporter.ts',
      ...vitestArgs,
    ],
    { extraEnv: { SKLAD_DIST_BUILD_DONE: BUILD_DONE } },
  );
  const [built] = await Promise.all([building, tested]);
  process.stdout.write(built.output);
  if (existsSync(join(ROOT, 'scripts', 'check-bundle-size.mjs')))
    await run('bundle size', process.execPath, [join(ROOT, 'scripts', 'check-bundle-size.mjs')]);
}

const vitestStarted = Date.now();
const [staticOutput] = await Promise.all([staticChecks(), buildAndTests()]);
process.stdout.write(staticOutput);

// ---- summary ------------------------------------------------------------------------------
const KINDS = ['unit', 'ui', 'server', 'contracts', 'e2e'];
/** Same split as the projects of vitest.config.ts. */
function kindOf(file) {
  const f = relative(ROOT, file).split('\\').join('/');
  if (f.startsWith('tests/e2e/')) return 'e2e';
  if (f.startsWith('contracts/')) return 'contracts';
  if (f.startsWith('server/') || f.startsWith('tests/')) return 'server';
  if (f.startsWith('src/ui/') || f.endsWith('.dom.test.ts')) return 'ui';
  return 'unit';
}
const counts = Object.fromEntries(KINDS.map((k) => [k, { passed: 0, failed: 0, skipped: 0, files: 0 }]));
let resultsRead = false;
try {
  const report = JSON.parse(readFileSync(RESULTS, 'utf8'));
  if (statSync(RESULTS).mtimeMs < vitestStarted) throw new Error('stale results');
  resultsRead = true;
  for (const file of report.testResults ?? []) {
    const c = counts[kindOf(file.name)];
    c.files++;
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'passed') c.passed++;
      else if (a.status === 'failed') c.failed++;
      else c.skipped++;
    }
    // A file that failed to load or whose hooks failed has no failed test of its own: count it.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) c.failed++;
  }
} catch (e) {
  console.error(`\nCould not read ${relative(ROOT, RESULTS)}: ${e.message}`);
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
console.log('\n' + '─'.repeat(52));
console.log(`${pad('kind', 11)}${padL('files', 7)}${padL('passed', 9)}${padL('failed', 9)}${padL('skipped', 9)}`);
const total = { passed: 0, failed: 0, skipped: 0, files: 0 };
for (const k of KINDS) {
  const c = counts[k];
  for (const key of Object.keys(total)) total[key] += c[key];
  console.log(`${pad(k, 11)}${padL(c.files, 7)}${padL(c.passed, 9)}${padL(c.failed, 9)}${padL(c.skipped, 9)}`);
}
console.log(
  `${pad('all', 11)}${padL(total.files, 7)}${padL(total.passed, 9)}${padL(total.failed, 9)}${padL(total.skipped, 9)}`,
);
console.log('─'.repeat(52));
for (const s of steps)
  console.log(`${pad(s.name, 12)} ${s.ok ? 'ok    ' : `FAILED (${s.status})`} ${padL(s.seconds.toFixed(1), 7)} s`);
console.log(`${pad('whole run', 12)}        ${padL(((Date.now() - runStarted) / 1000).toFixed(1), 7)} s`);
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const spent = (k) => (cpuAtEnd[k] - cpuAtStart[k]).toFixed(0);
  console.log(`machine CPU-s over the run: busy ${spent('busy')}, idle ${spent('idle')}, stolen ${spent('steal')}`);
}

const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
// A failed step with no failed test (lint, types, build, unreadable results) still counts as a failure.
const failed =
  total.failed +
  (resultsRead ? 0 : 1) +
  failedSteps.filter((s) => s !== 'vitest').length +
  (failedSteps.includes('vitest') && total.failed === 0 ? 1 : 0);
console.log(`total: ${total.passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);

/**
 * The whole machine's CPU seconds so far (/proc/stat; every process, ours and any other). The run is CPU-bound, so
 * its wall time is about its busy CPU-s over the cores: a run slower by the same busy CPU-s was a slower host (or
 * more stolen time), not more work. Undefined where /proc/stat is missing.
 */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const hz = 100; // USER_HZ, 100 on Linux for every architecture Node runs on
    return { busy: (user + nice + system + irq + softirq) / hz, idle: (idle + iowait) / hz, steal: steal / hz };
  } catch {
    return undefined;
  }
}
