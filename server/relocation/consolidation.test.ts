import { beforeAll, expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import { addBatch, apiAs, locationByName, putStock, type Api } from '../layout/layout-test-support';
import { areaOf, balance } from './relocation-test-support';

// Consolidation candidates (B4): one product and batch over several locations of one sector, listed
// when moving the smaller lines onto the location holding most frees a location (docs/decisions/relocation.md).
describeOnEachStorage('consolidation candidates', ({ server }) => {
  let admin: Api;
  let other: Api;
  const candidates = async (api: Api = admin) => {
    const res = await api.call('GET', '/relocation_rules/consolidation/');
    expect(res.status).toBe(200);
    return res.body.items as Array<Record<string, any>>;
  };
  const stock = async (location: string, code: string, amount: number, sarzeId = 0) =>
    putStock(server(), 101, (await locationByName(admin, location)).id, code, amount, sarzeId);

  beforeAll(async () => {
    admin = await apiAs(server(), 'admin', 101);
    other = await apiAs(server(), 'admin', 102);
    await areaOf(admin, 'K', ['K-01', 'K-02', 'K-03', 'K-04', 'K-05', 'K-06', 'K-07', 'K-08', 'K-09'], false);
    await areaOf(admin, 'L', ['L-01'], false);
    await areaOf(admin, 'K-PRIJEM', ['KP-01'], true);
  });

  it('lists a product spread over half-empty locations, with the home and what frees', async () => {
    await stock('K-01', 'ZAH0140', 8);
    await stock('K-02', 'ZAH0140', 3);
    await stock('K-03', 'ZAH0140', 2);
    const items = await candidates();
    const [hit] = items.filter((i) => i.code === 'ZAH0140');
    expect(hit).toMatchObject({ sarze_id: 0, batch: null, to_location: 'K-01', to_amount: 8, frees: 2 });
    expect(hit.from.map((f: any) => [f.location_name, f.amount])).toEqual([
      ['K-02', 3],
      ['K-03', 2],
    ]);
    expect(hit.name).toEqual(expect.any(String));
    expect((await candidates(other)).some((i) => i.code === 'ZAH0140')).toBe(false);
  });

  it('leaves out what would free nothing, other batches, other sectors and receiving areas', async () => {
    // K-05 holds another product too: moving ZAH0141 away empties nothing
    await stock('K-04', 'ZAH0141', 5);
    await stock('K-05', 'ZAH0141', 1);
    await stock('K-05', 'ZAH0142', 1);
    // two batches of one product are never joined
    const x = await addBatch(server(), 101, 'ZAH0143', 'K-X', '2027-01-31');
    const y = await addBatch(server(), 101, 'ZAH0143', 'K-Y', '2027-02-28');
    await stock('K-06', 'ZAH0143', 4, x);
    await stock('K-07', 'ZAH0143', 2, y);
    // other sector, and a receiving area (the chaos queue's business)
    await stock('K-08', 'ZAH0144', 5);
    await stock('L-01', 'ZAH0144', 1);
    await stock('K-09', 'ZAH0145', 5);
    await stock('KP-01', 'ZAH0145', 1);
    const codes = (await candidates()).map((i) => i.code);
    for (const code of ['ZAH0141', 'ZAH0142', 'ZAH0143', 'ZAH0144', 'ZAH0145']) expect(codes).not.toContain(code);
    // the same batch on two locations is a candidate, named with its batch
    await stock('K-07', 'ZAH0143', 1, x);
    await stock('K-07', 'ZAH0143', 0, y);
    const [batched] = (await candidates()).filter((i) => i.code === 'ZAH0143');
    expect(batched).toMatchObject({ sarze_id: x, batch: 'K-X', expires_at: '2027-01-31', to_location: 'K-06' });
  });

  it('moving a candidate as one ledger relocation takes it off the list', async () => {
    const [hit] = (await candidates()).filter((i) => i.code === 'ZAH0140');
    const moved = await admin.call('PUT', '/inventory/relocate/selective/', {
      products: hit.from.map((f: any) => ({
        code: hit.code,
        amount: f.amount,
        from: f.location_name,
        to: hit.to_location,
      })),
      shoptet_sync: true,
    });
    expect(moved.status).toBe(200);
    expect(await balance(server(), 101, 'K-01', 'ZAH0140')).toBe(13);
    expect(await balance(server(), 101, 'K-02', 'ZAH0140')).toBe(0);
    expect((await candidates()).some((i) => i.code === 'ZAH0140')).toBe(false);
  });

  it('needs sklad.pravidla_pro_presun', async () => {
    await addUser(server(), 'neslucuje', { scopes: [Scope.locationChange], apps: ['sklad'] });
    const api = await apiAs(server(), 'neslucuje');
    expect((await api.call('GET', '/relocation_rules/consolidation/')).status).toBe(403);
  });
});
