import { beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { apiAs, type Api } from '../layout/layout-test-support';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';
import {
  checkSnapshot,
  count,
  entryId,
  locationIds,
  startOver,
  stockIn,
  stockOut,
} from '../stocktaking/testing/stocktaking-probe';

const SHOP = 101;

describeOnEachStorage('stock-taking calls', ({ server }) => {
  let admin: Api;
  let second: Api;
  let skladnik: Api;
  let foreign: Api;
  beforeAll(async () => {
    admin = await apiAs(server(), 'admin');
    second = await apiAs(server(), 'superadmin');
    skladnik = await apiAs(server(), 'skladnik');
    foreign = await apiAs(server(), 'admin', 102);
  });

  it('R-INV-02 starts over sectors or over locations, never both or neither', async () => {
    const sectors = (await admin.call('GET', '/sector/')).body as Array<{ id: number; sector_name: string }>;
    const c = sectors.find((s) => s.sector_name === 'C')!;
    const bySector = await admin.call('POST', '/inventory_check/start/', { name: 'Patro C', sectors: [c.id] });
    expect(bySector.status).toBe(200);
    expect(bySector.body).toMatchObject({ name: 'Patro C', status: null, sectors: [{ id: c.id, sector_name: 'C' }] });
    expect(bySector.body.locations).toHaveLength(9);
    expect(bySector.body.progress).toEqual({ counted_locations: 0, total_locations: 9, lines: 0 });
    const [loc] = await locationIds(admin, ['E-01-1']);
    const both = await admin.call('POST', '/inventory_check/start/', { name: 'X', sectors: [c.id], locations: [loc] });
    expect(both.status).toBe(400);
    expect(both.body.detail).toMatch(/buď nad sektory, nebo nad pozicemi/);
    const none = await admin.call('POST', '/inventory_check/start/', { name: 'X' });
    expect(none.body.detail).toBe('Vyberte alespoň jeden sektor nebo pozici.');
    const overlap = await admin.call('POST', '/inventory_check/start/', {
      name: 'Y',
      locations: await locationIds(admin, ['C-01-1']),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.detail).toBe('Pozice C-01-1 už je v běžící inventuře „Patro C“.');
    // R-INV-01/02: cancelling removes it from the active list; it stays listed as cancelled.
    const cancel = await admin.call('DELETE', `/inventory_check/cancel/${bySector.body.id}/`);
    expect(cancel.body).toEqual({ id: bySector.body.id, inventory_check_id: bySector.body.id, status: 'cancelled' });
    const active = await admin.call('POST', '/inventory_check/list/', {});
    expect(active.body.results.map((r: { id: number }) => r.id)).not.toContain(bySector.body.id);
    const cancelled = await admin.call('POST', '/inventory_check/list/', { status: 'cancelled' });
    expect(cancelled.body.results[0]).toMatchObject({ id: bySector.body.id, status: 'cancelled' });
    const again = await admin.call('DELETE', `/inventory_check/cancel/${bySector.body.id}/`);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Inventura „Patro C“ byla zrušena.');
  });

  it('R-INV-03 lists 50 a page with page, per_page, total_pages and total_entries', async () => {
    for (let i = 0; i < 51; i++) {
      const id = await startOver(admin, `Stránkování ${String(i).padStart(2, '0')}`, ['B-04-3']);
      await admin.call('DELETE', `/inventory_check/cancel/${id}/`);
    }
    const first = await admin.call('POST', '/inventory_check/list/', {
      name: 'stránkování',
      status: 'cancelled',
      page: 1,
      per_page: 50,
    });
    expect(first.body).toMatchObject({ page: 1, per_page: 50, total_pages: 2, total_entries: 51 });
    expect(first.body.results).toHaveLength(50);
    expect(first.body.results[0].name).toBe('Stránkování 50');
    const second = await admin.call('POST', '/inventory_check/list/', {
      name: 'Stránkování',
      status: 'cancelled',
      page: 2,
    });
    expect(second.body.results.map((r: { name: string }) => r.name)).toEqual(['Stránkování 00']);
    const tooMany = await admin.call('POST', '/inventory_check/list/', { per_page: 51 });
    expect(tooMany.status).toBe(400);
    const bySector = await admin.call('POST', '/inventory_check/list/', {
      status: 'all',
      locations: await locationIds(admin, ['B-04-3']),
    });
    expect(bySector.body.total_entries).toBe(51);
  });

  it('counts of two devices add up, a resent scan counts once, and a recount replaces the location', async () => {
    const id = await startOver(admin, 'Dva skenery', ['A-01-1', 'A-01-2']);
    const scan = entryId('dup');
    expect((await count(admin, id, 'A-01-1', 'ZAH0001', 3, scan)).body).toMatchObject({
      duplicate: false,
      line: { amount: 3 },
    });
    const resent = await count(admin, id, 'A-01-1', 'ZAH0001', 3, scan);
    expect(resent.body).toMatchObject({ errors: [], duplicate: true, line: { amount: 3, entries: 1 } });
    const other = await count(second, id, 'a-01-1', 'ZAH0001', 2);
    expect(other.body.line).toMatchObject({
      location_name: 'A-01-1',
      code: 'ZAH0001',
      amount: 5,
      entries: 2,
      expected: 0,
    });
    const detail = await admin.call('GET', `/inventory_check/detail/${id}/?location=A-01-1`);
    expect(detail.body.lines).toEqual([expect.objectContaining({ code: 'ZAH0001', amount: 5 })]);
    expect(
      detail.body.counters.map((c: { client_name: string; location_name: string }) => [c.client_name, c.location_name]),
    ).toEqual([
      ['Alena Adminová', 'A-01-1'],
      ['Sára Superadminová', 'A-01-1'],
    ]);
    const recount = await admin.call('POST', `/inventory_check/edit/${id}/`, {
      action: 'recount',
      location_name: 'A-01-1',
    });
    expect(recount.body.lines).toEqual([]);
    await count(second, id, 'A-01-1', 'ZAH0001', 4);
    const edited = await admin.call('POST', `/inventory_check/edit/${id}/`, {
      action: 'set_amount',
      location_name: 'A-01-1',
      code: 'ZAH0001',
      amount: 6,
    });
    expect(edited.body.lines).toEqual([expect.objectContaining({ code: 'ZAH0001', amount: 6, entries: 1 })]);
    const removed = await admin.call('DELETE', '/inventory_check/remove_product/', {
      id,
      location_name: 'A-01-1',
      code: 'ZAH0001',
    });
    expect(removed.body).toEqual({ errors: [], removed: 1 });
    await admin.call('DELETE', `/inventory_check/cancel/${id}/`);
  });

  it('commit applies the difference seen at count time; a sale after counting is neither undone nor counted twice', async () => {
    await stockIn(admin, 'A-02-1', 'ZAH0002', 10);
    await stockIn(admin, 'A-02-1', 'ZAH0003', 4);
    await stockIn(admin, 'A-02-2', 'ZAH0004', 7);
    await stockIn(admin, 'A-02-3', 'ZAH0005', 9);
    const id = await startOver(admin, 'Pohyb během inventury', ['A-02-1', 'A-02-2', 'A-02-3']);
    await count(admin, id, 'A-02-1', 'ZAH0002', 8);
    await count(second, id, 'A-02-2', 'ZAH0004', 7);
    await admin.call('POST', `/inventory_check/edit/${id}/`, { action: 'mark_counted', location_name: 'A-02-1' });
    // Goods keep moving after the count: 3 pieces of the counted product are sold.
    await stockOut(skladnik, 'A-02-1', 'ZAH0002', 3);

    const review = await admin.call('GET', `/inventory_check/list/${id}/`);
    expect(review.body.changes).toEqual([
      expect.objectContaining({
        location_name: 'A-02-1',
        code: 'ZAH0002',
        before_amount: 10,
        after_amount: 8,
        stock_now: 7,
        moved_after_count: -3,
      }),
      expect.objectContaining({
        location_name: 'A-02-1',
        code: 'ZAH0003',
        before_amount: 4,
        after_amount: 0,
        moved_after_count: 0,
      }),
    ]);
    const all = await admin.call('GET', `/inventory_check/list/${id}/?list_all=1`);
    expect(all.body.changes).toHaveLength(3);

    // R-HTTP-08: a moved line without a choice refuses the whole commit, with every problem listed, and nothing changes.
    const before = await ledgerSnapshot(server().database);
    const refusedCommit = await admin.call('POST', '/inventory_check/commit/', { id, shoptet_sync: true });
    expect(refusedCommit.status).toBe(400);
    expect(refusedCommit.body.errors).toEqual([
      expect.objectContaining({ code: 'ZAH0002', location_name: 'A-02-1', reason: 'moved_after_count' }),
    ]);
    expect(refusedCommit.body.detail).toMatch(/se po spočítání změnila \(-3 ks\)/);
    expect(await ledgerSnapshot(server().database)).toBe(before);

    const done = await admin.call('POST', '/inventory_check/commit/', {
      id,
      shoptet_sync: true,
      resolution: 'difference',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ errors: [], lines: 3, movements: 2 });
    expect(await balanceOf(server().database, SHOP, 'A-02-1', 'ZAH0002')).toBe(5);
    expect(await balanceOf(server().database, SHOP, 'A-02-1', 'ZAH0003')).toBe(0); // counted location, nobody scanned it
    expect(await balanceOf(server().database, SHOP, 'A-02-2', 'ZAH0004')).toBe(7);
    expect(await balanceOf(server().database, SHOP, 'A-02-3', 'ZAH0005')).toBe(9); // never visited: untouched
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
    // R-INV-02: commit clears the changes; the check is done.
    expect((await admin.call('GET', `/inventory_check/list/${id}/?list_all=1`)).body.changes).toEqual([]);
    const late = await count(admin, id, 'A-02-1', 'ZAH0002', 1);
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe('Inventura „Pohyb během inventury“ už byla zaúčtována.');
  });

  it('keeping the counted amount sets the place to what was counted; a commit that would go negative is refused', async () => {
    await stockIn(admin, 'A-03-1', 'ZAH0006', 5);
    await stockIn(admin, 'A-03-2', 'ZAH0007', 5);
    const id = await startOver(admin, 'Volba', ['A-03-1', 'A-03-2']);
    await count(admin, id, 'A-03-1', 'ZAH0006', 1);
    await count(admin, id, 'A-03-2', 'ZAH0007', 5);
    await stockOut(skladnik, 'A-03-1', 'ZAH0006', 2);
    await stockIn(skladnik, 'A-03-2', 'ZAH0007', 1);
    const negative = await admin.call('POST', '/inventory_check/commit/', { id, resolution: 'difference' });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([expect.objectContaining({ code: 'ZAH0006', reason: 'negative_result' })]);
    const done = await admin.call('POST', '/inventory_check/commit/', {
      id,
      resolution: 'difference',
      overrides: [{ location_name: 'A-03-1', code: 'ZAH0006', sarze_id: null, keep: 'counted' }],
    });
    expect(done.status).toBe(200);
    expect(await balanceOf(server().database, SHOP, 'A-03-1', 'ZAH0006')).toBe(1);
    expect(await balanceOf(server().database, SHOP, 'A-03-2', 'ZAH0007')).toBe(6);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('a blind check never reveals expected amounts to counters', async () => {
    await stockIn(admin, 'A-04-1', 'ZAH0008', 12);
    const id = await startOver(admin, 'Slepá', ['A-04-1'], true);
    const line = await count(second, id, 'A-04-1', 'ZAH0008', 11);
    expect(line.body.line.expected).toBeNull();
    const detail = await second.call('GET', `/inventory_check/detail/${id}/?location=A-04-1`);
    expect(detail.body.lines[0].expected).toBeNull();
    expect(JSON.stringify(detail.body)).not.toMatch(/:12[,}]/);
    const review = await second.call('GET', `/inventory_check/list/${id}/`);
    expect(review.body.changes[0]).toMatchObject({ before_amount: null, stock_now: null, after_amount: 11 });
    const starter = await admin.call('GET', `/inventory_check/list/${id}/`);
    expect(starter.body.changes[0]).toMatchObject({ before_amount: 12, after_amount: 11 });
    await admin.call('DELETE', `/inventory_check/cancel/${id}/`);
  });

  it('bad input is a Czech 400 and changes nothing', async () => {
    const id = await startOver(admin, 'Chyby', ['A-05-1']);
    await count(admin, id, 'A-05-1', 'ZAH0009', 2);
    const foreignCheck = await startOver(foreign, 'Cizí sklad', ['A-05-1']);
    const snap = await checkSnapshot(server(), id);
    const ledger = await ledgerSnapshot(server().database);
    const cases: Array<[unknown, RegExp]> = [
      [
        { id, client_entry_id: entryId(), location_name: 'Z-99-9', code: 'ZAH0009', amount: 1 },
        /Pozice „Z-99-9“ neexistuje/,
      ],
      [
        { id, client_entry_id: entryId(), location_name: 'A-05-2', code: 'ZAH0009', amount: 1 },
        /nepatří do této inventury/,
      ],
      [{ id, client_entry_id: entryId(), location_name: 'A-05-1', code: 'NENI', amount: 1 }, /Produkt NENI neexistuje/],
      [
        { id, client_entry_id: entryId(), location_name: 'A-05-1', code: 'ZAH0009', amount: 1, sarze_id: 999999 },
        /Šarže 999999/,
      ],
      [{ id, client_entry_id: entryId(), location_name: 'A-05-1', code: 'ZAH0009', amount: -1 }, /nesmí být záporné/],
      [{ id, client_entry_id: entryId(), location_name: 'A-05-1', code: 'ZAH0009', amount: 1.5 }, /celé číslo/],
      [
        { id: foreignCheck, client_entry_id: entryId(), location_name: 'A-05-1', code: 'ZAH0009', amount: 1 },
        /Inventura \d+ neexistuje/,
      ],
      [{ id, location_name: 'A-05-1', code: 'ZAH0009', amount: 1 }, /^Chybí identifikátor skenu\./],
    ];
    for (const [body, detail] of cases) {
      const res = await admin.call('POST', '/inventory_check/add_product/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    expect((await admin.call('POST', '/inventory_check/commit/', { id: foreignCheck })).status).toBe(400);
    expect((await admin.call('DELETE', `/inventory_check/cancel/${foreignCheck}/`)).status).toBe(400);
    expect((await admin.call('GET', `/inventory_check/detail/${foreignCheck}/`)).status).toBe(400);
    expect((await admin.call('POST', `/inventory_check/edit/${id}/`, { action: 'fly' })).status).toBe(400);
    expect((await admin.call('POST', '/inventory_check/list/', { changed: '2026-13-45' })).status).toBe(400);
    expect(await checkSnapshot(server(), id)).toBe(snap);
    expect(await ledgerSnapshot(server().database)).toBe(ledger);
    // Counting needs sklad.inventura.
    expect((await skladnik.call('POST', '/inventory_check/list/', {})).status).toBe(403);
    await admin.call('DELETE', `/inventory_check/cancel/${id}/`);
    await foreign.call('DELETE', `/inventory_check/cancel/${foreignCheck}/`);
  });
});
