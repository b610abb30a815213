// Collect and deposit suggestions of one category over 50,000 products and 5,000 locations, through
// the real HTTP stack, on PGlite and on PostgreSQL: `npx tsx bench/relocation/suggestions.bench.ts [runs]`.
import { freshCall } from '../stocktaking/_support';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { summarize } from '../lib/stats';
import { seed } from './seed';

const RUNS = Number(process.argv[2] ?? 20);

const rows: string[] = [];
async function measure(name: string, s: TestServer) {
  try {
    const category = await seed(s.database);
    const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
    const token = login.body.access_token as string;
    for (const list of ['collect', 'deposit'] as const) {
      const url = `${s.url}/api/sklad/relocation_rules/suggestions/${category}/${list}/?guid=bench`;
      let items = 0;
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
        const body = (await res.json()) as { items: unknown[] };
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(JSON.stringify(body).slice(0, 300));
        items = body.items.length;
        if (i >= 3) samples.push(ms);
      }
      const sum = summarize(samples);
      rows.push(
        `| ${name} | ${list} | ${items.toLocaleString('en')} | ${sum.p50.toFixed(0)} | ${sum.p95.toFixed(0)} | ${sum.max.toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await s.close();
  }
}

if (process.env.BENCH_STORAGE !== 'postgres') await measure('PGlite (embedded)', await startTestServer());
const cluster = await startPostgresCluster();
if (cluster) {
  try {
    await measure(
      'PostgreSQL 15',
      await startTestServer({ databaseUrl: createDatabase(cluster.url, 'relocation_bench') }),
    );
  } finally {
    cluster.stop();
  }
}
console.log(['| storage | list | items | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|---|', ...rows].join('\n'));
