import { beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { apiAs, type Api } from '../layout/layout-test-support';
import { ledgerInconsistencies } from '../ledger/testing/ledger-probe';
import { count, startOver, stockIn, stockOut } from './testing/stocktaking-probe';

// Issue 24 item 12: a committed stock-taking stays viewable as its audit record.
describeOnEachStorage('committed stock-taking record', ({ server }) => {
  let admin: Api;
  let counter: Api;
  beforeAll(async () => {
    admin = await apiAs(server(), 'admin');
    counter = await apiAs(server(), 'superadmin');
  });

  it('R-INV-02 keeps counted, expected and difference per line and the change of its movements after the commit clears the counts', async () => {
    await stockIn(admin, 'A-02-1', 'ZAH0002', 5);
    await stockIn(admin, 'A-02-1', 'ZAH0003', 2);
    await stockIn(admin, 'A-02-2', 'ZAH0004', 4);
    const id = await startOver(admin, 'Záznam inventury', ['A-02-1', 'A-02-2', 'A-02-3'], true);
    await count(counter, id, 'A-02-1', 'ZAH0002', 3); // shortage: 2 missing
    await count(counter, id, 'A-02-1', 'ZAH0003', 3); // a found piece
    await counter.call('POST', `/inventory_check/edit/${id}/`, { action: 'mark_counted', location_name: 'A-02-2' });
    // A sale after the count: the record keeps the difference seen when counting (5 → 3), the stock goes 4 → 2.
    await stockOut(admin, 'A-02-1', 'ZAH0002', 1);

    const done = await admin.call('POST', '/inventory_check/commit/', { id, resolution: 'difference' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ lines: 3, movements: 3 });

    const detail = await counter.call('GET', `/inventory_check/detail/${id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe('committed');
    expect(detail.body.committed_change_id).toBe(done.body.change_id);
    // Counting is over: the blind check's expected amounts are part of the record for everyone.
    expect(detail.body.record).toEqual([
      expect.objectContaining({ location_name: 'A-02-1', code: 'ZAH0002', counted: 3, expected: 5, difference: -2 }),
      expect.objectContaining({ location_name: 'A-02-1', code: 'ZAH0003', counted: 3, expected: 2, difference: 1 }),
      expect.objectContaining({ location_name: 'A-02-2', code: 'ZAH0004', counted: 0, expected: 4, difference: -4 }),
    ]);
    expect(detail.body.record[0].name).toEqual(expect.any(String));
    const states = Object.fromEntries(
      detail.body.location_states.map((s: { name: string; lines: number }) => [s.name, s.lines]),
    );
    expect(states).toEqual({ 'A-02-1': 2, 'A-02-2': 1, 'A-02-3': 0 });
    expect(detail.body.progress.lines).toBe(3);

    // The change id leads to the commit's movements in the log.
    const log = await admin.call('POST', '/log/', { next_id: done.body.change_id + 1 });
    const change = log.body.changes[0];
    expect(change).toMatchObject({ id: done.body.change_id, action: 'stocktaking' });
    expect(change.details.map((d: { code: string; amount: number }) => `${d.code}:${d.amount}`).sort()).toEqual([
      'ZAH0002:-2',
      'ZAH0003:1',
      'ZAH0004:-4',
    ]);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);

    // A running check has no record yet.
    const running = await startOver(admin, 'Běžící', ['A-02-3']);
    const open = await admin.call('GET', `/inventory_check/detail/${running}/`);
    expect(open.body).toMatchObject({ committed_change_id: null, record: null });
  });
});
