// The stock-in's own SQL, replayed from pgbench: the database work of one stock-in without the server.
// A server process preloaded with _record-statements.mjs answers a few stock-ins one at a time; each one's
// statements (BEGIN … COMMIT, with the session check as the transaction's first statement since issue 29's seventh
// pass and before BEGIN earlier; the live event) become a pgbench script with the request's
// values as literals, a fresh Idempotency-Key per transaction and the change id taken from the sequence
// as the server takes it. The transaction's statements go in one pipeline (one round trip, fewer than
// the server's three), so the replay is the most a client could get out of these statements.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

interface Recorded {
  text: string;
  params: unknown[];
}

const { prepareValue } = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils;

/** The recorded statements between the marker lines the benchmark wrote, one list per request. */
export function recordedRequests(file: string): Recorded[][] {
  const requests: Recorded[][] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line) as Recorded | { mark: true };
    if ('mark' in entry) requests.push([]);
    else requests.at(-1)?.push(entry);
  }
  return requests.filter((r) => r.length > 0);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = String(prepareValue(value)).replace(/'/g, "''");
  // pgbench's prepared mode takes every ":name" in a statement for a variable, inside quotes too
  // (a JSON answer's "change_id":65): such literals spell the colon as an escape.
  if (!text.includes(':') && !text.includes('\\')) return `'${text}'`;
  return `E'${text.replace(/\\/g, '\\\\').replace(/:/g, '\\x3a')}'`;
}

/** A pgbench script of one recorded stock-in whose Idempotency-Key was `key`. */
export function pgbenchScript(statements: readonly Recorded[], key: string): string {
  const lines = ['\\set k random(1, 2000000000)'];
  let inTransaction = false;
  for (const { text, params } of statements) {
    // The change id the server took up front: the replay takes the one its own nextval gave (`COALESCE($n::bigint, …)`
    // since issue 29's eighth pass, `$n::bigint` before: both, so an older tree can be measured with this code).
    const idParam = text.startsWith('WITH ch AS (INSERT INTO stock_changes')
      ? Number(/VALUES \((?:COALESCE\()?\$(\d+)::bigint/.exec(text)?.[1])
      : NaN;
    const sqlText = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      if (Number(n) === idParam) return `currval('stock_changes_id_seq')`;
      if (value === key) return `('replay-' || :client_id || '-' || :k)`;
      return literal(value);
    });
    if (/^begin\b/i.test(text.trim())) {
      lines.push('\\startpipeline');
      inTransaction = true;
    }
    lines.push(`${sqlText.trim()};`);
    if (/^commit\b/i.test(text.trim()) && inTransaction) {
      lines.push('\\endpipeline');
      inTransaction = false;
    }
  }
  return lines.join('\n') + '\n';
}

/** Writes one script per recorded request into `dir`; returns pgbench's `-f` arguments. */
export function writeScripts(dir: string, requests: readonly Recorded[][], keys: readonly string[]): string[] {
  return requests.flatMap((statements, i) => {
    const file = join(dir, `stock-in-${i}.sql`);
    writeFileSync(file, pgbenchScript(statements, keys[i]));
    return ['-f', file];
  });
}
