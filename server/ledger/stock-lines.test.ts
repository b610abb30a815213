import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from '../db/client';
import { pgliteTemplate } from '../../tests/support/database-template';
import { resolveLines, type PipedLine } from './stock-lines';

// A stock write reads a code's batches only for the lines that name a batch (issue 29: one statement fewer for a
// write of plain pieces); a line that names one still finds the code's batches (R-SCAN-05: by id, by name and expiry).
const SHOP = 9701;
let database: Database;
let batchId = 0;

beforeAll(async () => {
  database = await openDatabase({ loadDataDir: pgliteTemplate('migrated') });
  await database.exec(`INSERT INTO organisations (id, name) VALUES (${SHOP}, 'T');
    INSERT INTO eshops (id, org_id, name) VALUES (${SHOP}, ${SHOP}, 'T');
    INSERT INTO products (eshop_id, code, name) VALUES (${SHOP}, 'P1', 'Jedna'), (${SHOP}, 'P2', 'Dva');
    INSERT INTO batches (eshop_id, code, name, expires_at) VALUES (${SHOP}, 'P1', 'L1', '2027-01-31')`);
  [{ id: batchId }] = await database.query<{ id: number }>(`SELECT id FROM batches WHERE eshop_id = ${SHOP}`);
}, 60_000);
afterAll(() => database.close());

/** Resolves `lines` in a transaction whose statements are noted as they go to the database. */
async function resolved(lines: PipedLine[]) {
  const statements: string[] = [];
  const result = await database.db.transaction(async (tx) => {
    const { client } = (tx as unknown as { session: { client: { query: (t: string, p: unknown[]) => unknown } } })
      .session;
    const noting = {
      session: {
        client: { query: (text: string, params: unknown[]) => (statements.push(text), client.query(text, params)) },
      },
    };
    return resolveLines(noting as unknown as Tx, SHOP, lines, { mayCreateBatch: true });
  });
  return { ...result, readBatches: statements.some((s) => /FROM batches/.test(s)) };
}

it('plain pieces read the products and no batches', async () => {
  const {
    resolved: lines,
    errors,
    readBatches,
  } = await resolved([
    { code: 'P1', amount: 2 },
    { code: 'P2', amount: 1 },
  ]);
  expect(errors).toEqual([]);
  expect(lines.map((l) => [l.code, l.sarzeId])).toEqual([
    ['P1', 0],
    ['P2', 0],
  ]);
  expect(readBatches).toBe(false);
});

it('R-SCAN-05 a line naming a batch finds it, by id or by name and expiry, beside plain lines', async () => {
  const {
    resolved: lines,
    errors,
    readBatches,
  } = await resolved([
    { code: 'P2', amount: 1 },
    { code: 'P1', amount: 1, sarze_id: batchId },
    { code: 'P1', amount: 1, new_sarze: { name: 'L1', expires_at: '2027-01-31' } },
  ]);
  expect(errors).toEqual([]);
  expect(readBatches).toBe(true);
  expect(lines.map((l) => [l.code, l.sarzeId, l.create])).toEqual([
    ['P2', 0, undefined],
    ['P1', batchId, undefined],
    ['P1', batchId, undefined],
  ]);
});

it('R-SCAN-05 a line naming a batch by its id alone finds it', async () => {
  const { resolved: lines, errors } = await resolved([{ code: 'P1', amount: 1, sarze_id: batchId }]);
  expect(errors).toEqual([]);
  expect(lines.map((l) => l.sarzeId)).toEqual([batchId]);
});

it('an unknown batch id is still refused', async () => {
  const { errors } = await resolved([{ code: 'P1', amount: 1, sarze_id: batchId + 1000 }]);
  expect(errors.map((e) => e.reason)).toEqual(['unknown_batch']);
});
