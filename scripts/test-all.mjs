#!/usr/bin/env node
// `npm test`: lint, type check, every vitest project in ONE run (JSON results), the build, the
// bundle-size check; then a table of tests per kind and a closing line `total: N passed, M failed`.
// Exits non-zero when any step or test failed. Works on a fresh clone after `npm ci`.
// Arguments after `--` go to vitest (e.g. `npm test -- --project server`) to narrow the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
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

const steps = [];
function run(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].map((a) => relative(ROOT, a) || a).join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  steps.push({ name, ok, seconds, status: result.status ?? result.signal });
  return ok;
}

const runStarted = Date.now();
mkdirSync(dirname(RESULTS), { recursive: true });

run('lint', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'lint']);
// knip: an export nothing imports (and no file uses itself) is dead code; knip.json names the entry points.
run('unused exports', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'lint:exports']);
run('format', process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
run('typecheck', process.execPath, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
const vitestStarted = Date.now();
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--');
run('vitest', process.execPath, [
  bin('vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${RESULTS}`,
  // Per file: wall time including imports and hooks (test-results/file-timings.json, the slowest printed).
  '--reporter=./tests/support/file-timings-reporter.ts',
  ...vitestArgs,
]);

// The e2e global setup builds dist/ when it is stale (always on CI); build here only if it did not.
const index = join(ROOT, 'dist', 'index.html');
const builtDuringRun = existsSync(index) && statSync(index).mtimeMs >= vitestStarted;
if (!builtDuringRun) run('build', process.execPath, [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn']);
if (existsSync(join(ROOT, 'scripts', 'check-bundle-size.mjs')))
  run('bundle size', process.execPath, [join(ROOT, 'scripts', 'check-bundle-size.mjs')]);

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
