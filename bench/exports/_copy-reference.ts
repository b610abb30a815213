import { spawnSync } from 'node:child_process';
import type { TestServer } from '../../tests/support/test-server';

/**
 * The reference: COPY of the export's own query (the typed rows the XLSX path reads, the whole period, in order) to
 * CSV. PostgreSQL: psql's COPY … TO STDOUT into /dev/null (same cluster, same loopback). PGlite: COPY … TO '/dev/blob'.
 */
export async function copyReference(s: TestServer, from: string, to: string) {
  const query = `SELECT m.id::text, c.created_at, c.action, c.source, c.client_name, m.location_name, m.code,
      bt.name AS batch, bt.expires_at::text AS expires_at, m.amount, m.before_amount, m.after_amount, c.id::text AS change_id
    FROM stock_movements m JOIN stock_changes c ON c.id = m.change_id
    LEFT JOIN batches bt ON bt.id = m.sarze_id AND bt.eshop_id = m.eshop_id
    WHERE m.eshop_id = 101 AND c.created_at >= ('${from}'::date)::timestamp AT TIME ZONE 'Europe/Prague'
      AND c.created_at < ('${to}'::date + 1)::timestamp AT TIME ZONE 'Europe/Prague'
    ORDER BY m.id`;
  const t0 = performance.now();
  if (s.database.kind === 'postgres') {
    const url = (s.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const r = spawnSync(
      '/usr/lib/postgresql/15/bin/psql',
      [url, '-q', '-c', `COPY (${query}) TO STDOUT (FORMAT csv)`],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (r.status !== 0) throw new Error(`psql COPY failed (${r.status})`);
  } else {
    await s.database.query(`COPY (${query}) TO '/dev/blob' (FORMAT csv)`);
  }
  return (performance.now() - t0) / 1000;
}
