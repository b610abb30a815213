import type { MigrationTarget } from './migrate';

/*
 * The embedded database (PGlite) is PostgreSQL as one backend without autovacuum, open for the server's whole
 * life. Nothing there ever analyzes or vacuums a table, and that backend keeps every plan it caches (the ledger's
 * statement-level key checks in PL/pgSQL, prepared statements) until a table's statistics change. A plan made
 * on the few changes of a new database stays while the ledger grows: on 200,000 changes a scanner's stock-in took
 * 41.8 ms instead of 9.4, and 8.1 after a VACUUM (ANALYZE) (bench/ledger/grown-ledger.bench.ts). PostgreSQL's
 * autovacuum re-plans such a table once it has grown by 10 %; this does the same for PGlite, by the table's
 * size against the size its statistics were taken at. VACUUM comes with it because PGlite has no other: rows
 * the queues delete (live events, push batches, leases) are reused only after one.
 */

/** A table's size now and at its last VACUUM or ANALYZE (pg_class.relpages, what its plans were costed on). */
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

/** Vacuums and analyzes the grown tables (one statement; none when nothing grew) and answers which they were. */
export async function upkeepTables(target: MigrationTarget): Promise<string[]> {
  const grown = grownTables(await target.query<TableSize>(SIZES_SQL));
  if (grown.length) await target.exec(`VACUUM (ANALYZE) ${grown.join(', ')}`);
  return grown;
}

export interface TableUpkeep {
  /** One pass now (the timer's passes wait for it): the tables it vacuumed and analyzed. */
  now(): Promise<string[]>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** A pass every `everyMs` (autovacuum's default nap), never two at once; a failed pass is logged and the next tries again. */
export function startTableUpkeep(
  target: MigrationTarget,
  { everyMs = 60_000, log = console.warn }: { everyMs?: number; log?: (line: string) => void } = {},
): TableUpkeep {
  let running: Promise<string[]> | undefined;
  const pass = () => {
    running ??= upkeepTables(target).finally(() => (running = undefined));
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
