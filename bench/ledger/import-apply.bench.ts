// The stock import's apply (POST /imports/{id}/apply/) of 50,000 opening-stock rows, through the real HTTP stack, on
// PGlite and on PostgreSQL: `npx tsx bench/ledger/import-apply.bench.ts [rows] [pglite|postgres|both]`. The apply re-checks the file against
// the e-shop, creates its batches and hands the lines to the ledger's set-based entry (applyStagedChange) as ONE change.
// Reference in the same run (issue 29): `COPY … FROM STDIN` of the same rows into a scratch table plus one set-based
// statement writing the same balances and movements (rolled back). The ledger invariant is checked after each run.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { freshCall } from '../lib/fresh-call';
import { writeSection } from './bench-support';

const ROWS = Number(process.argv[2] ?? 50_000);
/** `pglite`, `postgres` or both (the default). */
const ONLY = process.argv[3] ?? 'both';
const SHOP = 101;

interface Row {
  location: string;
  code: string;
  amount: number;
  batch: string | null;
}

/**
 * An opening-stock file of distinct keys: every location × product without a batch, then again with batch
 * `B${tag}-1`, `-2`, … until the rows run out (each row its own balance, so each one a movement). `shift` changes the
 * amounts (a count that differs from what the first file put there).
 */
async function rowsOf(s: TestServer, tag: string, shift = 0): Promise<Row[]> {
  const names = await s.database.query<{ name: string }>(
    `SELECT name FROM locations WHERE eshop_id = ${SHOP} ORDER BY id`,
  );
  const codes = await s.database.query<{ code: string }>(
    `SELECT code FROM products WHERE eshop_id = ${SHOP} ORDER BY code`,
  );
  const perRound = names.length * codes.length;
  return Array.from({ length: ROWS }, (_, i) => {
    const round = Math.floor(i / perRound);
    return {
      location: names[i % names.length].name,
      code: codes[Math.floor(i / names.length) % codes.length].code,
      amount: 1 + ((i + shift) % 9),
      batch: round ? `B${tag}-${round}` : null,
    };
  });
}

async function applyOnce(s: TestServer, token: string, rows: readonly Row[], mode: 'add' | 'set', name: string) {
  let csv = 'Pozice;Kód produktu;Množství;Šarže;Expirace\r\n';
  for (const r of rows) csv += `${r.location};${r.code};${r.amount};${r.batch ? `${r.batch};31.12.2027` : ';'}\r\n`;
  const form = new FormData();
  form.set('file', new Blob([csv]), name);
  // Fresh connections (no keep-alive pool): the reference and the seeding outlast the server's keep-alive, and a
  // pooled socket it has closed would reset the call.
  const multipart = new Response(form);
  const up = await freshRequest(
    `${s.url}/api/sklad/imports/upload/?kind=stock`,
    token,
    Buffer.from(await multipart.arrayBuffer()),
    multipart.headers.get('content-type')!,
  );
  const session = up.body as { id: number; problem_count: number };
  if (up.status !== 201 || session.problem_count) throw new Error(`upload: ${up.status} ${JSON.stringify(session)}`);
  const t0 = performance.now();
  const applied = await freshCall(`${s.url}/api/sklad/imports/${session.id}/apply/`, 'POST', token, { mode });
  const seconds = (performance.now() - t0) / 1000;
  if (applied.status !== 200) throw new Error(`apply: ${JSON.stringify(applied.body).slice(0, 500)}`);
  const bad = await ledgerInconsistencies(s.database);
  if (bad.length) throw new Error(`ledger inconsistent after the import: ${bad.length} rows`);
  const changeId = Number(applied.body.change_ids[0]);
  const [{ n }] = await s.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stock_movements WHERE change_id = ${changeId}`,
  );
  return { seconds, changeId, movements: Number(n), changes: applied.body.change_ids.length as number };
}

/** A POST of a ready body on a connection of its own. */
function freshRequest(url: string, token: string, body: Buffer, type: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': type, 'content-length': body.length, authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The reference: the same rows (resolved to ids, as the apply resolves them) by COPY FROM STDIN into a scratch table,
 * then one statement adding them to the balances and writing their movements; rolled back. PostgreSQL: psql on the
 * same cluster over the same loopback (its start, a few ms, is counted against the reference). PGlite: COPY from a blob.
 */
async function reference(s: TestServer, rows: readonly Row[], changeId: number): Promise<number> {
  const ids = new Map(
    (
      await s.database.query<{ id: number; name: string }>(`SELECT id, name FROM locations WHERE eshop_id = ${SHOP}`)
    ).map((l) => [l.name, Number(l.id)]),
  );
  const batches = new Map(
    (
      await s.database.query<{ id: number; code: string; name: string }>(
        `SELECT id, code, name FROM batches WHERE eshop_id = ${SHOP}`,
      )
    ).map((b) => [`${b.code}\u0000${b.name}`, Number(b.id)]),
  );
  const data = rows
    .map(
      (r) =>
        `${ids.get(r.location)},${r.location},${r.code},${r.batch ? batches.get(`${r.code}\u0000${r.batch}`) : 0},${r.amount}\n`,
    )
    .join('');
  const scratch = `CREATE TEMP TABLE import_scratch (location_id int, location_name text, code text, sarze_id int, amount int)`;
  const apply = `WITH agg AS (
      SELECT location_id, min(location_name) AS location_name, code, sarze_id, sum(amount)::int AS amount
      FROM import_scratch GROUP BY location_id, code, sarze_id),
    bal AS (
      INSERT INTO stock_balances AS b (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${SHOP}, location_id, code, sarze_id, amount FROM agg ORDER BY location_id, code, sarze_id
      ON CONFLICT (eshop_id, location_id, code, sarze_id) DO UPDATE SET amount = b.amount + EXCLUDED.amount
      RETURNING location_id, code, sarze_id, amount)
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
    SELECT ${changeId}, ${SHOP}, a.location_id, a.location_name, a.code, a.sarze_id, a.amount, bal.amount - a.amount, bal.amount
    FROM agg a JOIN bal USING (location_id, code, sarze_id) ORDER BY a.location_id, a.code, a.sarze_id`;
  const t0 = performance.now();
  if (s.database.kind === 'postgres') {
    const url = (s.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const r = spawnSync(
      '/usr/lib/postgresql/15/bin/psql',
      [
        url,
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        'BEGIN',
        '-c',
        scratch,
        '-c',
        'COPY import_scratch FROM STDIN (FORMAT csv)',
        '-c',
        apply,
        '-c',
        'ROLLBACK',
      ],
      { input: data, stdio: ['pipe', 'ignore', 'inherit'] },
    );
    if (r.status !== 0) throw new Error(`psql reference failed (${r.status})`);
  } else {
    const client = (s.database.db as unknown as { $client: PGlite }).$client;
    await client.transaction(async (tx) => {
      await tx.query(scratch);
      await tx.query(`COPY import_scratch FROM '/dev/blob' (FORMAT csv)`, [], { blob: new Blob([data]) });
      await tx.query(apply);
      await tx.rollback();
    });
  }
  return (performance.now() - t0) / 1000;
}

const lines: string[] = [];
async function measure(name: string, s: TestServer) {
  const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
  const token = login.body.access_token as string;
  // Warm-up (plans, caches) on 500 rows of their own batch, then the measured runs: `add` of 50,000 distinct keys, then
  // `set` of the same keys with other amounts (every key's count differs from what it holds: 50,000 differences).
  const warm = await applyOnce(s, token, (await rowsOf(s, 'w')).slice(-500), 'add', 'zahrati.csv');
  for (const mode of ['add', 'set'] as const) {
    const rows = await rowsOf(s, 'm', mode === 'add' ? 0 : 1);
    let ref: number | undefined;
    if (mode === 'add') {
      // The reference first, on the same fresh keys (its movements under the warm-up's change, rolled back); the
      // file's batches exist for both (the reference's COPY carries ids; the apply finds them, creating none).
      await s.database.exec(`INSERT INTO batches (eshop_id, code, name, expires_at)
        SELECT DISTINCT ${SHOP}, code, 'Bm-' || g, DATE '2027-12-31' FROM products, generate_series(1, 9) g
        WHERE eshop_id = ${SHOP} ON CONFLICT DO NOTHING`);
      ref = await reference(s, rows, warm.changeId);
    }
    const load = loadavg()[0];
    const ours = await applyOnce(s, token, rows, mode, `pocatecni-stav-${mode}.csv`);
    lines.push(
      `| ${name} | ${mode} | ${ROWS.toLocaleString('en')} | ${ours.changes} | ${ours.movements.toLocaleString('en')} | ${ours.seconds.toFixed(2)} | ${ref === undefined ? '—' : ref.toFixed(2)} | ${ref === undefined ? '—' : `${(ours.seconds / ref).toFixed(1)} ×`} | ${load.toFixed(1)} |`,
    );
    console.log(lines.at(-1));
  }
}

if (ONLY !== 'postgres') {
  const pglite = await startTestServer();
  try {
    await measure('PGlite (embedded)', pglite);
  } finally {
    await pglite.close();
  }
}
const cluster = ONLY === 'pglite' ? undefined : await startPostgresCluster();
if (cluster) {
  const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, `import_apply_${Date.now()}`) });
  try {
    await measure('PostgreSQL 15', s);
  } finally {
    await s.close();
    cluster.stop();
  }
}

writeSection(
  'import-apply',
  `## The stock import's apply (POST /api/sklad/imports/{id}/apply/), ${ROWS.toLocaleString('en')} rows

\`npx tsx bench/ledger/import-apply.bench.ts [rows] [pglite|postgres|both]\`. An opening-stock file of distinct keys (every location × product of
e-shop ${SHOP} without a batch, then with a batch of its own per round, so each row is one balance), uploaded, then applied
through HTTP: the session locked, the file checked again against the e-shop, its batches created, and its lines handed
to the ledger's set-based entry (\`applyStagedChange\`, five arrays in one statement) as ONE change. \`add\` first, then
\`set\` of the same keys with other amounts (a count: each key's difference posted). Reference in the same run: \`COPY …
FROM STDIN\` of the same rows (ids resolved) into a scratch table plus one set-based statement adding them to the
balances and writing their movements (rolled back; on PostgreSQL through psql, whose start counts against it). The
ledger invariant is checked after each run. Targets (issue 29): ≤ 1 s on PostgreSQL, ≤ 3 s on PGlite. A figure taken
at a load average above 2 does not judge a target.

| database | mode | rows | changes | movements | apply, seconds | reference, seconds | ours / reference | load (1 min) |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}`,
);
