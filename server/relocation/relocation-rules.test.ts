import { beforeAll, expect, it } from 'vitest';
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
    expect(clash.status).toBe(400);
    expect(clash.body.detail).toContain('už existuje');
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
    expect(mine(deposit.body.items, 'ZAH0120')).toEqual([
      expect.objectContaining({ location_name: 'E-01-2', amount_to_deposit: 9, amount_to_collect: 9, hidden: false }),
    ]);
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
