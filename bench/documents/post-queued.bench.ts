// Posting a movement document of 1,000 queued rows (POST /movement_documents/{id}/post_queued)
// over the real HTTP stack, on PGlite and on PostgreSQL: `npx tsx bench/documents/post-queued.bench.ts [runs]`.
// Target: ≤ 1 s on PostgreSQL.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, writeResults, type Table } from '../lib/results';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

const RUNS = Number(process.argv[2] ?? 5);
const ROWS = 1000;
const LOCATIONS = 20; // 50 products on each: a receipt calls the ledger once per location
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'RESULTS.md');

interface Figures {
  storage: string;
  kind: string;
  runs: number[];
  posted: number;
  failed: number;
}

async function bench(s: TestServer, storage: string): Promise<Figures[]> {
  const token = await s.login('admin');
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await s.call(method, `/api/sklad${path}`, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const locations = ((await api('GET', '/location/')) as Array<{ id: number }>).slice(0, LOCATIONS).map((l) => l.id);
  const codes = Array.from({ length: ROWS / LOCATIONS }, (_, i) => `ZAH${String(i + 1).padStart(4, '0')}`);
  const lines = (amount: (i: number) => number) =>
    locations.flatMap((location_id, l) =>
      codes.map((product_code, c) => ({ location_id, product_code, amount: amount(l * codes.length + c) })),
    );
  const documentWith = async (type: 'receipt' | 'issue', rows: ReturnType<typeof lines>) => {
    const doc = (await api('POST', '/movement_documents/', { type, partner: 'Benchmark' })) as { document_id: number };
    for (let i = 0; i < rows.length; i += 500)
      await api('PUT', `/movement_documents/${doc.document_id}`, { queue: rows.slice(i, i + 500) });
    return doc.document_id;
  };
  const timedPost = async (id: number) => {
    const t0 = performance.now();
    const answer = (await api('POST', `/movement_documents/${id}/post_queued`)) as {
      posted_count: number;
      failed_count: number;
    };
    return { ms: performance.now() - t0, ...answer };
  };

  const cases: Array<{ kind: string; type: 'receipt' | 'issue'; amount: (i: number) => number }> = [
    { kind: 'receipt, 1,000 rows', type: 'receipt', amount: () => 3 },
    { kind: 'issue, 1,000 rows', type: 'issue', amount: () => 1 },
    // Every tenth row asks for more than the location holds: those stay queued with their reason.
    { kind: 'issue, 1,000 rows, 100 refused', type: 'issue', amount: (i) => (i % 10 === 0 ? 1000 : 1) },
  ];
  await timedPost(
    await documentWith(
      'receipt',
      lines(() => 3),
    ),
  ); // warm-up, and stock for the issues
  const out: Figures[] = [];
  for (const c of cases) {
    const figures: Figures = { storage, kind: c.kind, runs: [], posted: 0, failed: 0 };
    for (let r = 0; r < RUNS; r++) {
      if (c.type === 'issue')
        await timedPost(
          await documentWith(
            'receipt',
            lines(() => 2),
          ),
        ); // keep stock available
      const result = await timedPost(await documentWith(c.type, lines(c.amount)));
      figures.runs.push(result.ms);
      figures.posted = result.posted_count;
      figures.failed = result.failed_count;
    }
    out.push(figures);
  }
  return out;
}

const all: Figures[] = [];
const pglite = await startTestServer();
try {
  all.push(...(await bench(pglite, 'PGlite (embedded)')));
} finally {
  await pglite.close();
}
const cluster = await startPostgresCluster();
if (cluster) {
  const pg = await startTestServer({ databaseUrl: createDatabase(cluster.url, `bench_docs_${Date.now()}`) });
  try {
    all.push(...(await bench(pg, 'PostgreSQL 15')));
  } finally {
    await pg.close();
    cluster.stop();
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const table: Table = {
  title: `Posting a document of ${ROWS} queued rows (${LOCATIONS} locations × ${ROWS / LOCATIONS} products), ${RUNS} runs each`,
  columns: ['database', 'document', 'posted', 'refused', 'median ms', 'min ms', 'max ms'],
  rows: all.map((f) => [
    f.storage,
    f.kind,
    f.posted,
    f.failed,
    ms(median(f.runs)),
    ms(Math.min(...f.runs)),
    ms(Math.max(...f.runs)),
  ]),
};
writeResults(
  RESULTS,
  '# Movement documents: posting the queue\n\n`npx tsx bench/documents/post-queued.bench.ts [runs]`. One POST /movement_documents/{id}/post_queued through HTTP, the session and scope checks, one transaction: the document row locked, the queue read, a receipt as one ledger stock-in per location, an issue as one ledger stock-out, each inside a savepoint (balances locked in key order, movements, balances and the sync outbox written), the rows marked posted. A refused attempt is retried without its refused rows. Target: ≤ 1 s on PostgreSQL.',
  [table],
  all,
);
console.log(table.rows.map((r) => r.join(' | ')).join('\n'));
