// Preloaded into a server under the benchmark (`node --import ./bench/server/_record-statements.mjs`):
// appends every SQL statement it sends, with its parameters, to RECORD_STATEMENTS_FILE as one JSON line,
// so the benchmark can replay a stock-in's own statements from pgbench (_stock-in-replay.ts).
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.RECORD_STATEMENTS_FILE;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = Array.isArray(values) ? values : (config?.values ?? []);
  if (file && typeof text === 'string') appendFileSync(file, JSON.stringify({ text, params }) + '\n');
  return query.call(this, config, values, ...rest);
};
