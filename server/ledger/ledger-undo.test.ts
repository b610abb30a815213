import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { UNDO_TOO_LATE, UNDO_WINDOW_MINUTES } from '../../src/domain/stock/undo-rule';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { addUser } from '../../tests/support/test-users';
import { balanceOf, ledgerSnapshot } from './testing/ledger-probe';

// Undo of one's own last change needs only the scope of that change, within the undo window; the
// movement log's scope (sklad.log_pohybu) is what reverts anyone's change at any time (R-LOG-02).

let s: TestServer;
let admin: string;
let stocker: string;
let other: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  // A skladnik-like role without the movement log: it may stock in and out, nothing else.
  stocker = (await addUser(s, 'naskladnovac', { scopes: [Scope.stockIn, Scope.stockOut] })).token;
  other = (await addUser(s, 'kolega', { scopes: [Scope.stockIn, Scope.stockOut] })).token;
});
afterAll(() => s?.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  s.call(method, `/api/sklad${path}`, { token, body });
const stockIn = (token: string, code: string, amount: number) =>
  call(token, 'POST', '/inventory/', { products: [{ code, amount }], location_name: 'B-01-1', shoptet_sync: true });
const revert = (token: string, changeId: number) =>
  call(token, 'POST', `/inventory/revert/${changeId}/`, { source: 'Zpětný záznam' });

async function refusedUnchanged(request: () => Promise<{ status: number; body: any }>, status: number) {
  const before = await ledgerSnapshot(s.database);
  const res = await request();
  expect(res.status).toBe(status);
  expect(await ledgerSnapshot(s.database)).toBe(before);
  return res.body;
}

describe('undo of a stock change (R-LOG-02)', () => {
  it('a user without sklad.log_pohybu undoes their own change, and stays signed in', async () => {
    expect((await call(stocker, 'POST', '/log/', {})).status).toBe(403);
    const change = await stockIn(stocker, 'ZAH0031', 3);
    expect(change.status).toBe(200);
    const undo = await revert(stocker, change.body.change_id);
    expect(undo.status).toBe(200);
    expect(undo.body.movements).toEqual([expect.objectContaining({ code: 'ZAH0031', amount: -3, after: 0 })]);
    expect(await balanceOf(s.database, 101, 'B-01-1', 'ZAH0031')).toBe(0);
    // The session survives: the same token still works.
    expect((await stockIn(stocker, 'ZAH0031', 1)).status).toBe(200);
  });

  it("another user's change still needs sklad.log_pohybu: 403 and nothing changed", async () => {
    const change = await stockIn(other, 'ZAH0032', 2);
    expect((await refusedUnchanged(() => revert(stocker, change.body.change_id), 403)).detail).toBe(
      'K této akci nemáte oprávnění.',
    );
    expect((await revert(admin, change.body.change_id)).status).toBe(200);
  });

  it(`an own change older than ${UNDO_WINDOW_MINUTES} minutes is refused with a Czech 400, not a sign-out`, async () => {
    const change = await stockIn(stocker, 'ZAH0033', 4);
    await s.database.query(
      `UPDATE stock_changes SET created_at = now() - interval '${UNDO_WINDOW_MINUTES + 1} minutes' WHERE id = $1`,
      [change.body.change_id],
    );
    const body = await refusedUnchanged(() => revert(stocker, change.body.change_id), 400);
    expect(body).toMatchObject({
      detail: UNDO_TOO_LATE,
      errors: [expect.objectContaining({ reason: 'undo_too_late' })],
    });
    expect((await revert(admin, change.body.change_id)).status).toBe(200);
  });

  it('undoing needs the scope of the change itself: a stock-out undo needs sklad.vyskladneni', async () => {
    const onlyIn = (await addUser(s, 'jenprijem', { scopes: [Scope.stockIn] })).token;
    const change = await stockIn(onlyIn, 'ZAH0034', 2);
    const out = await call(onlyIn, 'DELETE', '/inventory/', {
      products: [{ code: 'ZAH0034', amount: 1 }],
      location_name: 'B-01-1',
    });
    expect(out.status).toBe(403);
    expect((await revert(onlyIn, change.body.change_id)).status).toBe(200);
  });
});
