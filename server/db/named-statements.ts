import type pg from 'pg';

/** Distinct statement texts that get a name; texts seen after that many run unnamed. */
const MAX_NAMED_TEXTS = 4096;
/** Prepared statements one connection keeps at most (each holds a plan in its backend's memory). */
export const MAX_PER_CONNECTION = 512;

/** One name per statement text, shared by every connection: a name always means the same text. */
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `sk${names.size + 1}`;
  names.set(text, name);
  return name;
}

type QueryConfig = pg.QueryConfig & { name?: string };

/**
 * Every statement with parameters becomes a named prepared statement on its connection: PostgreSQL
 * parses and plans it the first time only (after five runs it may keep one generic plan), where an
 * unnamed statement is parsed and planned anew on every call. Measured under the stock-in load,
 * planning alone was about 0.6 ms of PostgreSQL's CPU per request (bench/server/THROUGHPUT.md).
 *
 * The statements are the ones the code sends anyway; nothing else changes: the same text, the same
 * parameters, the same results. Statements without parameters (BEGIN, COMMIT, DDL) stay simple
 * queries. A schema change while the server runs (migrations run before it serves) could make a
 * kept plan's result type stale; PostgreSQL re-plans on table changes by itself otherwise.
 */
export function nameRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const mine = new Set<string>();
  const named = (config: QueryConfig): QueryConfig => {
    if (config.name || !config.text) return config;
    const name = nameOf(config.text);
    if (name === undefined) return config;
    if (!mine.has(name)) {
      if (mine.size >= MAX_PER_CONNECTION) return config;
      mine.add(name);
    }
    return { ...config, name };
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => {
    const params = Array.isArray(values) ? values : (config as QueryConfig | null)?.values;
    if (!params?.length || (config as { submit?: unknown }).submit) return query(config, values, callback);
    const asConfig: QueryConfig = typeof config === 'string' ? { text: config } : (config as QueryConfig);
    return query(named(asConfig), values, callback);
  };
}
