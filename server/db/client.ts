import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyMigrations } from './migrate';
import { nameRepeatedStatements } from './named-statements';
import { pipelineTransactions } from './pipelined-transaction';
import { startTableUpkeep } from './table-upkeep';

/**
 * drizzle without its relational query API (`db.query.*`, unused here): given the schema, drizzle builds one
 * query builder per table for every database object, each transaction's included, a measured share of a
 * stock-in's CPU (bench/server/THROUGHPUT.md). Tables are imported from ./schema where a query names them.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by migrations and tests. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Whether the database answers a trivial query within `timeoutMs` (GET /healthz). */
  reachable(timeoutMs: number): Promise<boolean>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` opens again (the tests' template). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only (no autovacuum there): vacuums the database and analyzes the tables grown since their statistics, as
   * a timer also does every minute (table-upkeep.ts); answers the tables it analyzed.
   */
  upkeep?(): Promise<string[]>;
}

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server; otherwise the embedded PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start from this dumped data directory (`dumpDataDir`) instead of an empty one; the tests' template. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    await migratePostgres(options.url);
    return openPostgres(options.url);
  }
  const database = await openPglite(options.dataDir, options.loadDataDir);
  await applyMigrations(database);
  return database;
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir, { loadDataDir }) : new PGlite({ loadDataDir });
  await client.waitReady;
  const target = {
    exec: async (sql: string) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  };
  const upkeep = startTableUpkeep(target);
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    ...target,
    close: async () => {
      await upkeep.stop();
      await client.close();
    },
    upkeep: upkeep.now,
    reachable: (timeoutMs) => answersWithin(() => client.query('SELECT 1'), timeoutMs),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Several nodes may start at once on one PostgreSQL: one connection holds an advisory lock while it
 * migrates, so the others wait and then find every migration applied.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await applyMigrations({
      exec: async (sql) => {
        await client.query(sql);
      },
      query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    });
  } finally {
    await client.end();
  }
}
/** Any fixed number; the lock ends with the migrating connection. */
const MIGRATION_LOCK = 75_317_001;

function openPostgres(url: string): Database {
  // Pipelining: queries a use case sends without awaiting in between (Promise.all in a transaction)
  // go out back to back and share one network round trip; the server still runs them in order.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    pipeline: true,
    // While PostgreSQL is away a request waits this long for a connection, then is answered 503.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 30_000),
  } as pg.PoolConfig);
  // A connection that breaks while idle in the pool (a restart, pg_terminate_backend) is an `error`
  // event of the pool; one that breaks while checked out is an `error` event of its client. An
  // EventEmitter error nobody listens to ends the process, so both are heard here. The pool has
  // already discarded an idle one; a checked-out one fails its query, and its holder releases it
  // as broken (pipelined-transaction.ts) or node-postgres drops it as unqueryable.
  pool.on('error', (error) => console.error('PostgreSQL: an idle connection broke and was discarded:', error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL: a connection in use broke:', error.message));
    coalesceWrites(client);
    // Off for a connection pooler that cannot keep prepared statements (docs/scaling.md).
    if (process.env.PG_NAMED_STATEMENTS !== '0') nameRepeatedStatements(client);
  });
  const db = drizzlePg(pool) as unknown as Db;
  pipelineTransactions(db, pool);
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
    reachable: (timeoutMs) => answersWithin(() => pool.query('SELECT 1'), timeoutMs),
  };
}

/** True when `probe` succeeds within `timeoutMs`; a failure or a hang is false, never a throw. */
async function answersWithin(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * node-postgres writes each query with its own socket write; queries a transaction sends together
 * (pipelined) would each cost a system call. Corking the socket from the first query until the
 * event loop's check phase sends everything this turn of the loop queued (including queries issued
 * after awaiting other promises, such as BEGIN and the work's first statements) in one write.
 * Nothing waits longer than the rest of that turn.
 */
function coalesceWrites(client: pg.PoolClient): void {
  const internals = client as unknown as {
    connection: { stream: { cork?: () => void; uncork?: () => void } };
    _pulseQueryQueue: () => void;
  };
  const stream = internals.connection.stream;
  if (!stream.cork || !stream.uncork) return;
  const pulse = internals._pulseQueryQueue.bind(client);
  let corked = false;
  internals._pulseQueryQueue = () => {
    if (!corked) {
      corked = true;
      stream.cork!();
      setImmediate(() => {
        corked = false;
        stream.uncork!();
      });
    }
    pulse();
  };
}
