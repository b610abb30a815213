// The floor of any Node server doing a stock-in's database work: node:http, no framework, no sign-in check of
// its own, no validation, no domain; each POST runs one recorded stock-in's own statements (the ones pgbench
// replays, _stock-in-replay.ts) through the server's driver (node-postgres, pipelined, named prepared
// statements, one socket write) and answers the answer the server gave. The transaction, its live event and
// the drain's read leave together: one round trip per request, as few as any client could take.
// The throughput benchmark drives it with the stock-in's own POST, beside pgbench and the real server.
// Env: PORT, DATABASE_URL, REPLAY_FILE (JSON: [{ key, statements: [{ text, params }] }]).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const recorded = JSON.parse(readFileSync(process.env.REPLAY_FILE, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, pipeline: true });
const names = new Map();
const nameOf = (text) => names.get(text) ?? names.set(text, `bare${names.size + 1}`).get(text);

/** The recorded request `i`'s statements with a fresh Idempotency-Key; the change id comes from the sequence. */
function statementsOf(i, key) {
  const { key: recordedKey, statements } = recorded[i % recorded.length];
  return statements.map(({ text, params }) => {
    const changeId = text.startsWith('WITH ch AS (INSERT INTO stock_changes')
      ? Number(/VALUES \((?:COALESCE\()?\$(\d+)::bigint/.exec(text)?.[1]) - 1
      : -1;
    const values = params.map((v, n) => (n === changeId ? null : v === recordedKey ? key : v));
    return values.length ? { name: nameOf(text), text, values } : { text };
  });
}

/** The answer the server stored with its change (the claim's UPDATE carries it). */
const answers = recorded.map(({ statements }) => {
  const stored = statements.find((s) => s.text.startsWith('UPDATE idempotency_keys SET status'));
  return Buffer.from(typeof stored?.params[1] === 'string' ? stored.params[1] : '{}');
});

let served = 0;
createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    const i = served++;
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const client = await pool.connect();
    let failed;
    try {
      const stream = client.connection.stream;
      stream.cork();
      const sent = statementsOf(i, String(req.headers['idempotency-key'])).map((s) => client.query(s));
      stream.uncork();
      await Promise.all(sent);
    } catch (error) {
      failed = error;
    } finally {
      client.release(failed);
    }
    const body = failed ? Buffer.from(JSON.stringify({ detail: String(failed) })) : answers[i % answers.length];
    res.writeHead(failed ? 500 : 200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
