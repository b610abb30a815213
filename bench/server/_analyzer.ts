// Fresh planner statistics before a measured load (throughput.ts, side-by-side.ts).
import pg from 'pg';

export interface Analyzer {
  analyze(): Promise<void>;
  end(): Promise<void>;
}

/**
 * `ANALYZE` of a benchmark's database, as autovacuum keeps a running one. The server's pooled connections keep the
 * plans they made (a trigger's query, a named statement's generic plan); on a fresh database that grows by hundreds of
 * rows a second those would be the plans of its first seconds, and a tree that writes faster would pay more for them
 * (bench/server/THROUGHPUT.md, ninth pass). On a connection held open, so its backend's CPU is counted before a load
 * starts, not reaped into it.
 */
export async function analyzer(url: string): Promise<Analyzer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    analyze: async () => void (await client.query('ANALYZE')),
    end: () => client.end(),
  };
}
