import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { TestServer } from '../../tests/support/test-server';
import { balanceOf, ledgerInconsistencies } from '../ledger/testing/ledger-probe';
import { receivingSnapshot } from './testing/receiving-probe';

const SHOP = 101;
let seq = 0;

describeOnEachStorage('goods receiving from shopping lists', ({ server }) => {
  const tokens = new Map<string, string>();
  const token = async (user: string) => {
    if (!tokens.has(user)) tokens.set(user, await server().login(user));
    return tokens.get(user)!;
  };
  const api = async (method: string, path: string, body?: unknown, user = 'admin', headers?: Record<string, string>) =>
    server().call(method, `/api/sklad${path}`, { token: await token(user), body, headers });

  /** A fresh list of its own for each test, created as the e-shop integration does. */
  const newList = async (
    lines: Array<{ code: string; amount_expected: number; orders?: Array<[string, number, string]> }>,
    user = 'admin',
  ) => {
    const reference = `T-${++seq}`;
    const res = await api(
      'PUT',
      '/ao/integration/shoplist/',
      {
        reference,
        name: `Testovací seznam ${seq}`,
        supplier: 'Dodavatel',
        products: lines.map((l) => ({
          code: l.code,
          amount_expected: l.amount_expected,
          orders: (l.orders ?? []).map(([order_code, count, ordered_at]) => ({ order_code, count, ordered_at })),
        })),
      },
      user,
    );
    expect(res.status).toBe(201);
    return res.body.shoplist_id as number;
  };
  const receive = (shoplist_id: number, products: Array<{ code: string; amount: number }>, extra = {}) =>
    api('POST', '/inventory/ao/', { products, location_name: 'A-03-1', shoplist_id, ...extra }, 'admin');
  const detail = async (id: number) => (await api('GET', `/ao/shoplist/${id}/`)).body;
  const line = (list: any, code: string) => list.products.find((p: any) => p.code === code);

  async function expectRefusedUnchanged(request: () => Promise<{ status: number; body: any }>, status = 400) {
    const s: TestServer = server();
    const before = await receivingSnapshot(s.database);
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(/\S/);
    expect(await receivingSnapshot(s.database)).toBe(before);
    return res.body;
  }

  it('the integration creates a list the app then finds open, with its lines in order and nothing stocked up', async () => {
    const id = await newList([
      { code: 'ZAH0030', amount_expected: 3, orders: [['O-1', 3, '2026-11-01T08:00:00Z']] },
      { code: 'ZAH0031', amount_expected: 2 },
    ]);
    const list = await detail(id);
    expect(list).toMatchObject({ state: 'open', archived: false, lines: 2, pieces_expected: 5, pieces_stocked_up: 0 });
    expect(list.products.map((p: any) => [p.code, p.amount_expected, p.amount_stocked_up])).toEqual([
      ['ZAH0030', 3, 0],
      ['ZAH0031', 2, 0],
    ]);
    expect((await api('GET', '/ao/shoplists/')).body.map((l: any) => l.shoplist_id)).toContain(id);
  });

  it('R-AO-02 stocking in from the list raises amount_stocked_up with the stock, and the oldest orders are fulfilled first', async () => {
    const id = await newList([
      {
        code: 'ZAH0032',
        amount_expected: 5,
        orders: [
          ['YOUNG', 2, '2026-11-03T08:00:00Z'],
          ['OLD', 3, '2026-11-01T08:00:00Z'],
        ],
      },
    ]);
    const res = await receive(id, [{ code: 'ZAH0032', amount: 3 }]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(await balanceOf(server().database, SHOP, 'A-03-1', 'ZAH0032')).toBe(3);
    const l = line(await detail(id), 'ZAH0032');
    expect(l.amount_stocked_up).toBe(3);
    expect(l.orders.map((o: any) => [o.order_code, o.isFulfilled])).toEqual([
      ['OLD', true],
      ['YOUNG', false],
    ]);
  });

  it('R-AO-01 an over-receipt and a product the list did not expect both show as excess', async () => {
    const id = await newList([
      { code: 'ZAH0033', amount_expected: 2 },
      { code: 'ZAH0034', amount_expected: 4 },
    ]);
    expect(
      (
        await receive(id, [
          { code: 'ZAH0033', amount: 3 },
          { code: 'ZAH0035', amount: 1 },
        ])
      ).status,
    ).toBe(200);
    const list = await detail(id);
    expect(line(list, 'ZAH0033')).toMatchObject({ amount_expected: 2, amount_stocked_up: 3 });
    expect(line(list, 'ZAH0035')).toMatchObject({ amount_expected: 0, amount_stocked_up: 1 });
    expect(line(list, 'ZAH0034')).toMatchObject({ amount_expected: 4, amount_stocked_up: 0 });
  });

  it('two devices receiving the same list at once lose no piece', async () => {
    const id = await newList([{ code: 'ZAH0036', amount_expected: 20 }]);
    await token('skladnik');
    const first = await server().login('admin');
    const second = await server().login('admin');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server().call('POST', '/api/sklad/inventory/ao/', {
          token: i % 2 ? first : second,
          body: {
            products: [{ code: 'ZAH0036', amount: 1 }],
            location_name: i % 3 ? 'A-03-2' : 'A-03-3',
            shoplist_id: id,
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(line(await detail(id), 'ZAH0036').amount_stocked_up).toBe(12);
    expect(
      (await balanceOf(server().database, SHOP, 'A-03-2', 'ZAH0036')) +
        (await balanceOf(server().database, SHOP, 'A-03-3', 'ZAH0036')),
    ).toBe(12);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('a retried submit (same Idempotency-Key) is applied once', async () => {
    const id = await newList([{ code: 'ZAH0037', amount_expected: 4 }]);
    const body = { products: [{ code: 'ZAH0037', amount: 2 }], location_name: 'A-03-1', shoplist_id: id };
    const key = { 'Idempotency-Key': `receiving-retry-${id}` };
    const [a, b] = await Promise.all([
      api('POST', '/inventory/ao/', body, 'admin', key),
      api('POST', '/inventory/ao/', body, 'admin', key),
    ]);
    const again = await api('POST', '/inventory/ao/', body, 'admin', key);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(again.body.change_id).toBe(a.body.change_id);
    expect(line(await detail(id), 'ZAH0037').amount_stocked_up).toBe(2);
  });

  it('R-AO-03 processing with move_missing and create_extras makes a backorder and a list of extras, then closes the list', async () => {
    const id = await newList([
      {
        code: 'ZAH0040',
        amount_expected: 5,
        orders: [
          ['A-1', 2, '2026-11-01T00:00:00Z'],
          ['A-2', 3, '2026-11-02T00:00:00Z'],
        ],
      },
      { code: 'ZAH0041', amount_expected: 2, orders: [['B-1', 2, '2026-11-01T00:00:00Z']] },
      { code: 'ZAH0042', amount_expected: 1 },
    ]);
    await receive(id, [
      { code: 'ZAH0040', amount: 3 },
      { code: 'ZAH0041', amount: 2 },
      { code: 'ZAH0042', amount: 4 },
    ]);
    const res = await api('POST', `/ao/shoplist/${id}/process/`, { move_missing: true, create_extras: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', shoplist_id: id, already_processed: false });
    const backorder = await detail(res.body.backorder_id);
    expect(backorder).toMatchObject({ state: 'open', backorder_of: id, pieces_expected: 2 });
    expect(
      backorder.products.map((p: any) => [p.code, p.amount_expected, p.orders.map((o: any) => o.order_code)]),
    ).toEqual([['ZAH0040', 2, ['A-2']]]);
    const extras = await detail(res.body.extras_id);
    expect(extras).toMatchObject({ state: 'processed', extras_of: id });
    expect(extras.products.map((p: any) => [p.code, p.amount_expected, p.amount_stocked_up])).toEqual([
      ['ZAH0042', 3, 3],
    ]);
    expect(await detail(id)).toMatchObject({
      state: 'processed',
      backorder_id: res.body.backorder_id,
      extras_id: res.body.extras_id,
    });
    const open = (await api('GET', '/ao/shoplists/')).body.map((l: any) => l.shoplist_id);
    expect(open).toContain(res.body.backorder_id);
    expect(open).not.toContain(id);
  });

  it('R-AO-03 processing twice does nothing more, and a processed list takes no more goods', async () => {
    const id = await newList([{ code: 'ZAH0043', amount_expected: 3 }]);
    await receive(id, [{ code: 'ZAH0043', amount: 1 }]);
    const first = await api('POST', `/ao/shoplist/${id}/process/`, { move_missing: true, create_extras: false });
    const before = await receivingSnapshot(server().database);
    const second = await api('POST', `/ao/shoplist/${id}/process/`, { move_missing: true, create_extras: true });
    expect(second.body).toMatchObject({
      already_processed: true,
      backorder_id: first.body.backorder_id,
      extras_id: null,
    });
    expect(await receivingSnapshot(server().database)).toBe(before);
    const refused = await expectRefusedUnchanged(() => receive(id, [{ code: 'ZAH0043', amount: 1 }]));
    expect(refused.errors[0].reason).toBe('shoplist_processed');
    expect(refused.detail).toMatch(/zpracovaný/);
  });

  it('R-AO-03 processing without options only closes the list', async () => {
    const id = await newList([{ code: 'ZAH0044', amount_expected: 3 }]);
    const res = await api('POST', `/ao/shoplist/${id}/process/`, { move_missing: false, create_extras: false });
    expect(res.body).toMatchObject({ status: 'ok', backorder_id: null, extras_id: null });
    expect((await detail(id)).state).toBe('processed');
  });

  it('R-AO-03 the status changes by request to a custom state of the e-shop; the list filter follows it', async () => {
    const id = await newList([{ code: 'ZAH0045', amount_expected: 1 }]);
    const states = (await api('GET', '/ao/custom_shoplist_states/')).body;
    expect(states.map((s: any) => s.name)).toEqual(['Objednáno', 'Na cestě', 'Přijímá se', 'Zkontrolováno']);
    const res = await api('PUT', `/ao/shoplist/${id}/status/`, { status: states[1].id });
    expect(res.body.status).toBe(states[1].id);
    const filtered = (await api('GET', `/ao/shoplists/?status=${states[1].id}`)).body.map((l: any) => l.shoplist_id);
    expect(filtered).toContain(id);
    expect(filtered.every((x: number) => x !== undefined)).toBe(true);
    await expectRefusedUnchanged(() => api('PUT', `/ao/shoplist/${id}/status/`, { status: 99999 }));
    expect((await api('PUT', `/ao/shoplist/${id}/status/`, { status: null })).body.status).toBeNull();
  });

  it('R-AO-03 an archived list leaves the list view, stays findable, and takes no goods, processing or status', async () => {
    const id = await newList([{ code: 'ZAH0046', amount_expected: 2 }]);
    const res = await api('PUT', `/ao/shoplist/${id}/archive/`);
    expect(res.body.archived).toBe(true);
    expect((await api('GET', '/ao/shoplists/?state=all')).body.map((l: any) => l.shoplist_id)).not.toContain(id);
    expect((await api('GET', '/ao/shoplists/?state=all&archived=1')).body.map((l: any) => l.shoplist_id)).toContain(id);
    expect((await api('POST', '/ao/shoplist/search/', { q: res.body.reference })).body[0].shoplist_id).toBe(id);
    const body = await expectRefusedUnchanged(() => receive(id, [{ code: 'ZAH0046', amount: 1 }]));
    expect(body.detail).toBe(`Seznam ${res.body.reference} je archivovaný, nelze do něj naskladňovat.`);
    await expectRefusedUnchanged(() =>
      api('POST', `/ao/shoplist/${id}/process/`, { move_missing: true, create_extras: true }),
    );
    await expectRefusedUnchanged(() => api('PUT', `/ao/shoplist/${id}/status/`, { status: null }));
  });

  it('comments are added and listed in order; an empty one is refused', async () => {
    const id = await newList([{ code: 'ZAH0047', amount_expected: 1 }]);
    expect((await api('POST', `/ao/shoplist/${id}/comment/`, { body: 'Krabice poškozená' })).status).toBe(201);
    await api('POST', `/ao/shoplist/${id}/comment/`, { body: 'Reklamováno u dodavatele' });
    const comments = (await api('GET', `/ao/shoplist/${id}/comment/`)).body;
    expect(comments.map((c: any) => [c.body, c.client_name])).toEqual([
      ['Krabice poškozená', 'Alena Adminová'],
      ['Reklamováno u dodavatele', 'Alena Adminová'],
    ]);
    await expectRefusedUnchanged(() => api('POST', `/ao/shoplist/${id}/comment/`, { body: '   ' }));
  });

  it('search finds a list by its number, its supplier, and the EAN of a product on it', async () => {
    const id = await newList([{ code: 'ZAH0048', amount_expected: 1 }]);
    const ean = line(await detail(id), 'ZAH0048').ean;
    for (const q of [`T-${seq}`, 'dodavatel', ean]) {
      const found = (await api('POST', '/ao/shoplist/search/', { q })).body.map((l: any) => l.shoplist_id);
      expect(found).toContain(id);
    }
  });

  it('an update from the integration replaces expected amounts and orders and keeps what was stocked up', async () => {
    const id = await newList([
      { code: 'ZAH0050', amount_expected: 2 },
      { code: 'ZAH0051', amount_expected: 2 },
      { code: 'ZAH0052', amount_expected: 2 },
    ]);
    await receive(id, [{ code: 'ZAH0051', amount: 1 }]);
    const reference = (await detail(id)).reference;
    const res = await api('PUT', '/ao/integration/shoplist/', {
      reference,
      name: 'Přejmenováno',
      products: [
        { code: 'ZAH0050', amount_expected: 5, orders: [{ order_code: 'N-1', count: 5, ordered_at: '2026-11-05' }] },
      ],
    });
    expect(res.status).toBe(200);
    const list = await detail(id);
    expect(list.name).toBe('Přejmenováno');
    expect(list.products.map((p: any) => [p.code, p.amount_expected, p.amount_stocked_up, p.orders.length])).toEqual([
      ['ZAH0050', 5, 0, 1],
      ['ZAH0051', 0, 1, 0],
    ]);
  });

  it('bad input is a Czech 400 and changes nothing', async () => {
    const id = await newList([{ code: 'ZAH0053', amount_expected: 2 }]);
    const negative = await expectRefusedUnchanged(() => receive(id, [{ code: 'ZAH0053', amount: -2 }]));
    expect(negative.errors[0].reason).toBe('invalid_amount');
    const unknown = await expectRefusedUnchanged(() => receive(id, [{ code: 'NEEXISTUJE-1', amount: 1 }]));
    expect(unknown.errors[0].reason).toBe('unknown_product');
    const upsert = (products: unknown) =>
      api('PUT', '/ao/integration/shoplist/', { reference: 'BAD-1', name: 'Špatný', products });
    expect((await expectRefusedUnchanged(() => upsert([{ code: 'NEEXISTUJE-2', amount_expected: 1 }]))).detail).toBe(
      'Produkt NEEXISTUJE-2 neexistuje.',
    );
    expect((await expectRefusedUnchanged(() => upsert([{ code: 'ZAH0053', amount_expected: -1 }]))).detail).toMatch(
      /^Očekávané množství \(položka 1\)/,
    );
    await expectRefusedUnchanged(() =>
      upsert([{ code: 'ZAH0053', amount_expected: 1, orders: [{ order_code: 'X', count: 1, ordered_at: 'včera' }] }]),
    );
    await expectRefusedUnchanged(() => api('POST', `/ao/shoplist/${id}/process/`, { move_missing: 'ano' }));
    await expectRefusedUnchanged(() => api('POST', '/ao/shoplist/search/', { q: '' }));
    await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', {
        products: [{ code: 'ZAH0053', amount: 1 }],
        location_name: 'A-03-1',
        shoplist_id: id,
      }),
    );
  });

  it('a list of another e-shop is not found and cannot be received into', async () => {
    const foreign = await newList([{ code: 'CIZ0001', amount_expected: 2 }], 'cizi');
    await expectRefusedUnchanged(() => api('GET', `/ao/shoplist/${foreign}/`), 404);
    await expectRefusedUnchanged(
      () => api('POST', `/ao/shoplist/${foreign}/process/`, { move_missing: true, create_extras: true }),
      404,
    );
    const body = await expectRefusedUnchanged(() => receive(foreign, [{ code: 'ZAH0054', amount: 1 }]));
    expect(body.errors[0].reason).toBe('unknown_shoplist');
    expect((await api('GET', '/ao/shoplists/?state=all')).body.map((l: any) => l.shoplist_id)).not.toContain(foreign);
  });

  it('R-PERM-05 the calls need sklad.naskladneni_ao and the auto-order module of the e-shop', async () => {
    expect((await api('GET', '/ao/shoplists/', undefined, 'skladnik')).status).toBe(403);
    const basic = await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=102', {
      token: await token('admin'),
    });
    const res = await server().call('GET', '/api/sklad/ao/shoplists/', { token: basic.body.access_token });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Naskladnění ze seznamu vyžaduje modul automatických objednávek.');
  });
});
