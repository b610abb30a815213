import { beforeAll, expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import { apiAs, count, type Api } from '../layout/layout-test-support';
import { balance, receivingArea, stockIn, widgetCount } from './relocation-test-support';

// The chaos queue follows from the ledger: stock on non-stock locations of a chaos e-shop waits,
// a move onto a stock location takes it out (docs/decisions/relocation.md).
describeOnEachStorage('chaos queue', ({ server }) => {
  let admin: Api;
  let basic: Api;
  let mover: Api;
  const queue = async (api: Api = admin) => (await api.call('GET', '/relocation/chaos_queue/')).body;
  const move = (api: Api, body: Record<string, unknown>) => api.call('POST', '/relocation/chaos_move/', body);

  beforeAll(async () => {
    admin = await apiAs(server(), 'admin', 101);
    basic = await apiAs(server(), 'admin', 102);
    await addUser(server(), 'presouvac', { scopes: [Scope.locationChange], apps: ['sklad'] });
    mover = await apiAs(server(), 'presouvac');
    await receivingArea(admin, 'Q-PRIJEM', ['Q-01', 'Q-02']);
    await receivingArea(basic, 'Q-PRIJEM', ['KQ-01']);
  });

  it('R-MENU-05 stock put into a receiving sector joins the queue and raises the badge; moving it away lowers both', async () => {
    await stockIn(admin, 'Q-01', 'ZAH0030', 5);
    const before = await queue();
    expect(before.items).toContainEqual(
      expect.objectContaining({ code: 'ZAH0030', location_name: 'Q-01', sector_name: 'Q-PRIJEM', amount: 5 }),
    );
    expect(await widgetCount(admin, 'Zahrada a dům', 'ZAH0030')).toBe(5);
    const moved = await move(mover, {
      guid: before.guid,
      code: 'ZAH0030',
      from_location: 'Q-01',
      to_location: 'A-01-1',
      amount: 3,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.guid).not.toBe(before.guid);
    expect(await widgetCount(admin, 'Zahrada a dům', 'ZAH0030')).toBe(2);
    expect(await balance(server(), 101, 'A-01-1', 'ZAH0030')).toBe(3);
    // the move is a ledger relocation, in the movement log
    expect(await count(server(), "stock_changes WHERE eshop_id = 101 AND action = 'relocation'")).toBeGreaterThan(0);
    const rest = await move(mover, {
      guid: moved.body.guid,
      code: 'ZAH0030',
      from_location: 'q-01',
      to_location: 'a-01-1',
      amount: 2,
    });
    expect(rest.status).toBe(200);
    expect((await queue()).items.some((i: { code: string }) => i.code === 'ZAH0030')).toBe(false);
    expect(await widgetCount(admin, 'Zahrada a dům', 'ZAH0030')).toBe(0);
  });

  it('a basic-mode e-shop has no queue, whatever lies in its non-stock sectors', async () => {
    await stockIn(basic, 'KQ-01', 'KUCH0001', 4);
    const q = await queue(basic);
    expect(q.items).toEqual([]);
    const res = await move(basic, {
      guid: q.guid,
      code: 'KUCH0001',
      from_location: 'KQ-01',
      to_location: 'A-01-1',
      amount: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('chaotickým');
    expect(await balance(server(), 102, 'KQ-01', 'KUCH0001')).toBe(4);
  });

  it('suggests where a waiting product could go: where it already lies, else the first empty stock location', async () => {
    await stockIn(admin, 'B-02-2', 'ZAH0031', 1);
    await stockIn(admin, 'Q-02', 'ZAH0031', 2);
    await stockIn(admin, 'Q-02', 'ZAH0032', 2);
    const items = (await queue()).items;
    expect(items.find((i: { code: string }) => i.code === 'ZAH0031').suggested_location).toBe('B-02-2');
    expect(items.find((i: { code: string }) => i.code === 'ZAH0032').suggested_location).toMatch(/^[A-E]-\d\d-\d$/);
  });

  it('a stale guid is refused with a clear message, and nothing moves', async () => {
    const old = (await queue()).guid;
    await stockIn(admin, 'Q-02', 'ZAH0033', 1); // someone else changed the queue
    const res = await move(mover, {
      guid: old,
      code: 'ZAH0031',
      from_location: 'Q-02',
      to_location: 'B-02-2',
      amount: 2,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'stale_guid' });
    expect(res.body.detail).toContain('Načtěte ji znovu');
    expect(await balance(server(), 101, 'Q-02', 'ZAH0031')).toBe(2);
    expect(await balance(server(), 101, 'B-02-2', 'ZAH0031')).toBe(1);
  });

  it('two people moving the same pieces from the queue at once: one move applies, the other is refused', async () => {
    await stockIn(admin, 'Q-01', 'ZAH0034', 4);
    const { guid } = await queue();
    const body = { guid, code: 'ZAH0034', from_location: 'Q-01', amount: 4 };
    const [a, b] = await Promise.all([
      move(admin, { ...body, to_location: 'A-02-1' }),
      move(mover, { ...body, to_location: 'A-02-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(
      (await balance(server(), 101, 'A-02-1', 'ZAH0034')) + (await balance(server(), 101, 'A-02-2', 'ZAH0034')),
    ).toBe(4);
    expect(await balance(server(), 101, 'Q-01', 'ZAH0034')).toBe(0);
  });

  it('a retried move (same Idempotency-Key) applies once', async () => {
    await stockIn(admin, 'Q-01', 'ZAH0035', 3);
    const { guid } = await queue();
    const body = { guid, code: 'ZAH0035', from_location: 'Q-01', to_location: 'A-03-1', amount: 1 };
    const headers = { 'Idempotency-Key': 'reloc-retry-1' };
    const first = await server().call('POST', '/api/sklad/relocation/chaos_move/', {
      token: mover.token,
      body,
      headers,
    });
    const again = await server().call('POST', '/api/sklad/relocation/chaos_move/', {
      token: mover.token,
      body,
      headers,
    });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await balance(server(), 101, 'A-03-1', 'ZAH0035')).toBe(1);
  });

  it('bad moves are Czech 400s and change nothing', async () => {
    await stockIn(admin, 'Q-02', 'ZAH0036', 2);
    const { guid } = await queue();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ to_location: 'Q-01' }, /neskladovém sektoru/],
      [{ from_location: 'A-01-1', to_location: 'A-01-2' }, /není v neskladovém sektoru/],
      [{ to_location: 'X-99' }, /neexistuje/],
      [{ amount: 0 }, /Množství/],
      [{ amount: 5 }, /ZAH0036/],
      [{ code: '' }, /Kód produktu/],
    ];
    for (const [change, detail] of cases) {
      const res = await move(mover, {
        guid,
        code: 'ZAH0036',
        from_location: 'Q-02',
        to_location: 'A-04-1',
        amount: 1,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await balance(server(), 101, 'Q-02', 'ZAH0036')).toBe(2);
    expect((await queue()).guid).toBe(guid);
  });

  it('the queue needs sklad.zmena_pozic', async () => {
    await addUser(server(), 'bezpresunu', { scopes: [Scope.stockIn], apps: ['sklad'] });
    const other = await apiAs(server(), 'bezpresunu');
    expect((await other.call('GET', '/relocation/chaos_queue/')).status).toBe(403);
  });
});
