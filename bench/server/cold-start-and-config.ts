// Server cold start (spawn → first HTTP answer → first signed-in config answer) and the latency of
// every configuration call, on PGlite and on PostgreSQL. Figures go to bench/server/RESULTS.md.
// Run: npx tsx bench/server/cold-start-and-config.ts [--iterations 200] [--starts 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startRuntime, type Runtime } from '../../server/runtime';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster';
import { freePort } from '../../tests/support/server-process';
import { summarize, type Summary } from '../lib/stats';
import { sample, waitUntil } from '../lib/timing';
import { ms, writeResults, type Table } from '../lib/results';

const ROOT = resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ITERATIONS = arg('iterations', 200);
const STARTS = arg('starts', 3);

interface StartFigures {
  firstAnswerMs: number;
  firstConfigMs: number;
}

/** Spawns `node --import tsx server/main.ts` as a user would and times it until it answers. */
async function coldStart(extraArgs: string[], env: Record<string, string>): Promise<StartFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...extraArgs], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const firstAnswerMs = await waitUntil(async () => (await fetch(`${base}/api/sklad/status/`)).status > 0, started);
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const eshop = await fetch(`${base}/api/sklad/eshop/`, { headers: { authorization: `Bearer ${access_token}` } });
    if (eshop.status !== 200) throw new Error(`eshop answered ${eshop.status}`);
    return { firstAnswerMs, firstConfigMs: performance.now() - started };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function median(values: number[]): number {
  return summarize(values).p50;
}

const CALLS: Array<{ name: string; method: 'GET' | 'POST'; path: string; user?: string; body?: unknown }> = [
  { name: 'GET {auth}/client_info/', method: 'GET', path: '/api/auth/client_info/' },
  { name: 'GET {settings}/config/', method: 'GET', path: '/api/settings/config/' },
  {
    name: 'GET {settings}/addons/',
    method: 'GET',
    path: '/api/settings/addons/?ignore_visibility=true&active_only=true',
  },
  { name: 'GET {settings}/balic_a_sklad/config/', method: 'GET', path: '/api/settings/balic_a_sklad/config/' },
  { name: 'GET {settings}/user/roles/list/', method: 'GET', path: '/api/settings/user/roles/list/' },
  { name: 'GET {settings}/homepage/warehouse-widget', method: 'GET', path: '/api/settings/homepage/warehouse-widget' },
  {
    name: 'POST {settings}/superadmin/org_eshops_list/',
    method: 'POST',
    path: '/api/settings/superadmin/org_eshops_list/',
    user: 'superadmin',
    body: {},
  },
  { name: 'GET /eshop/', method: 'GET', path: '/api/sklad/eshop/' },
  { name: 'GET /list_stocks/', method: 'GET', path: '/api/sklad/list_stocks/' },
  { name: 'GET /clients/', method: 'GET', path: '/api/sklad/clients/' },
  { name: 'GET /status/', method: 'GET', path: '/api/sklad/status/' },
  {
    name: 'POST /update_common_settings/',
    method: 'POST',
    path: '/api/sklad/update_common_settings/',
    body: { sounds: true },
  },
  {
    name: 'POST /update_print_settings/',
    method: 'POST',
    path: '/api/sklad/update_print_settings/',
    body: { manual: { printer: 'Zebra' } },
  },
  {
    name: 'POST /update_multiean_delimiters_settings/',
    method: 'POST',
    path: '/api/sklad/update_multiean_delimiters_settings/',
    body: { delimiters: ['*'], num: 1 },
  },
];

async function token(runtime: Runtime, username: string, refresh = false): Promise<string> {
  const res = await fetch(`${runtime.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return refresh ? body.refresh_token : body.access_token;
}

async function callLatencies(runtime: Runtime): Promise<Array<{ name: string } & Summary>> {
  const tokens = new Map<string, string>();
  const out: Array<{ name: string } & Summary> = [];
  for (const call of CALLS) {
    const user = call.user ?? 'admin';
    if (!tokens.has(user)) tokens.set(user, await token(runtime, user));
    const headers = { authorization: `Bearer ${tokens.get(user)}`, 'content-type': 'application/json' };
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const samples = await sample(
      async () => {
        const res = await fetch(runtime.url + call.path, { method: call.method, headers, body });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${call.name} answered ${res.status}`);
      },
      { iterations: ITERATIONS, warmup: 20 },
    );
    out.push({ name: call.name, ...summarize(samples) });
  }
  const refresh = await token(runtime, 'admin', true);
  const refreshSamples = await sample(
    async () => {
      const res = await fetch(`${runtime.url}/api/auth/refresh-token/?refresh_token=${refresh}`);
      await res.arrayBuffer();
    },
    { iterations: ITERATIONS, warmup: 20 },
  );
  out.push({ name: 'GET {auth}/refresh-token/ (dev)', ...summarize(refreshSamples) });
  // Sign-in runs scrypt on purpose (slow by design): fewer rounds.
  const loginSamples = await sample(() => token(runtime, 'skladnik'), {
    iterations: Math.min(ITERATIONS, 50),
    warmup: 5,
  });
  out.push({ name: 'POST {auth}/login/ (scrypt)', ...summarize(loginSamples) });
  return out;
}

async function main() {
  const cluster: PostgresCluster | undefined = await startPostgresCluster();
  if (!cluster) console.warn('PostgreSQL not available: PostgreSQL figures are skipped.');
  let dbNo = 0;
  const newDb = () => createDatabase(cluster!.url, `bench_${process.pid}_${++dbNo}`);
  try {
    // Rounds interleave the kinds of start, so a change in machine load hits them all alike.
    const dataDir = mkdtempSync(join(tmpdir(), 'sklad-bench-pglite-'));
    const pgUrl = cluster ? newDb() : undefined;
    const kinds: Array<{ label: string; first?: boolean; run: () => Promise<StartFigures> }> = [
      {
        label: 'PGlite data dir, first start (migrate + seed)',
        first: true,
        run: () => coldStart(['--demo'], { DATA_DIR: join(dataDir, 'db') }),
      },
      ...(pgUrl
        ? [
            {
              label: 'PostgreSQL, empty database (migrate + seed)',
              first: true,
              run: () => coldStart(['--demo'], { DATABASE_URL: pgUrl }),
            },
          ]
        : []),
      { label: 'PGlite in memory, demo seed', run: () => coldStart(['--demo', '--memory'], {}) },
      { label: 'PGlite data dir, restart', run: () => coldStart(['--demo'], { DATA_DIR: join(dataDir, 'db') }) },
      ...(pgUrl ? [{ label: 'PostgreSQL, restart', run: () => coldStart(['--demo'], { DATABASE_URL: pgUrl }) }] : []),
    ];
    const figures = new Map<string, StartFigures[]>(kinds.map((k) => [k.label, []]));
    try {
      for (const k of kinds.filter((k) => k.first)) figures.get(k.label)!.push(await k.run());
      for (let round = 0; round < STARTS; round++) {
        for (const k of kinds.filter((k) => !k.first)) figures.get(k.label)!.push(await k.run());
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const starts = kinds.map((k) => {
      const f = figures.get(k.label)!;
      console.log(`${k.label}: first answer ${f.map((x) => ms(x.firstAnswerMs, 0)).join(', ')} ms`);
      return {
        label: k.label,
        runs: f.length,
        firstAnswerMs: median(f.map((x) => x.firstAnswerMs)),
        firstConfigMs: median(f.map((x) => x.firstConfigMs)),
      };
    });

    const latency: Record<string, Array<{ name: string } & Summary>> = {};
    for (const storage of ['PGlite', 'PostgreSQL'] as const) {
      if (storage === 'PostgreSQL' && !cluster) continue;
      const runtime = await startRuntime({
        memory: storage === 'PGlite',
        demo: true,
        port: 0,
        host: '127.0.0.1',
        databaseUrl: storage === 'PostgreSQL' ? newDb() : undefined,
      });
      try {
        latency[storage] = await callLatencies(runtime);
        console.log(`${storage}: ${latency[storage].length} calls measured`);
      } finally {
        await runtime.close();
      }
    }

    const tables: Table[] = [
      {
        title: `Cold start (median of the runs): spawn → first HTTP answer → first signed-in GET /eshop/`,
        columns: ['start', 'runs', 'first answer (ms)', 'first config answer (ms)'],
        rows: starts.map((s) => [s.label, s.runs, ms(s.firstAnswerMs, 0), ms(s.firstConfigMs, 0)]),
      },
      {
        title: `Configuration calls, ${ITERATIONS} sequential calls each after 20 warm-up, one keep-alive client (ms)`,
        columns: ['call', 'PGlite p50', 'PGlite p95', 'PostgreSQL p50', 'PostgreSQL p95'],
        rows: (latency.PGlite ?? []).map((row, i) => {
          const pg = latency.PostgreSQL?.[i];
          return [row.name, ms(row.p50, 2), ms(row.p95, 2), pg ? ms(pg.p50, 2) : '–', pg ? ms(pg.p95, 2) : '–'];
        }),
      },
    ];
    writeResults(
      join(ROOT, 'bench/server/RESULTS.md'),
      '# Server: cold start and configuration calls\n\nProduced by `npx tsx bench/server/cold-start-and-config.ts` (or `npm run bench`).',
      tables,
      { starts, latency, iterations: ITERATIONS },
    );
    console.log('Results written to bench/server/RESULTS.md');
  } finally {
    cluster?.stop();
  }
}

await main();
