import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster';
import { postgresAvailable } from '../../tests/support/storage-matrix';
import { MAX_PER_CONNECTION, nameRepeatedStatements } from './named-statements';

describe.skipIf(!postgresAvailable())('named prepared statements on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let pool: pg.Pool;
  const prepared = async () =>
    (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );

  beforeAll(async () => {
    cluster = (await startPostgresCluster())!;
    // One connection, so every statement below meets the same backend.
    pool = new pg.Pool({ connectionString: createDatabase(cluster.url, 'named_statements'), max: 1 });
    pool.on('connect', nameRepeatedStatements);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    cluster?.stop();
  });

  it('prepares a statement with parameters once and runs it again by name, with the right answers', async () => {
    expect((await pool.query('SELECT $1::int + 1 AS n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await pool.query({ text: 'SELECT $1::int + 1 AS n', values: [41] })).rows).toEqual([{ n: 42 }]);
    expect((await pool.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
    // Once, though run twice; the statement without parameters stays a simple query.
    expect(await prepared()).toEqual(['SELECT $1::int + 1 AS n']);
  });

  it('a connection keeps a bounded number of them; further texts still run, unnamed', async () => {
    const texts = Array.from({ length: MAX_PER_CONNECTION + 8 }, (_, i) => `SELECT $1::int + ${i} AS n`);
    for (const [i, text] of texts.entries()) expect((await pool.query(text, [1])).rows).toEqual([{ n: 1 + i }]);
    expect((await prepared()).length).toBe(MAX_PER_CONNECTION);
  });
});
