import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRuntime, type Runtime } from '../../../server/runtime';
import { pgliteTemplate } from '../../support/database-template';
import { BUILD_INPUTS, DIST_DIR, e2eAccessTtlSeconds } from './e2e-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Ports of the servers started for the e2e run (app + API on one port), one per vitest worker: e2e files
     * run in parallel, and a file shares a server only with the files run before it on the same worker.
     */
    e2ePorts: number[];
  }
}

const ROOT = resolve(import.meta.dirname, '../../..');

/** Newest modification time below a path, skipping node_modules and dotfiles. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * dist/ is rebuilt when missing, older than any source of the app, or always on CI; not when `npm test`
 * (scripts/test-all.mjs) has just built it for this run (SKLAD_DIST_BUILT=1, set by awaitRunBuild).
 */
export function buildIsStale(): boolean {
  const index = join(ROOT, DIST_DIR, 'index.html');
  if (process.env.SKLAD_DIST_BUILT === '1' && existsSync(index)) return false;
  if (process.env.CI === 'true' || !existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

export function buildApp(): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  console.log(`[e2e] app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let runtimes: Runtime[] = [];

/**
 * One build and one real server per vitest worker (in-memory PGlite with the demo data) for the whole e2e
 * run: e2e files run several at a time, and two files never share a server at the same moment. Tests read
 * their worker's port through `sharedPort()` (servers.ts). SKLAD_E2E_ACCESS_TTL sets the access-token lifetime
 * in seconds; tests that need a very short one start their own server (servers.ts).
 */
/**
 * `npm test` builds dist/ while vitest starts (scripts/test-all.mjs) and names the file it writes when the build
 * has ended (SKLAD_DIST_BUILD_DONE): the servers wait for that build, and use it when it succeeded.
 */
async function awaitRunBuild(): Promise<void> {
  const done = process.env.SKLAD_DIST_BUILD_DONE;
  if (!done) return;
  while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 250));
  if (readFileSync(done, 'utf8').trim() === 'ok') process.env.SKLAD_DIST_BUILT = '1';
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await awaitRunBuild();
  if (buildIsStale()) buildApp();
  // The e2e project has a worker count of its own (vitest.config.ts); VITEST_POOL_ID runs 1…that count.
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.globalConfig.maxWorkers) || 1);
  runtimes = await Promise.all(
    Array.from({ length: workers }, () =>
      startRuntime({
        memory: true,
        demo: true,
        port: 0,
        host: '0.0.0.0',
        distDir: join(ROOT, DIST_DIR),
        accessTtlSeconds: e2eAccessTtlSeconds(),
        // The server tests' seeded template, when their global setup made one in this run.
        loadDataDir: pgliteTemplate('demo'),
      }),
    ),
  );
  project.provide(
    'e2ePorts',
    runtimes.map((r) => r.port),
  );
  return async () => {
    await Promise.all(runtimes.map((r) => r.close()));
    runtimes = [];
  };
}
