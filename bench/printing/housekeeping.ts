// Printing housekeeping: one run of printingHousekeeping (lapsed leases, then finished jobs and PDFs past the
// retention) over a backlog of old jobs and PDFs, and the steady-state run the server makes every minute when
// there is nothing to remove; on PGlite and on PostgreSQL. Run: npx tsx bench/printing/housekeeping.ts
// Results are copied by hand into RESULTS.md.
import { PRINT_RETENTION_MS, printingHousekeeping } from '../../server/printing/housekeeping';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { postgresAvailable } from '../../tests/support/storage-matrix';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

const OLD = 5_000; // finished jobs, each with its own PDF, past the retention
const WAITING = 500; // queued jobs of an offline printer, as old: they and their PDFs must stay
const PDF_BYTES = 8 * 1024;

async function backlog(server: TestServer, now: Date): Promise<void> {
  const q = (text: string, params: unknown[] = []) => server.database.query(text, params);
  const old = new Date(now.getTime() - PRINT_RETENTION_MS - 60 * 60 * 1000);
  await q(
    `INSERT INTO print_agent_tokens (id, org_id, eshop_id, token_hash, name, created_by) VALUES (1, 1, 101, 'b', 'b', 1)`,
  );
  await q(`INSERT INTO print_computers (id, eshop_id, uuid, name, token_id) VALUES (1, 101, 'bench', 'bench', 1)`);
  await q(
    `INSERT INTO print_printers (id, eshop_id, computer_id, identifier, name, uri) VALUES (1, 101, 1, 'Z', 'Z', 'ipp://x')`,
  );
  await q(
    `INSERT INTO print_documents (eshop_id, token, client_id, template_id, label_count, pdf, created_at)
     SELECT 101, 'bench' || g, 1, 1, 1, decode(repeat('25', ${PDF_BYTES}), 'hex'), $1 FROM generate_series(1, ${OLD + WAITING}) g`,
    [old],
  );
  await q(
    `INSERT INTO print_jobs (eshop_id, document_id, printer_id, client_id, status, created_at, finished_at)
     SELECT 101, d.id, 1, 1, CASE WHEN d.id <= ${OLD} THEN 'printed' ELSE 'queued' END, $1,
            CASE WHEN d.id <= ${OLD} THEN $1::timestamptz END
     FROM print_documents d`,
    [old],
  );
}

async function measure(storage: string, server: TestServer): Promise<void> {
  const now = new Date();
  await backlog(server, now);
  let start = performance.now();
  const report = await printingHousekeeping(server.database.db, now);
  const first = performance.now() - start;
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    start = performance.now();
    await printingHousekeeping(server.database.db, now);
    idle.push(performance.now() - start);
  }
  idle.sort((a, b) => a - b);
  const [left] = await server.database.query<{ jobs: number; docs: number }>(
    `SELECT (SELECT count(*)::int FROM print_jobs) AS jobs, (SELECT count(*)::int FROM print_documents) AS docs`,
  );
  console.log(
    `${storage}: removed ${report.removedJobs} jobs and ${report.removedDocuments} PDFs (${((OLD * PDF_BYTES) / 1024 / 1024).toFixed(0)} MB) in ${first.toFixed(0)} ms; ` +
      `kept ${left.jobs} queued jobs with ${left.docs} PDFs; a run with nothing to do: p50 ${idle[10].toFixed(1)} ms, max ${idle[19].toFixed(1)} ms`,
  );
}

const pglite = await startTestServer();
await measure('PGlite', pglite);
await pglite.close();
if (postgresAvailable()) {
  const cluster = await startPostgresCluster();
  if (cluster) {
    const postgres = await startTestServer({
      databaseUrl: createDatabase(cluster.url, `sklad_bench_hk_${process.pid}`),
    });
    await measure('PostgreSQL', postgres);
    await postgres.close();
    cluster.stop();
  }
}
