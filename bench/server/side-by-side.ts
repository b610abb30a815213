// Two trees of this code under the same stock-in load, taken in turns on one PostgreSQL cluster: the figure
// a change makes, measured against the code before it in the same run (the machine is shared; a run an hour
// later can be half as fast). Each tree's server runs from its own directory (`startServerProcess`'s `root`) as
// deployed (NODE_ENV=production, `_as-deployed.ts`), on a database of its own; each round takes
// the trees in another order (A B, B A, …), so none always goes first.
// Run: npx tsx bench/server/side-by-side.ts --a /path/to/tree-before [--b .] [--c another] [--rounds 6] [--seconds 6]
// A tree needs its node_modules (a `git archive` of a commit with this checkout's node_modules linked in).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import type { ServerProcess } from '../../tests/support/server-process';
import { analyzer, type Analyzer } from './_analyzer';
import { startAsDeployed } from './_as-deployed';
import { treeCpuMs } from './_cpu-time';
import { signIn, stockInRequest } from './_stock-in-load';

const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const TREES: Record<string, string> = { A: resolve(flag('a', '')), B: resolve(flag('b', '.')) };
// An optional third tree, C (a change in two steps, say).
if (flag('c', '')) TREES.C = resolve(flag('c', ''));
const NAMES = Object.keys(TREES);
const ROUNDS = Number(flag('rounds', '6'));
/** `--profile dir`: a `--cpu-prof` of tree B's server (its start included) is written there. */
const PROFILE = flag('profile', '');
const SECONDS = Number(flag('seconds', '6'));
const CLIENTS = 8;
if (!flag('a', '')) throw new Error('--a <tree> is needed: the code to compare against');

/** The stock-in of bench/server/throughput.ts: 2 lines, sync on, a fresh Idempotency-Key. */
async function stockInLoad(url: string, token: string, run: string) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({ ...req, ...stockInRequest(token, `ab-${run}`, n++) }),
      },
    ],
  });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const cluster = await startPostgresCluster();
if (!cluster?.pid) throw new Error('PostgreSQL 15 binaries are needed');
const servers: Record<string, ServerProcess> = {};
const analyzers: Analyzer[] = [];
try {
  for (const [name, tree] of Object.entries(TREES)) {
    const databaseUrl = createDatabase(cluster.url, `ab_${name.toLowerCase()}`);
    servers[name] = await startAsDeployed({
      root: tree,
      databaseUrl,
      timeoutMs: 240_000,
      nodeArgs: PROFILE && name === 'B' ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROFILE)}`] : [],
    });
    analyzers.push(await analyzer(databaseUrl));
  }
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(servers).map(async ([k, s]) => [k, await signIn(s.url)] as const)),
  );
  // A short warm-up each, so neither is measured while its code is still being compiled.
  for (const [k, s] of Object.entries(servers)) await stockInLoad(s.url, tokens[k], `warm-${k}`);
  const rows: Record<string, { rps: number; server: number; postgres: number }[]> = Object.fromEntries(
    NAMES.map((k) => [k, []]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    // Every tree's tables freshly analyzed, as autovacuum keeps a running database's (_analyzer.ts).
    for (const a of analyzers) await a.analyze();
    const order = NAMES.map((_, i) => NAMES[(i + round) % NAMES.length]);
    for (const k of round % 2 ? order.reverse() : order) {
      const s = servers[k];
      const before = { server: treeCpuMs(s.pid), postgres: treeCpuMs(cluster.pid) };
      const load = loadavg()[0].toFixed(1);
      const result = await stockInLoad(s.url, tokens[k], `${round}-${k}`);
      const total = result.requests.total;
      const row = {
        rps: result.requests.average,
        server: (treeCpuMs(s.pid) - before.server) / total,
        postgres: (treeCpuMs(cluster.pid) - before.postgres) / total,
      };
      rows[k].push(row);
      console.log(
        `round ${round + 1} ${k}: ${row.rps.toFixed(0)} stock-ins/s, CPU ms per stock-in: server ${row.server.toFixed(3)}, PostgreSQL ${row.postgres.toFixed(3)} (load ${load})`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (k: string) => ({
    rps: median(rows[k].map((r) => r.rps)),
    server: median(rows[k].map((r) => r.server)),
    postgres: median(rows[k].map((r) => r.postgres)),
  });
  const a = summary('A');
  console.log(`\nmedians over ${ROUNDS} rounds of ${SECONDS} s, ${CLIENTS} clients:`);
  console.log(
    `| | stock-ins/s | server CPU ms | PostgreSQL CPU ms | ÷ A in the same round (median): stock-ins/s, server, PostgreSQL |\n|---|---|---|---|---|`,
  );
  for (const k of NAMES) {
    const m = summary(k);
    // Paired: each round's figure over A's of the same round (the host's speed moves between rounds), then the median.
    const paired = (f: 'rps' | 'server' | 'postgres') => median(rows[k].map((r, i) => r[f] / rows.A[i][f])).toFixed(3);
    console.log(
      `| ${k} ${TREES[k]} | ${m.rps.toFixed(0)} | ${m.server.toFixed(3)} | ${m.postgres.toFixed(3)} | ${paired('rps')}, ${paired('server')}, ${paired('postgres')} |`,
    );
  }
} finally {
  for (const a of analyzers) await a.end();
  // A server ends through its own shutdown, so a --cpu-prof is written.
  await Promise.all(Object.values(servers).map((s) => s.stop()));
  cluster.stop();
}
