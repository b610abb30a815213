import { beforeAll, expect, it, onTestFinished } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import {
  addBatch,
  apiAs,
  count,
  locationByName,
  putStock,
  sectorByName,
  type Api,
} from '../layout/layout-test-support';
import { receivingArea, stockIn } from './relocation-test-support';

const rule = (over: Record<string, unknown> = {}) => ({
  name: 'Doplnění expedice',
  from_sector_ids: [] as number[],
  from_zone_ids: [] as number[],
  to_sector_ids: [] as number[],
  to_zone_ids: [] as number[],
  code_prefix: '',
  min: 5,
  max: 10,
  priority: 1,
  ...over,
});

describeOnEachStorage('relocation rules and suggestions', ({ server }) => {
  let admin: Api;
  let other: Api;
  let sectorC: number;
  let sectorE: number;
  const save = (api: Api, body: unknown) => api.call('POST', '/relocation_rules/save/', body);
  const categories = async () => count(server(), 'relocation_categories');

  beforeAll(async () => {
    admin = await apiAs(server(), 'admin', 101);
    other = await apiAs(server(), 'admin', 102);
    sectorC = (await sectorByName(admin, 'C')).id;
    sectorE = (await sectorByName(admin, 'E')).id;
  });

  it('saves, lists, edits and deletes a category with its rules', async () => {
    const made = await save(admin, {
      name: 'Expedice',
      data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE] })],
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'Expedice', data: [{ from_sector_ids: [sectorC], min: 5, max: 10 }] });
    const edited = await save(admin, { id: made.body.id, name: 'Expedice 2', data: [] });
    expect(edited.body).toEqual({ id: made.body.id, name: 'Expedice 2', data: [] });
    const list = (await admin.call('GET', '/relocation_rules/list_rules/')).body;
    expect(list).toContainEqual(edited.body);
    expect((await other.call('GET', '/relocation_rules/list_rules/')).body).toEqual([]);
    expect((await other.call('DELETE', `/relocation_rules/delete/${made.body.id}/`)).status).toBe(404);
    expect((await admin.call('DELETE', `/relocation_rules/delete/${made.body.id}/`)).status).toBe(200);
    expect((await admin.call('GET', '/relocation_rules/list_rules/')).body).not.toContainEqual(edited.body);
  });

  it('R-SUG-04 deleting an unknown category answers with a detail', async () => {
    const res = await admin.call('DELETE', '/relocation_rules/delete/999999/');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Kategorie pravidel 999999 neexistuje.');
  });

  it('bad rules are Czech 400s and nothing is saved', async () => {
    const before = await categories();
    const foreignSector = (await sectorByName(other, 'C')).id;
    const cases: Array<[unknown, RegExp]> = [
      [
        { name: 'X', data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE], min: 9, max: 3 })] },
        /minimum/,
      ],
      [{ name: 'X', data: [rule({ to_sector_ids: [sectorE] })] }, /odkud/],
      [{ name: 'X', data: [rule({ from_sector_ids: [sectorC] })] }, /kam/],
      [{ name: 'X', data: [rule({ from_sector_ids: [foreignSector], to_sector_ids: [sectorE] })] }, /sektor/],
      [{ name: '', data: [] }, /Název kategorie/],
      [{ name: 'X', data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE], min: -1 })] }, /Minimum/],
      [{ name: 'X', data: 'nic' }, /Pravidla kategorie/],
    ];
    for (const [body, detail] of cases) {
      const res = await save(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    await save(admin, { name: 'Jedinečná', data: [] });
    const clash = await save(admin, { name: 'jedinečná', data: [] });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe('Kategorie „jedinečná“ už existuje.');
    expect(await categories()).toBe(before + 1);
  });

  it('collect takes the batch expiring first, then the lines it empties; deposit goes where the target holds the product', async () => {
    const at = async (name: string) => (await locationByName(admin, name)).id;
    const early = await addBatch(server(), 101, 'ZAH0120', 'B-EARLY', '2026-01-31');
    await putStock(server(), 101, await at('C-01-1'), 'ZAH0120', 4, early);
    await putStock(server(), 101, await at('C-01-2'), 'ZAH0120', 3);
    await putStock(server(), 101, await at('C-02-1'), 'ZAH0120', 20);
    await putStock(server(), 101, await at('E-01-2'), 'ZAH0120', 1);
    // enough on the target already: no suggestion
    await putStock(server(), 101, await at('C-03-1'), 'ZAH0121', 9);
    await putStock(server(), 101, await at('E-02-1'), 'ZAH0121', 6);
    // not on any target yet: goes to an empty target location
    await putStock(server(), 101, await at('C-03-2'), 'ZAH0122', 12);
    const cat = await save(admin, {
      name: 'Doplnění E',
      data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE], code_prefix: 'ZAH012' })],
    });
    const path = (list: string, guid = 'g-1') => `/relocation_rules/suggestions/${cat.body.id}/${list}/?guid=${guid}`;
    const collect = await admin.call('GET', path('collect'));
    expect(collect.status).toBe(200);
    expect(collect.body.guid).toBe('g-1');
    const mine = (items: any[], code: string) => items.filter((i) => i.code === code);
    expect(mine(collect.body.items, 'ZAH0120').map((i: any) => [i.location_name, i.amount_to_collect])).toEqual([
      ['C-01-1', 4],
      ['C-01-2', 3],
      ['C-02-1', 2],
    ]);
    expect(mine(collect.body.items, 'ZAH0121')).toEqual([]);
    expect(mine(collect.body.items, 'ZAH0122').map((i: any) => i.amount_to_collect)).toEqual([10]);
    expect(collect.body.items.map((i: { index: number }) => i.index)).toEqual(
      collect.body.items.map((_: unknown, i: number) => i + 1),
    );
    const deposit = await admin.call('GET', path('deposit', 'g-2'));
    expect(deposit.body.guid).toBe('g-2');
    // one deposit line per batch, both where the target already holds the product
    expect(mine(deposit.body.items, 'ZAH0120')).toEqual([
      expect.objectContaining({ location_name: 'E-01-2', sarze_id: early, batch: 'B-EARLY', amount_to_deposit: 4 }),
      expect.objectContaining({ location_name: 'E-01-2', sarze_id: 0, batch: null, amount_to_deposit: 5 }),
    ]);
    expect(mine(deposit.body.items, 'ZAH0120')[1]).toMatchObject({ amount_to_collect: 5, hidden: false });
    const [free] = mine(deposit.body.items, 'ZAH0122');
    expect(free.location_name).toMatch(/^E-/);
    expect(free.location_name).not.toBe('E-01-2');

    // what the chaos queue already brings is not collected again
    await receivingArea(admin, 'R-PRIJEM', ['R-01']);
    await stockIn(admin, 'R-01', 'ZAH0120', 2);
    const less = await admin.call('GET', path('collect'));
    expect(mine(less.body.items, 'ZAH0120').map((i: any) => [i.location_name, i.amount_to_collect])).toEqual([
      ['C-01-1', 4],
      ['C-01-2', 3],
    ]);
  });

  it('batched goods: collect by expiry per batch, deposit per batch, and moving a line moves exactly its batch', async () => {
    const at = async (name: string) => (await locationByName(admin, name)).id;
    // Targets that may hold several batches (the one-batch sectors are the next suite's).
    await server().database.query('UPDATE sectors SET multiple_batches = true WHERE id = $1', [sectorE]);
    onTestFinished(async () => {
      await server().database.query('UPDATE sectors SET multiple_batches = false WHERE id = $1', [sectorE]);
    });
    const soon = await addBatch(server(), 101, 'ZAH0130', 'B-SOON', '2026-12-31');
    const later = await addBatch(server(), 101, 'ZAH0130', 'B-LATER', '2027-06-30');
    // two batches on one location, the later one also elsewhere in a smaller amount
    await putStock(server(), 101, await at('C-02-2'), 'ZAH0130', 5, later);
    await putStock(server(), 101, await at('C-02-2'), 'ZAH0130', 4, soon);
    await putStock(server(), 101, await at('C-02-3'), 'ZAH0130', 3, later);
    const cat = await save(admin, {
      name: 'Šarže E',
      data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE], code_prefix: 'ZAH0130' })],
    });
    const path = (list: string) => `/relocation_rules/suggestions/${cat.body.id}/${list}/?guid=b`;
    const collect = (await admin.call('GET', path('collect'))).body.items;
    // FEFO: all of B-SOON, then B-LATER from the smaller line first, up to max 10
    const byExpiry = [...collect].sort((a: any, b: any) => (a.expires_at < b.expires_at ? -1 : 1));
    expect(byExpiry.map((i: any) => [i.location_name, i.batch, i.expires_at, i.amount_to_collect])).toEqual([
      ['C-02-2', 'B-SOON', '2026-12-31', 4],
      ['C-02-2', 'B-LATER', '2027-06-30', 3],
      ['C-02-3', 'B-LATER', '2027-06-30', 3],
    ]);
    expect(collect.map((i: any) => i.location_name)).toEqual(['C-02-2', 'C-02-2', 'C-02-3']);
    const deposit = (await admin.call('GET', path('deposit'))).body.items;
    expect(deposit.map((i: any) => [i.sarze_id, i.amount_to_deposit])).toEqual([
      [soon, 4],
      [later, 6],
    ]);
    expect(deposit[0].location_name).toBe(deposit[1].location_name);
    // the app's deposit of the B-LATER line: from each collect line of that batch
    const moved = await admin.call('PUT', '/inventory/relocate/selective/', {
      products: collect
        .filter((i: any) => i.sarze_id === later)
        .map((i: any) => ({
          code: 'ZAH0130',
          amount: i.amount_to_collect,
          sarze_id: i.sarze_id,
          from: i.location_name,
          to: deposit[1].location_name,
        })),
      shoptet_sync: true,
    });
    expect(moved.status).toBe(200);
    const held = await server().database.query<{ location: string; sarze_id: number; amount: number }>(
      `SELECT l.name AS location, b.sarze_id, b.amount FROM stock_balances b JOIN locations l ON l.id = b.location_id
       WHERE b.eshop_id = 101 AND b.code = 'ZAH0130' AND b.amount > 0 ORDER BY l.name, b.sarze_id`,
    );
    expect(held.map((r) => [r.location, r.sarze_id, Number(r.amount)])).toEqual(
      [
        ['C-02-2', later, 2],
        ['C-02-2', soon, 4],
        [deposit[1].location_name, later, 6],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
  });

  it('suggestions of an unknown or foreign category are 404, a bad id 400', async () => {
    const mine = await save(admin, { name: 'Cizí test', data: [] });
    expect((await other.call('GET', `/relocation_rules/suggestions/${mine.body.id}/collect/`)).status).toBe(404);
    expect((await admin.call('GET', '/relocation_rules/suggestions/abc/collect/')).status).toBe(400);
  });

  it('rules need sklad.pravidla_pro_presun', async () => {
    await addUser(server(), 'bezpravidel', { scopes: [Scope.locationChange], apps: ['sklad'] });
    const api = await apiAs(server(), 'bezpravidel');
    expect((await api.call('GET', '/relocation_rules/list_rules/')).status).toBe(403);
    const before = await categories();
    expect((await save(api, { name: 'Ne', data: [] })).status).toBe(403);
    expect(await categories()).toBe(before);
  });
});

describeOnEachStorage('relocation suggestions into sectors of one batch per location', ({ server }) => {
  it('a target keeps one batch: it gets the batch it holds, an empty one the batch expiring first, unbatched pieces always', async () => {
    const admin = await apiAs(server(), 'admin', 101);
    const sectorC = (await sectorByName(admin, 'C')).id;
    const sectorE = (await sectorByName(admin, 'E')).id;
    const at = async (name: string) => (await locationByName(admin, name)).id;
    const b1 = await addBatch(server(), 101, 'ZAH0140', 'B1', '2026-10-31');
    const b2 = await addBatch(server(), 101, 'ZAH0140', 'B2', '2027-02-28');
    const b3 = await addBatch(server(), 101, 'ZAH0141', 'B3', '2026-09-30');
    const b4 = await addBatch(server(), 101, 'ZAH0141', 'B4', '2027-03-31');
    // ZAH0140: the pick face E-01-1 holds B2; B1 expires first but may not join it.
    await putStock(server(), 101, await at('E-01-1'), 'ZAH0140', 2, b2);
    await putStock(server(), 101, await at('C-01-1'), 'ZAH0140', 4, b1);
    await putStock(server(), 101, await at('C-01-2'), 'ZAH0140', 3, b2);
    await putStock(server(), 101, await at('C-01-3'), 'ZAH0140', 2);
    // ZAH0141: on no target yet; an empty one gets B3, the first to expire, and not B4 beside it.
    await putStock(server(), 101, await at('C-02-1'), 'ZAH0141', 4, b3);
    await putStock(server(), 101, await at('C-02-2'), 'ZAH0141', 6, b4);
    const cat = await admin.call('POST', '/relocation_rules/save/', {
      name: 'Jedna šarže',
      data: [rule({ from_sector_ids: [sectorC], to_sector_ids: [sectorE], code_prefix: 'ZAH014' })],
    });
    const lines = async (list: string) =>
      ((await admin.call('GET', `/relocation_rules/suggestions/${cat.body.id}/${list}/?guid=j`)).body.items as any[])
        .map((i) => [i.code, i.location_name, i.batch, list === 'collect' ? i.amount_to_collect : i.amount_to_deposit])
        .sort((a, b) => String(a).localeCompare(String(b)));

    expect(await lines('collect')).toEqual([
      ['ZAH0140', 'C-01-2', 'B2', 3],
      ['ZAH0140', 'C-01-3', null, 2],
      ['ZAH0141', 'C-02-1', 'B3', 4],
    ]);
    expect(await lines('deposit')).toEqual([
      ['ZAH0140', 'E-01-1', null, 2],
      ['ZAH0140', 'E-01-1', 'B2', 3],
      ['ZAH0141', 'E-01-2', 'B3', 4],
    ]);

    // The same stock into a sector that allows several batches: every batch, by expiry, up to max.
    await server().database.query('UPDATE sectors SET multiple_batches = true WHERE id = $1', [sectorE]);
    expect(await lines('deposit')).toEqual([
      ['ZAH0140', 'E-01-1', null, 1],
      ['ZAH0140', 'E-01-1', 'B1', 4],
      ['ZAH0140', 'E-01-1', 'B2', 3],
      ['ZAH0141', 'E-01-2', 'B3', 4],
      ['ZAH0141', 'E-01-2', 'B4', 6],
    ]);
  });
});
