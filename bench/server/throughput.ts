// Stock-in throughput beside pgbench TPC-B on the same throwaway PostgreSQL 15 cluster, and PGlite's figure.
// Run: npx tsx bench/server/throughput.ts [--seconds 20] [--clients 8] [--workers 2] [--pglite 0] [--profile dir]
//      [--rounds 8] [--round-seconds 5] [--round-workers 1] [--pin 1]
// The server runs in its own process (server/main.ts, as deployed); this process is only the load
// generator (autocannon), so the two never share an event loop. Results: bench/server/THROUGHPUT.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { machineBusyMs, treeCpuMs } from './_cpu-time';
import { signIn, stockInRequest, type LoadRequest } from './_stock-in-load';
import { analyzer, type Analyzer } from './_analyzer';
import { startAsDeployed } from './_as-deployed';
import { recordedRequests, writeScripts } from './_stock-in-replay';
import { freePort, startServerProcess, type ServerProcess } from '../../tests/support/server-process';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const CLIENTS = arg('clients', 8);
const WORKERS = arg('workers', 2);
/** A directory for a CPU profile of the one-process server (`--cpu-prof`), or empty for none. */
const PROFILE = (() => {
  const i = process.argv.indexOf('--profile');
  return i > 0 ? resolve(process.argv[i + 1]) : '';
})();
/**
 * `--rounds n`: after the runs above, n paired rounds of `--round-seconds` (default 5) each, the replay, the
 * bare Node server (`_bare-replay.mjs`) and the stock-in in turns (each round in another order) on one server
 * process: each round's ratios compare loads taken seconds apart, where the single runs are a minute apart and this shared
 * machine's speed moves by half within the hour. Each round starts on freshly analyzed tables (`analyzer`).
 */
const ROUNDS = arg('rounds', 0);
const ROUND_SECONDS = arg('round-seconds', 5);
/** `--round-workers n`: the paired rounds' server runs with WORKERS=n (n > 1) instead of as one process. */
const ROUND_WORKERS = arg('round-workers', 1);
/**
 * `--pin 1`: in the paired rounds PostgreSQL has core 0 to itself and everything else (the server, this process with
 * its load, pgbench) runs on core 1, as a server and its database on machines of their own would. Each side is then
 * bounded by PostgreSQL's work per transaction, which tells the database's share of the gap from the server's.
 */
const PIN = arg('pin', 0) === 1;
/** `--pglite 0` leaves PGlite out (quicker runs while changing code; recorded runs keep it). */
const PGLITE = arg('pglite', 1) !== 0;
const PG_BIN = '/usr/lib/postgresql/15/bin';

interface Figures {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  /** Per request, counted in the server (one process only): SQL statements, socket writes to PostgreSQL and to clients. */
  io?: { statements: number; dbWrites: number; httpWrites: number };
  /** The one-minute load average just before the run. */
  load?: string;
  /** CPU ms per request, by who spent it (from /proc): the server's processes, PostgreSQL's, the load generator. */
  cpu?: CpuSplit;
}

interface CpuSplit {
  server: number;
  postgres: number;
  client: number;
}

const loadNow = () => loadavg()[0].toFixed(1);

/** CPU ms so far of the server's process tree, PostgreSQL's, and this process with its reaped children. */
function cpuNow(serverPid?: number): CpuSplit {
  // The server is a child of this process: its time is taken out of this process's tree.
  const server = serverPid ? treeCpuMs(serverPid) : 0;
  const postmaster = cluster?.pid;
  return { server, postgres: postmaster ? treeCpuMs(postmaster) : 0, client: treeCpuMs(process.pid) - server };
}

const sum = (c: CpuSplit) => c.server + c.postgres + c.client;

function cpuPer(before: CpuSplit, after: CpuSplit, count: number): CpuSplit {
  const per = (k: keyof CpuSplit) => Math.round((1000 * (after[k] - before[k])) / count) / 1000;
  return { server: per('server'), postgres: per('postgres'), client: per('client') };
}

/**
 * Runs a load and notes the load average before it (the machine is shared, figures need their
 * conditions) and the CPU each side spent per request, which the load does not blur.
 */
async function measured(run: () => Promise<Figures>, serverPid?: number): Promise<Figures> {
  const load = loadNow();
  const before = cpuNow(serverPid);
  const figures = await run();
  return { ...figures, load, cpu: cpuPer(before, cpuNow(serverPid), figures.total) };
}

const ioOf = (f: Figures) => (f.io ? `${f.io.statements} / ${f.io.dbWrites} / ${f.io.httpWrites}` : '');
const cpuOf = (c?: CpuSplit) => (c ? `${c.server} / ${c.postgres} / ${c.client}` : '');

function log(name: string, f: Figures): void {
  console.log(
    `${name}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, non-2xx ${f.non2xx}, load ${f.load}, ${ioOf(f)}, CPU ms ${cpuOf(f.cpu)}`,
  );
}

/** Affinity masks of `--pin` (this machine's 2 cores): PostgreSQL's core, the rest's, and both again after. */
const DB_CORE = '1';
const APP_CORE = '2';
const BOTH_CORES = '3';
let pinned = false;

/** Sets the CPU affinity of `pid`'s threads and of its children's (PostgreSQL's backends, a server's workers). */
function pin(pid: number, mask: string): void {
  // pgrep exits 1 when there is no child.
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  for (const p of [String(pid), ...children]) execFileSync('taskset', ['-a', '-p', mask, p], { stdio: 'pipe' });
}

interface PgbenchRun {
  tps: number;
  latencyMs: number;
  load: string;
  cpu: CpuSplit;
}

/** pgbench with CLIENTS clients in 2 threads for SECONDS, prepared statements; its own TPC-B unless scripts are given. */
function runPgbench(url: string, scripts: string[] = [], seconds = SECONDS): PgbenchRun {
  const load = loadNow();
  const before = cpuNow();
  const out = execFileSync(
    pinned ? 'taskset' : join(PG_BIN, 'pgbench'),
    [
      ...(pinned ? [APP_CORE, join(PG_BIN, 'pgbench')] : []),
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-M',
      'prepared',
      ...(scripts.length ? ['-n', ...scripts] : []),
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  // The backends pgbench used end with it; their CPU reaches the postmaster's account once it reaps them.
  execFileSync('sleep', ['0.5']);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
  return { tps, latencyMs, load, cpu: cpuPer(before, cpuNow(), transactions) };
}

function pgbench(url: string): PgbenchRun {
  execFileSync(join(PG_BIN, 'pgbench'), ['-i', '-s', String(CLIENTS), '-q', url], { stdio: 'pipe' });
  return runPgbench(url);
}

/**
 * The stock-in's own statements for pgbench (_stock-in-replay.ts): a server preloaded with the
 * statement recorder answers CLIENTS stock-ins one at a time, as the load sends them; `runPgbench`
 * replays the scripts with CLIENTS clients on the same cluster.
 */
async function recordReplay(): Promise<{ url: string; scripts: string[]; dir: string; bareFile: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sklad-bench-replay-'));
  const file = join(dir, 'statements.jsonl');
  const url = createDatabase(cluster!.url, 'sklad_replay');
  const server = await startServerProcess({
    // A loaded machine (load 30 on 2 cores) starts a server in more than the default minute.
    timeoutMs: 240_000,
    databaseUrl: url,
    env: { RECORD_STATEMENTS_FILE: file },
    nodeArgs: ['--import', resolve(import.meta.dirname, '_record-statements.mjs')],
  });
  const keys: string[] = [];
  try {
    const token = await signIn(server.url);
    const run = Date.now();
    const send = async (request: LoadRequest) => {
      const res = await fetch(server.url + request.path, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      if (res.status !== 200) throw new Error(`recorded stock-in answered ${res.status}`);
      // The live event is published just after the answer; it belongs to this request's statements.
      await new Promise((r) => setTimeout(r, 300));
    };
    // One stock-in first, unrecorded: the first live event also clears old events, once per process.
    await send(stockInRequest(token, run, CLIENTS));
    for (let i = 0; i < CLIENTS; i++) {
      appendFileSync(file, '{"mark":true}\n');
      const request = stockInRequest(token, run, i);
      keys.push(request.headers['idempotency-key']);
      await send(request);
    }
    appendFileSync(file, '{"mark":true}\n');
  } finally {
    await server.stop();
  }
  const requests = recordedRequests(file);
  // The same requests for the bare Node server (_bare-replay.mjs), each with the key it was sent with.
  const bareFile = join(dir, 'bare-replay.json');
  writeFileSync(bareFile, JSON.stringify(requests.map((statements, i) => ({ key: keys[i], statements }))));
  return { url, scripts: writeScripts(dir, requests, keys), dir, bareFile };
}

/** CLIENTS keep-alive connections sending the request `next(i)` gives, back to back, for SECONDS. */
async function drive(url: string, next: (i: number) => LoadRequest, seconds = SECONDS): Promise<Figures> {
  let n = 0;
  const instance = autocannon({
    url,
    connections: CLIENTS,
    duration: seconds,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...next(n++) }) }],
  });
  const result = await instance;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

async function stockInLoad(server: ServerProcess, seconds = SECONDS): Promise<Figures> {
  const token = await signIn(server.url);
  const run = `${Date.now()}-${Math.random()}`;
  return drive(server.url, (i) => stockInRequest(token, run, i), seconds);
}

/** The cheapest signed-in call: the session check and one indexed read (the e-shop's sync status). */
async function sessionLoad(server: ServerProcess): Promise<Figures> {
  const token = await signIn(server.url);
  return drive(server.url, () => ({
    method: 'GET',
    path: '/api/sklad/status/',
    headers: { authorization: `Bearer ${token}` },
  }));
}

/** A bare Node server (`_bare-http.mjs`, `_bare-replay.mjs`) in its own process, listening on a free port. */
async function startBare(script: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [resolve(import.meta.dirname, script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.once('data', () => ok());
    child.once('exit', () => fail(new Error(`${script} ended before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** The ceiling: bare node:http in its own process answering the stock-in's POST with a fixed JSON. */
async function bareHttpLoad(): Promise<Figures> {
  const bare = await startBare('_bare-http.mjs');
  try {
    const run = Date.now();
    return await measured(() => drive(bare.url, (i) => stockInRequest('none', run, i)), bare.pid);
  } finally {
    bare.stop();
  }
}

const IO_FILE = join(mkdtempSync(join(tmpdir(), 'sklad-bench-io-')), 'counts.jsonl');

/**
 * Asks the server (preloaded with _count-io.mjs) for its counts since the last ask; with figures,
 * notes them per request. Called once before a load to start from zero.
 */
async function countedIo(server: ServerProcess, figures?: Figures): Promise<Figures | undefined> {
  const before = existsSync(IO_FILE) ? readFileSync(IO_FILE, 'utf8').split('\n').length : 1;
  process.kill(server.pid, 'SIGUSR2');
  let lines: string[] = [];
  while ((lines = existsSync(IO_FILE) ? readFileSync(IO_FILE, 'utf8').split('\n') : []).length <= before)
    await new Promise((r) => setTimeout(r, 20));
  if (!figures) return undefined;
  const c = JSON.parse(lines[lines.length - 2]) as { statements: number; dbWrites: number; httpWrites: number };
  const per = (n: number) => Math.round((100 * n) / figures.total) / 100;
  return {
    ...figures,
    io: { statements: per(c.statements), dbWrites: per(c.dbWrites), httpWrites: per(c.httpWrites) },
  };
}

/** What the load did must add up: every answered stock-in is a change and balance = Σ movements. */
async function ledgerConsistent(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ off }] = (
      await client.query<{ off: string }>(`SELECT count(*) AS off FROM stock_balances b WHERE b.amount <> coalesce((
        SELECT sum(m.amount) FROM stock_movements m WHERE m.eshop_id = b.eshop_id AND m.location_id = b.location_id
          AND m.code = b.code AND m.sarze_id = b.sarze_id), 0)`)
    ).rows;
    return Number(off) === 0 ? 'balance = Σ movements' : `${off} balances differ from their movements`;
  } finally {
    await client.end();
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at start`;
const cluster = await startPostgresCluster();
if (!cluster) throw new Error('PostgreSQL 15 binaries are needed for the side-by-side run');
const lines: string[] = [];
let recorded: Awaited<ReturnType<typeof recordReplay>> | undefined;
try {
  const bench = pgbench(createDatabase(cluster.url, 'pgbench'));
  console.log(
    `pgbench TPC-B, ${CLIENTS} clients: ${bench.tps.toFixed(0)} tps, latency ${bench.latencyMs} ms, CPU ms ${cpuOf({ ...bench.cpu, server: 0 })}`,
  );

  const replayed = await recordReplay();
  recorded = replayed;
  const replay = runPgbench(replayed.url, replayed.scripts);
  console.log(
    `pgbench replaying the stock-in's statements, ${CLIENTS} clients: ${replay.tps.toFixed(0)} tps, CPU ms ${cpuOf({ ...replay.cpu, server: 0 })}`,
  );

  const ceiling = await bareHttpLoad();
  log('bare node:http, fixed JSON, no database', ceiling);

  const onPg: Array<{ workers: number; figures: Figures; session: Figures; consistency: string }> = [];
  for (const workers of [...new Set([1, WORKERS])]) {
    const apiUrl = createDatabase(cluster.url, `sklad_${workers}`);
    const server = await startAsDeployed({
      // A loaded machine (load 30 on 2 cores) starts a server in more than the default minute.
      timeoutMs: 240_000,
      databaseUrl: apiUrl,
      // One process is run WITHOUT `WORKERS`: WORKERS=1 starts a supervisor with one worker, and the counter's
      // SIGUSR2 and --cpu-prof would then reach the supervisor, which runs no query (the counts read 0).
      env: workers === 1 ? { COUNT_IO_FILE: IO_FILE } : { WORKERS: String(workers), COUNT_IO_FILE: IO_FILE },
      nodeArgs: [
        ...(workers === 1 ? ['--import', resolve(import.meta.dirname, '_count-io.mjs')] : []),
        ...(PROFILE && workers === 1 ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
      ],
    });
    let figures: Figures;
    let session: Figures;
    const counted = async (f: Figures) => (workers === 1 ? ((await countedIo(server, f)) ?? f) : f);
    try {
      if (workers === 1) await countedIo(server);
      session = await counted(await measured(() => sessionLoad(server), server.pid));
      log(`GET /api/sklad/status/ on PostgreSQL, ${workers} process(es)`, session);
      if (workers === 1) await countedIo(server);
      figures = await counted(await measured(() => stockInLoad(server), server.pid));
    } finally {
      await server.stop();
    }
    const consistency = await ledgerConsistent(apiUrl);
    onPg.push({ workers, figures, session, consistency });
    log(`stock-in on PostgreSQL, ${workers} process(es) (${consistency})`, figures);
  }

  const paired: Array<{
    ratio: number;
    replay: number;
    stockIn: number;
    bare: number;
    load: string;
    others: number;
    cpu: { stockIn: CpuSplit; bare: CpuSplit; replay: CpuSplit };
  }> = [];
  if (ROUNDS > 0) {
    const apiUrl = createDatabase(cluster.url, 'sklad_rounds');
    const analyzers: Analyzer[] = [];
    const server = await startAsDeployed({
      timeoutMs: 240_000,
      databaseUrl: apiUrl,
      env: ROUND_WORKERS > 1 ? { WORKERS: String(ROUND_WORKERS) } : {},
    });
    // The floor of a Node server for this work, on the replay's database (the two never run at once). A bare server
    // that fails to start stops the one started above before the run ends.
    const bare = await startBare('_bare-replay.mjs', {
      DATABASE_URL: replayed.url,
      REPLAY_FILE: replayed.bareFile,
    }).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    const bareLoad = (seconds: number) => {
      const run = `${Date.now()}-${Math.random()}`;
      return drive(bare.url, (i) => stockInRequest('none', run, i), seconds);
    };
    try {
      // A fresh process first compiles its code: a load not counted, so round 1 meets a warm server (perf: V8's
      // compiler took 14 % of the server's CPU from 4 to 10 s into the load, 6 % from 25 to 31 s).
      await stockInLoad(server, 10);
      await bareLoad(10);
      analyzers.push(await analyzer(apiUrl), await analyzer(replayed.url));
      if (PIN) {
        pin(cluster.pid!, DB_CORE);
        pin(server.pid, APP_CORE);
        pin(bare.pid, APP_CORE);
        pin(process.pid, APP_CORE);
        pinned = true;
      }
      for (let round = 0; round < ROUNDS; round++) {
        // Both sides plan on the tables as they are now (_analyzer.ts): pgbench's connections are new in every round,
        // the server's are not.
        for (const a of analyzers) await a.analyze();
        const load = loadNow();
        // What the rest of the machine used meanwhile: its busy CPU less the benchmark's own (server, PostgreSQL,
        // this process with pgbench and the bare server). The load average cannot tell, since these loads themselves
        // keep 2 cores busy.
        const started = { at: Date.now(), busy: machineBusyMs(), ours: sum(cpuNow()) };
        const turns = {
          replay: async () => {
            const r = runPgbench(replayed.url, replayed.scripts, ROUND_SECONDS);
            return { rate: r.tps, cpu: r.cpu };
          },
          bare: async () => {
            const f = await measured(() => bareLoad(ROUND_SECONDS), bare.pid);
            if (f.non2xx || f.errors) throw new Error(`bare replay: ${f.non2xx} non-2xx, ${f.errors} errors`);
            return { rate: f.rps, cpu: f.cpu! };
          },
          stockIn: async () => {
            const f = await measured(() => stockInLoad(server, ROUND_SECONDS), server.pid);
            return { rate: f.rps, cpu: f.cpu! };
          },
        };
        // Each round takes the three in another order, so none always follows the same one.
        const orders = [
          ['replay', 'bare', 'stockIn'],
          ['stockIn', 'replay', 'bare'],
          ['bare', 'stockIn', 'replay'],
        ] as const;
        const got: Partial<Record<keyof typeof turns, { rate: number; cpu: CpuSplit }>> = {};
        for (const k of orders[round % orders.length]) got[k] = await turns[k]();
        const { replay: r, bare: b, stockIn: st } = got as Required<typeof got>;
        const others =
          (machineBusyMs() - started.busy - (sum(cpuNow()) - started.ours)) /
          ((Date.now() - started.at) * cpus().length);
        paired.push({
          ratio: st.rate / r.rate,
          replay: r.rate,
          stockIn: st.rate,
          bare: b.rate,
          load,
          others,
          cpu: { stockIn: st.cpu, bare: b.cpu, replay: r.cpu },
        });
        console.log(
          `round ${round + 1}: replay ${r.rate.toFixed(0)} tps, bare Node ${b.rate.toFixed(0)} = ${((100 * b.rate) / r.rate).toFixed(1)} %, stock-in ${st.rate.toFixed(0)} requests/s = ${((100 * st.rate) / r.rate).toFixed(1)} % (load ${load}, others ${(100 * others).toFixed(0)} % of the cores); CPU ms: stock-in ${cpuOf(st.cpu)}, bare ${cpuOf(b.cpu)}, replay ${cpuOf(r.cpu)}`,
        );
      }
    } finally {
      if (pinned) for (const pid of [cluster.pid!, process.pid]) pin(pid, BOTH_CORES);
      pinned = false;
      for (const a of analyzers) await a.end();
      bare.stop();
      await server.stop();
    }
  }

  let onLite: Figures | undefined;
  if (PGLITE) {
    const dir = mkdtempSync(join(tmpdir(), 'sklad-bench-pglite-'));
    // PGlite's start (copying the template, migrations) takes long on a busy machine.
    const liteServer = await startAsDeployed({ dataDir: join(dir, 'data'), timeoutMs: 240_000 });
    try {
      onLite = await measured(() => stockInLoad(liteServer), liteServer.pid);
    } finally {
      await liteServer.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    log('stock-in on PGlite', onLite);
  }

  const ratios = paired.map((r) => r.ratio).sort((a, b) => a - b);
  const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const medianCpu = (k: 'stockIn' | 'bare' | 'replay') =>
    (['server', 'postgres', 'client'] as const)
      .map((f) => medianOf(paired.map((r) => r.cpu[k][f])).toFixed(3))
      .join(' / ');
  const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
  const pct = (f: Figures) => `${((100 * f.rps) / bench.tps).toFixed(1)} %`;
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.rps.toFixed(0)} | ${pct(f)} | ${f.p50} | ${f.p97_5} | ${f.p99} | ${f.non2xx} | ${f.errors} | ${f.load} | ${cpuOf(f.cpu)} | ${ioOf(f)} |`;
  lines.push(
    `Measured ${new Date().toISOString()} on ${machine}; ${SECONDS} s per run, ${CLIENTS} clients.`,
    '',
    `- pgbench TPC-B (scale ${CLIENTS}, ${CLIENTS} clients, 2 threads, prepared): **${bench.tps.toFixed(0)} tps**, latency ${bench.latencyMs} ms, load average ${bench.load} before it; CPU ms per transaction: PostgreSQL ${bench.cpu.postgres}, pgbench ${bench.cpu.client}`,
    `- pgbench replaying the stock-in's own statements (recorded from the server; one pipeline BEGIN … COMMIT with the session check inside, live event; prepared): **${replay.tps.toFixed(0)} tps = ${((100 * replay.tps) / bench.tps).toFixed(1)} % of TPC-B**, latency ${replay.latencyMs} ms; CPU ms per transaction: PostgreSQL ${replay.cpu.postgres}, pgbench ${replay.cpu.client}`,
    `- ceiling, bare node:http answering the stock-in's POST with a fixed JSON (no database): **${pct(ceiling)} of pgbench**`,
    ...onPg.map(
      (r) =>
        `- ${r.workers} server process(es): cheapest signed-in call **${pct(r.session)}**, stock-in **${r.figures.rps.toFixed(0)} requests/s = ${pct(r.figures)} of pgbench = ${((100 * r.figures.rps) / replay.tps).toFixed(1)} % of its own statements from pgbench**; after the run: ${r.consistency}`,
    ),
    ...(paired.length
      ? [
          `- paired rounds (${paired.length} × ${ROUND_SECONDS} s, the replay, the bare Node server below and the stock-in in turns, ${ROUND_WORKERS > 1 ? `WORKERS=${ROUND_WORKERS}` : 'one server process'}, warmed up, tables analyzed before each round${PIN ? '; pinned: PostgreSQL on core 0, the server, the load and pgbench on core 1' : ''}): the stock-in **${percent(ratios[Math.floor(ratios.length / 2)])} of the replay** (the median of the rounds' ratios; they ran ${percent(ratios[0])} to ${percent(ratios.at(-1)!)}); per round, stock-in / replay per second and the share of the ${cpus().length} cores other processes used: ${paired.map((r) => `${r.stockIn.toFixed(0)} / ${r.replay.toFixed(0)} (${(100 * r.others).toFixed(0)} %)`).join(', ')}`,
          `- the floor of a Node server for this work, in the same rounds (\`_bare-replay.mjs\`: node:http and node-postgres running each stock-in's recorded statements, the transaction and the live event in one round trip, no framework, sign-in check, validation or domain): **${percent(medianOf(paired.map((r) => r.bare / r.replay)))} of the replay**; the stock-in ${percent(medianOf(paired.map((r) => r.stockIn / r.bare)))} of it (medians of the rounds' ratios)`,
          `- CPU ms per request in the rounds (medians), server / PostgreSQL / load generator or pgbench: stock-in ${medianCpu('stockIn')}, bare Node ${medianCpu('bare')}, replay ${medianCpu('replay')}`,
        ]
      : []),
    ...onPg
      .filter((r) => r.figures.cpu?.postgres)
      .map(
        (r) =>
          `- the database's own share (${r.workers} process(es)): PostgreSQL spent **${r.figures.cpu!.postgres} ms of CPU per stock-in** (${(r.figures.cpu!.postgres / bench.cpu.postgres).toFixed(1)} × a TPC-B transaction's ${bench.cpu.postgres} ms); with ${cpus().length} cores and a server and load generator that cost nothing, that alone allows at most **${((100 * (cpus().length * 1000)) / r.figures.cpu!.postgres / bench.tps).toFixed(1)} % of pgbench**`,
      ),
    '',
    '| run | requests/s | % of pgbench | p50 ms | p97.5 ms | p99 ms | non-2xx | errors | load average before | CPU ms per request: server / PostgreSQL / load generator | per request: SQL statements / writes to PostgreSQL / writes to clients |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('bare node:http, fixed JSON, no database (ceiling)', ceiling),
    ...onPg.flatMap((r) => [
      row(
        `GET /api/sklad/status/ (session check + 1 read), PostgreSQL, ${r.workers === 1 ? 'one process' : `WORKERS=${r.workers}`}`,
        r.session,
      ),
      row(
        `stock-in, PostgreSQL 15 (fsync off), ${r.workers === 1 ? 'one process' : `WORKERS=${r.workers}`}`,
        r.figures,
      ),
    ]),
    ...(onLite ? [row('stock-in, PGlite (data directory)', onLite)] : []),
  );
} finally {
  if (recorded && !process.env.KEEP_REPLAY) rmSync(recorded.dir, { recursive: true, force: true });
  cluster.stop();
}
// Only the part between the markers is rewritten; the profile above it is written by hand.
const file = resolve(import.meta.dirname, 'THROUGHPUT.md');
const [start, end] = ['<!-- run:start -->', '<!-- run:end -->'];
const text = existsSync(file) ? readFileSync(file, 'utf8') : `# Stock-in throughput\n\n${start}\n${end}\n`;
writeFileSync(
  file,
  text.slice(0, text.indexOf(start) + start.length) + `\n${lines.join('\n')}\n` + text.slice(text.indexOf(end)),
);
console.log(lines.join('\n'));
