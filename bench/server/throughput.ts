// Stock-in throughput beside pgbench TPC-B on the same throwaway PostgreSQL 15 cluster, and PGlite's figure.
// Run: npx tsx bench/server/throughput.ts [--seconds 20] [--clients 8] [--workers 2]
// The server runs in its own process (server/main.ts, as deployed); this process is only the load
// generator (autocannon), so the two never share an event loop. Results: bench/server/THROUGHPUT.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const CLIENTS = arg('clients', 8);
const WORKERS = arg('workers', 2);
const LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1'];
const PG_BIN = '/usr/lib/postgresql/15/bin';

interface Figures {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function pgbench(url: string): { tps: number; latencyMs: number } {
  execFileSync(join(PG_BIN, 'pgbench'), ['-i', '-s', String(CLIENTS), '-q', url], { stdio: 'pipe' });
  const out = execFileSync(
    join(PG_BIN, 'pgbench'),
    ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-M', 'prepared', url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  return { tps, latencyMs };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** 8 keep-alive connections, each sending stock-ins (2 lines, sync on, a fresh Idempotency-Key) back to back. */
async function stockInLoad(server: ServerProcess): Promise<Figures> {
  const token = await signIn(server.url);
  let n = 0;
  const run = Date.now();
  const instance = autocannon({
    url: server.url,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/sklad/inventory/',
        setupRequest: (req: Record<string, unknown>) => {
          const i = n++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'idempotency-key': `bench-${run}-${i}`,
            },
            body: JSON.stringify({
              products: [
                { code: `ZAH000${1 + (i % 9)}`, amount: 1 },
                { code: `ZAH001${i % 10}`, amount: 2 },
              ],
              location_name: LOCATIONS[i % LOCATIONS.length],
              shoptet_sync: true,
            }),
          };
        },
      },
    ],
  });
  const result = await instance;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
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
try {
  const bench = pgbench(createDatabase(cluster.url, 'pgbench'));
  console.log(`pgbench TPC-B, ${CLIENTS} clients: ${bench.tps.toFixed(0)} tps, latency ${bench.latencyMs} ms`);

  const onPg: Array<{ workers: number; figures: Figures; consistency: string }> = [];
  for (const workers of [1, WORKERS]) {
    const apiUrl = createDatabase(cluster.url, `sklad_${workers}`);
    const server = await startServerProcess({ databaseUrl: apiUrl, env: { WORKERS: String(workers) } });
    let figures: Figures;
    try {
      figures = await stockInLoad(server);
    } finally {
      await server.stop();
    }
    const consistency = await ledgerConsistent(apiUrl);
    onPg.push({ workers, figures, consistency });
    const ratio = ((100 * figures.rps) / bench.tps).toFixed(1);
    console.log(
      `stock-in on PostgreSQL, ${workers} process(es): ${figures.rps.toFixed(0)} req/s (${ratio} %); ${consistency}`,
    );
  }

  const dir = mkdtempSync(join(tmpdir(), 'sklad-bench-pglite-'));
  const liteServer = await startServerProcess({ dataDir: join(dir, 'data') });
  let onLite: Figures;
  try {
    onLite = await stockInLoad(liteServer);
  } finally {
    await liteServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`stock-in on PGlite: ${onLite.rps.toFixed(0)} req/s`);

  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p97_5} | ${f.p99} | ${f.non2xx} | ${f.errors} |`;
  lines.push(
    `Measured ${new Date().toISOString()} on ${machine}; ${SECONDS} s per run, ${CLIENTS} clients.`,
    '',
    `- pgbench TPC-B (scale ${CLIENTS}, ${CLIENTS} clients, 2 threads, prepared): **${bench.tps.toFixed(0)} tps**, latency ${bench.latencyMs} ms`,
    ...onPg.map(
      (r) =>
        `- stock-in on the same cluster, ${r.workers} server process(es): **${r.figures.rps.toFixed(0)} requests/s = ${((100 * r.figures.rps) / bench.tps).toFixed(1)} % of pgbench**; after the run: ${r.consistency}`,
    ),
    '',
    '| stock-in (POST /api/sklad/inventory/) | requests/s | p50 ms | p97.5 ms | p99 ms | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
    ...onPg.map((r) => row(`PostgreSQL 15 (fsync off), WORKERS=${r.workers}`, r.figures)),
    row('PGlite (data directory)', onLite),
  );
} finally {
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
