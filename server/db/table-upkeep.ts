import type { MigrationTarget } from './migrate';

/*
 * The embedded database (PGlite) is PostgreSQL as one backend without autovacuum, open for the server's whole
 * life. Nothing there ever vacuums or analyzes a table, and that backend keeps every plan it caches (the ledger's
 * statement-level key checks in PL/pgSQL, prepared statements) until a table's size or statistics change. A plan made
 * on the few changes of a new database stays while the ledger grows: on 200,000 changes a scanner's stock-in took
 * about 40 ms instead of 7–9 (bench/ledger/grown-ledger.bench.ts). And the space of deleted rows (live events, push
 * batches, leases: queues) is reused only after a VACUUM: a table keeping 1,000 of 5,000 rows written at a time grew
 * to 736 pages in 20 rounds, and kept growing when vacuumed only as it grew. So a pass does what autovacuum would:
 * VACUUM of the whole database (it skips the pages it already marked all visible, and a table whose size changed
 * gets its new size, which invalidates the plans made on the old one), and ANALYZE of the tables grown by autovacuum's
 * analyze threshold since their statistics. The threshold is taken in pages: PGlite's `pg_stat_user_tables` still
 * counted no row of a table after 200,000 inserts into it, so it cannot tell what changed.
 */

/** A table's size now and when its statistics were last taken (pg_class.relpages before this process, then ours). */
export interface TableSize {
  /** Quoted for SQL. */
  table: string;
  pagesThen: number;
  pagesNow: number;
}

/** As autovacuum's analyze threshold (50 rows + 10 %), in pages: a fixed few plus a tenth of the size then. */
const FIXED_PAGES = 8;
const SCALE = 0.1;

/** The tables grown past the threshold since their statistics were taken. */
export function grownTables(sizes: readonly TableSize[]): string[] {
  return sizes.filter((s) => s.pagesNow > s.pagesThen + FIXED_PAGES + SCALE * s.pagesThen).map((s) => s.table);
}

const SIZES_SQL = `SELECT format('%I.%I', n.nspname, c.relname) AS "table", c.relpages AS "pagesThen",
    (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS "pagesNow"
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname = 'public'`;

export interface TableUpkeep {
  /** One pass now, or the pass under way: the tables it analyzed (it vacuums every table). */
  now(): Promise<string[]>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** A pass every `everyMs` (autovacuum's default nap), never two at once; a failed pass is logged and the next tries again. */
export function startTableUpkeep(
  target: MigrationTarget,
  { everyMs = 60_000, log = console.warn }: { everyMs?: number; log?: (line: string) => void } = {},
): TableUpkeep {
  // Each table's size when its statistics were taken: pg_class's at first sight (a VACUUM updates it too), then ours.
  const analyzedAt = new Map<string, number>();
  const upkeep = async (): Promise<string[]> => {
    const sizes = (await target.query<TableSize>(SIZES_SQL)).map((s) => {
      if (!analyzedAt.has(s.table)) analyzedAt.set(s.table, s.pagesThen);
      return { ...s, pagesThen: analyzedAt.get(s.table)! };
    });
    await target.exec('VACUUM');
    const grown = grownTables(sizes);
    if (!grown.length) return [];
    await target.exec(`ANALYZE ${grown.join(', ')}`);
    for (const s of sizes) if (grown.includes(s.table)) analyzedAt.set(s.table, s.pagesNow);
    return grown;
  };
  let running: Promise<string[]> | undefined;
  const pass = () => {
    running ??= upkeep().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    pass().catch((error: unknown) => log(`Údržba tabulek vestavěné databáze selhala: ${String(error)}`));
  }, everyMs);
  timer.unref();
  return {
    now: pass,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
