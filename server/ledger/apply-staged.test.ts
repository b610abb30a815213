import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { Refused } from '../failures';
import { applyStagedChange, unnestedLines } from './apply-staged';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from './testing/ledger-probe';

const SHOP = 101;
const actor = { eshopId: SHOP, clientId: 1, clientName: 'Test' };
const meta = { action: 'stock_in' as const, source: 'Import', locationName: null, shoptetSync: true };

// The ledger's set-based entry (issue 29): the import's bulk apply and the stock-taking commit write through it.
describeOnEachStorage("the ledger's set-based entry", ({ server }) => {
  const place = async (name: string) => {
    const [row] = await server().database.query<{ id: number }>(
      `SELECT id FROM locations WHERE eshop_id = ${SHOP} AND name = $1`,
      [name],
    );
    return Number(row.id);
  };
  const lines = async (rows: Array<[string, string, number]>) =>
    unnestedLines({
      locationIds: await Promise.all(rows.map(([l]) => place(l))),
      locationNames: rows.map(([l]) => l),
      codes: rows.map(([, c]) => c),
      sarzeIds: rows.map(() => 0),
      amounts: rows.map(([, , a]) => a),
    });

  it('R-HTTP-08 adds lines as one change: a key named twice adds up, movements and outbox written, ledger whole', async () => {
    const before = await balanceOf(server().database, SHOP, 'A-04-1', 'ZAH0130');
    const staged = await lines([
      ['A-04-1', 'ZAH0130', 3],
      ['A-04-1', 'ZAH0130', 4],
      ['B-04-3', 'ZAH0131', 2],
      ['B-04-3', 'ZAH0132', 0],
    ]);
    const applied = await server().database.db.transaction((tx) => applyStagedChange(tx, actor, meta, 'add', staged));
    expect(applied.lines).toBe(3);
    expect(applied.movements).toBe(2);
    expect(await balanceOf(server().database, SHOP, 'A-04-1', 'ZAH0130')).toBe(before + 7);
    const movements = await server().database.query<{ code: string; amount: number; before_amount: number }>(
      `SELECT code, amount, before_amount FROM stock_movements WHERE change_id = $1 ORDER BY location_id, code`,
      [applied.changeId],
    );
    expect(movements.map((m) => [m.code, Number(m.amount), Number(m.before_amount)])).toContainEqual([
      'ZAH0130',
      7,
      before,
    ]);
    const outbox = await server().database.query<{ code: string; amount: number }>(
      `SELECT code, amount FROM stock_sync_outbox WHERE change_id = $1 ORDER BY code`,
      [applied.changeId],
    );
    if (applied.shoptetSync)
      expect(outbox.map((o) => [o.code, Number(o.amount)])).toEqual([
        ['ZAH0130', 7],
        ['ZAH0131', 2],
      ]);
    else expect(outbox).toEqual([]);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('R-HTTP-08 a line that would take a balance below zero refuses the whole change in Czech, nothing written', async () => {
    const snapshot = await ledgerSnapshot(server().database);
    const held = await balanceOf(server().database, SHOP, 'A-04-1', 'ZAH0133');
    const staged = await lines([
      ['A-04-1', 'ZAH0134', 5],
      ['A-04-1', 'ZAH0133', -(held + 2)],
    ]);
    const error = await server()
      .database.db.transaction((tx) => applyStagedChange(tx, actor, meta, 'add', staged))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect((error as Refused).detail).toContain(
      `Na pozici A-04-1 je jen ${held} ks produktu ZAH0133, nelze vyskladnit ${held + 2} ks.`,
    );
    expect(await ledgerSnapshot(server().database)).toBe(snapshot);
  });

  it('set makes each balance the line amount; a set naming a balance twice is a caller error, nothing written', async () => {
    const staged = await lines([['B-04-3', 'ZAH0135', 9]]);
    const applied = await server().database.db.transaction((tx) =>
      applyStagedChange(tx, actor, { ...meta, action: 'stocktaking' }, 'set', staged),
    );
    expect(await balanceOf(server().database, SHOP, 'B-04-3', 'ZAH0135')).toBe(9);
    expect(applied.movements).toBe(1);
    const snapshot = await ledgerSnapshot(server().database);
    const twice = await lines([
      ['B-04-3', 'ZAH0135', 1],
      ['B-04-3', 'ZAH0135', 2],
    ]);
    await expect(
      server().database.db.transaction((tx) =>
        applyStagedChange(tx, actor, { ...meta, action: 'stocktaking' }, 'set', twice),
      ),
    ).rejects.toThrow('more than once');
    expect(await ledgerSnapshot(server().database)).toBe(snapshot);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });
});
