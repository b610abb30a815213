import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/runtime';
import { buildPgliteTemplate, buildPostgresTemplate, templateKindOf } from '../../tests/support/database-template';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { ms, writeResults, type Table } from '../lib/results';

// What a test file pays for its database: created, migrated and seeded from nothing (as every
// server test file did), or copied from a template made once per run. Wall time and this
// process's CPU time (PGlite runs in-process; PostgreSQL's own work is in its server processes,
// so its CPU column understates and the wall time is the figure to read there).
const ROUNDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
const DEMO = { demo: true, tokenSecret: 'bench' };

async function measure(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await work();
  const cpu = process.cpuUsage(cpu0);
  return { wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results: Record<string, Array<{ wall: number; cpu: number }>> = {};
const record = async (name: string, work: () => Promise<unknown>) => (results[name] ??= []).push(await measure(work));

const template = await buildPgliteTemplate(templateKindOf(DEMO));
const cluster = await startPostgresCluster();
const pgTemplate = cluster ? await buildPostgresTemplate(cluster.url, 'bench_template_', 'demo') : undefined;
// Rounds interleave the kinds, so a change of machine load hits them alike.
for (let round = 0; round < ROUNDS; round++) {
  await record('PGlite in memory: new, migrated, demo seed', async () => {
    const db = await openDatabase({});
    await seedDatabase(db, DEMO);
    await db.close();
  });
  await record('PGlite in memory: copy of the template', async () => {
    const db = await openDatabase({ loadDataDir: template });
    await seedDatabase(db, DEMO);
    await db.close();
  });
  if (cluster && pgTemplate) {
    await record('PostgreSQL: empty database, migrated, demo seed', async () => {
      const db = await openDatabase({ url: createDatabase(cluster.url, `bench_empty_${round}`) });
      await seedDatabase(db, DEMO);
      await db.close();
    });
    await record('PostgreSQL: CREATE DATABASE … TEMPLATE', async () => {
      const db = await openDatabase({ url: createDatabase(cluster.url, `bench_copy_${round}`, pgTemplate) });
      await seedDatabase(db, DEMO);
      await db.close();
    });
  }
}
cluster?.stop();

const table: Table = {
  title: `A test file's database, ready for its first request (median of ${ROUNDS})`,
  columns: ['how', 'wall ms', 'CPU ms (this process)'],
  rows: Object.entries(results).map(([name, xs]) => [
    name,
    ms(median(xs.map((x) => x.wall)), 0),
    ms(median(xs.map((x) => x.cpu)), 0),
  ]),
};
console.log(table.rows.map((r) => r.join('  ')).join('\n'));
writeResults(join(import.meta.dirname, 'RESULTS.md'), '# Suite: what a test file pays for its database', [table], {
  rounds: ROUNDS,
  results,
});
