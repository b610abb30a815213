import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Runs a benchmark against the real server on a throwaway PostgreSQL database when the binaries are
 * installed (else on PGlite), prints the table rows it returns, and stops both afterwards.
 */
export async function onBenchServer(
  databasePrefix: string,
  run: (server: TestServer, storage: string) => Promise<string[]>,
): Promise<void> {
  const cluster = await startPostgresCluster();
  const server = cluster
    ? await startTestServer({ databaseUrl: createDatabase(cluster.url, `${databasePrefix}_${Date.now()}`) })
    : await startTestServer();
  try {
    console.log((await run(server, cluster ? 'PostgreSQL 15' : 'PGlite')).join('\n'));
  } finally {
    await server.close();
    cluster?.stop();
  }
}
