import { expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import { ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';

// Issue 29: a stock write whose sign-in this process has already checked decides on that row and checks the session
// again as the first statement of its own transaction (one round trip fewer). Whatever changed since the last call
// must still be answered as the check before the handler answers it (401/403 or the new rights), and a refused
// session must write nothing: no stock, no movement, no outbox row, no idempotency key.
const PLACE = 'B-03-1';
const NOT_SIGNED_IN = { detail: 'Uživatel není přihlášen.' };
const NO_ACCESS = { detail: 'K tomuto skladu nemáte přístup.' };

describeOnEachStorage('the session check riding in the stock write', ({ server }) => {
  let users = 0;
  const signIn = async () =>
    addUser(server(), `jezdec-${++users}-${Date.now() % 100000}`, { scopes: [Scope.stockIn, Scope.stockInReturns] });
  const stockIn = (token: string, key: string, products: unknown = [{ code: 'ZAH0062', amount: 1 }]) =>
    server().call('POST', '/api/sklad/inventory/', {
      token,
      body: { products, location_name: PLACE, shoptet_sync: true },
      headers: { 'Idempotency-Key': key },
    });
  const keyKept = async (key: string) =>
    (await server().database.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).length > 0;
  /** The call is answered `status`/`body`, and neither the ledger nor the keys changed. */
  const refusedUnchanged = async (call: () => Promise<{ status: number; body: any }>, key: string) => {
    const before = await ledgerSnapshot(server().database);
    const res = await call();
    expect(await ledgerSnapshot(server().database)).toBe(before);
    expect(await keyKept(key)).toBe(false);
    return res;
  };
  const familyOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { fam: string }).fam;

  it('R-PERM-04 a sign-in revoked since its last call: the next stock-in is 401 and writes nothing', async () => {
    const { token } = await signIn();
    expect((await stockIn(token, 'jezdec-ok-1')).status).toBe(200); // this process now knows the sign-in's row
    await server().database.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1`, [
      familyOf(token),
    ]);
    const res = await refusedUnchanged(() => stockIn(token, 'jezdec-revoked-1'), 'jezdec-revoked-1');
    expect([res.status, res.body]).toEqual([401, NOT_SIGNED_IN]);
    // A request the handler would refuse anyway still gets the session's answer first, as before the handler.
    const bad = await refusedUnchanged(() => stockIn(token, 'jezdec-revoked-2', 'ne'), 'jezdec-revoked-2');
    expect([bad.status, bad.body]).toEqual([401, NOT_SIGNED_IN]);
    // The retry of an accepted write is refused too, not replayed: the session decides before the key.
    expect(await stockIn(token, 'jezdec-ok-1')).toEqual({ status: 401, body: NOT_SIGNED_IN });
    // Calls that are not keyed writes check before their handler, as always.
    expect(await server().call('GET', '/api/sklad/status/', { token })).toEqual({ status: 401, body: NOT_SIGNED_IN });
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('R-PERM-04 a client taken off the e-shop since the last call is 403 and writes nothing; given back, it is accepted again', async () => {
    const { token, clientId } = await signIn();
    expect((await stockIn(token, 'jezdec-ok-2')).status).toBe(200);
    await server().database.query(`DELETE FROM client_eshops WHERE client_id = $1`, [clientId]);
    const res = await refusedUnchanged(() => stockIn(token, 'jezdec-gone-1'), 'jezdec-gone-1');
    expect([res.status, res.body]).toEqual([403, NO_ACCESS]);
    // Given back: accepted again, and the key is kept with its answer.
    await server().database.query(`INSERT INTO client_eshops (client_id, eshop_id) VALUES ($1, 101)`, [clientId]);
    expect((await stockIn(token, 'jezdec-back-1')).status).toBe(200);
    expect(await keyKept('jezdec-back-1')).toBe(true);
  });

  it('R-PERM-01 rights changed since the last call are the ones applied: a scope taken away refuses, given back accepts', async () => {
    const { token, clientId } = await signIn();
    expect((await stockIn(token, 'jezdec-ok-3')).status).toBe(200);
    // The role loses the stock-in scopes: the row remembered from the last call still has them.
    await server().database.query(`UPDATE roles SET allowed_scopes = '[]', forbidden_scopes = $2 WHERE id = $1`, [
      clientId,
      JSON.stringify([Scope.stockIn, Scope.stockInReturns]),
    ]);
    const refused = await refusedUnchanged(() => stockIn(token, 'jezdec-scope-1'), 'jezdec-scope-1');
    expect(refused.status).toBe(403);
    // Given back: the row remembered from the refusal lacks them, the real one has them.
    await server().database.query(`UPDATE roles SET allowed_scopes = $2, forbidden_scopes = '[]' WHERE id = $1`, [
      clientId,
      JSON.stringify([Scope.stockIn, Scope.stockInReturns]),
    ]);
    const accepted = await stockIn(token, 'jezdec-scope-2');
    expect(accepted.status).toBe(200);
    expect(await keyKept('jezdec-scope-2')).toBe(true);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('the change is signed with the name the client has now, not the one of the last call', async () => {
    const { token, clientId } = await signIn();
    expect((await stockIn(token, 'jezdec-ok-4')).status).toBe(200);
    await server().database.query(`UPDATE clients SET name = 'Jezdec Přejmenovaný' WHERE id = $1`, [clientId]);
    const res = await stockIn(token, 'jezdec-name-1');
    expect(res.status).toBe(200);
    const [change] = await server().database.query<{ client_name: string }>(
      `SELECT client_name FROM stock_changes WHERE id = $1`,
      [res.body.change_id],
    );
    expect(change.client_name).toBe('Jezdec Přejmenovaný');
    // Once: the request answered anew did not also apply the first attempt.
    const [count] = await server().database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_changes WHERE client_id = $1`,
      [clientId],
    );
    expect(count.n).toBe(2);
  });
});
