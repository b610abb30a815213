// Where the stock-taking commit's time goes, statement by statement, on PGlite and PostgreSQL:
// `npx tsx bench/stocktaking/_steps-commit.ts [lines] [pglite|postgres|both] [runs]` seeds one counted check, then
// runs commitCheck `runs` times on it, each in a transaction that is rolled back (so every run commits the same
// check), timing each statement it sends; then, in the same transaction, the floor: the same balances and movements
// written by two plain statements. Prints each statement's median, the totals and their ratio with the load. Beside
// the wall time, the CPU time of the database (the PostgreSQL backend's, from /proc/<pid>/schedstat; on PGlite the
// whole process's): on a machine shared by other work the wall time mostly measures the queue, the CPU time less so.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql-rows';
import { commitCheck } from '../../server/stocktaking/commit-check';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { countEverything, freshCall, seedCountedSector, SHOP } from './_support';

const LINES = Number(process.argv[2] ?? 50_000);
const WHICH = process.argv[3] ?? 'both';
const RUNS = Number(process.argv[4] ?? 3);
const dialect = new PgDialect();
class RolledBack extends Error {}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const label = (q: SQL) => dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').trim().slice(0, 90);

type Clock = () => number;
/** CPU milliseconds so far of the PostgreSQL backend `pid`, or of this process (PGlite runs in it). */
const cpuClock =
  (pid: number | null): Clock =>
  () => {
    if (pid === null) {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    }
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  };
type Step = [text: string, wallMs: number, cpuMs: number];

/** The transaction with every statement timed into `steps` (in the order sent). */
function timed(tx: Tx, steps: Step[], cpu: Clock): Tx {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (q: SQL) => {
        const t0 = performance.now();
        const c0 = cpu();
        const result = await target.execute(q);
        steps.push([label(q), performance.now() - t0, cpu() - c0]);
        return result;
      };
    },
  });
}

/** The floor in the run's own transaction, after our commit: the same balances set back and the same movements
 *  written again by two plain statements (what any commit of these lines must write at least). */
async function floorAfter(tx: Tx, changeId: number, cpu: Clock): Promise<[number, number]> {
  const t0 = performance.now();
  const c0 = cpu();
  await tx.execute(sql`UPDATE stock_balances b SET amount = m.before_amount, updated_at = now() FROM stock_movements m
    WHERE m.change_id = ${changeId} AND b.eshop_id = m.eshop_id AND b.location_id = m.location_id
      AND b.code = m.code AND b.sarze_id = m.sarze_id`);
  await tx.execute(sql`INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id,
      amount, before_amount, after_amount)
    SELECT change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount
    FROM stock_movements WHERE change_id = ${changeId} ORDER BY id`);
  return [performance.now() - t0, cpu() - c0];
}

async function measure(name: string, s: TestServer) {
  const sector = await seedCountedSector(s.database, 'S', LINES);
  const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
  const start = await freshCall(`${s.url}/api/sklad/inventory_check/start/`, 'POST', login.body.access_token, {
    name: 'Steps',
    sectors: [sector],
  });
  await countEverything(s.database, start.body.id, 'S');
  const actor = { eshopId: SHOP, clientId: 1, clientName: 'Steps' };
  const runs: { steps: Step[]; total: [number, number]; floor: [number, number] }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const steps: Step[] = [];
    let total: [number, number] = [0, 0];
    let floor: [number, number] = [0, 0];
    await s.database.db
      .transaction(async (tx) => {
        const [{ pid }] = await rowsOf<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        const cpu = cpuClock(s.database.kind === 'postgres' ? Number(pid) : null);
        const t0 = performance.now();
        const c0 = cpu();
        const answer = await commitCheck(
          timed(tx, steps, cpu),
          actor,
          { id: start.body.id, shoptet_sync: true, resolution: 'difference' },
          new Date(),
        );
        total = [performance.now() - t0, cpu() - c0];
        floor = await floorAfter(tx, Number(answer.change_id), cpu);
        throw new RolledBack();
      })
      .catch((e) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    runs.push({ steps, total, floor });
    await s.database.exec('VACUUM stock_balances, stock_movements, inventory_check_record_lines');
  }
  console.log(`\n${name}, ${LINES} lines, ${RUNS} runs (median per statement, ms: wall, database CPU):`);
  runs[0].steps.forEach(([text], i) => {
    const wall = median(runs.map((r) => r.steps[i]?.[1] ?? 0));
    const cpu = median(runs.map((r) => r.steps[i]?.[2] ?? 0));
    if (wall >= 5 || cpu >= 5) console.log(`${wall.toFixed(0).padStart(7)} ${cpu.toFixed(0).padStart(7)}  ${text}`);
  });
  const [total, totalCpu] = [0, 1].map((k) => median(runs.map((r) => r.total[k])));
  const [floor, floorCpu] = [0, 1].map((k) => median(runs.map((r) => r.floor[k])));
  console.log(
    `total ${total.toFixed(0)} ms (CPU ${totalCpu.toFixed(0)}), floor ${floor.toFixed(0)} ms (CPU ${floorCpu.toFixed(0)}), ` +
      `ratio ${(total / floor).toFixed(2)} (CPU ${(totalCpu / floorCpu).toFixed(2)}), load ${loadavg()[0].toFixed(1)}`,
  );
}

if (WHICH !== 'postgres') {
  const s = await startTestServer();
  try {
    await measure('PGlite', s);
  } finally {
    await s.close();
  }
}
if (WHICH !== 'pglite') {
  const cluster = await startPostgresCluster();
  if (!cluster) throw new Error('no PostgreSQL binaries');
  const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, `steps_commit_${Date.now()}`) });
  try {
    await measure('PostgreSQL 15', s);
  } finally {
    await s.close();
    cluster.stop();
  }
}
