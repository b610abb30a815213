import { describe, expect, it } from 'vitest';
import { SHOP, useLedgerTestServer } from './testing/ledger-test-server';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from './testing/ledger-probe';

const t = useLedgerTestServer();
const { api } = t;
const stockIn = (code: string, amount: number, location = 'A-01-1', extra: Record<string, unknown> = {}) =>
  api('POST', '/inventory/', {
    products: [{ code, amount, ...extra }],
    location_name: location,
    source: 'Sklad',
    shoptet_sync: true,
  });

/** R-HTTP-08 from the server's side: a 400 with errors, and not a row of the ledger changed. */
async function expectRefusedUnchanged(request: () => Promise<{ status: number; body: any }>, status = 400) {
  const before = await ledgerSnapshot(t.server.database);
  const res = await request();
  expect(res.status).toBe(status);
  expect(typeof res.body.detail).toBe('string');
  expect(res.body.detail.length).toBeGreaterThan(0);
  expect(await ledgerSnapshot(t.server.database)).toBe(before);
  return res.body;
}

describe('stock in (POST /inventory/)', () => {
  it('adds pieces, answers an empty errors list and writes movement, balance and outbox together', async () => {
    const res = await stockIn('ZAH0010', 4);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      errors: [],
      shoptet_sync: true,
      movements: [{ code: 'ZAH0010', location_name: 'A-01-1', amount: 4, before: 0, after: 4, sarze_id: null }],
    });
    expect(await balanceOf(t.server.database, SHOP, 'A-01-1', 'ZAH0010')).toBe(4);
    const outbox = await t.server.database.query(
      `SELECT code, amount, status FROM stock_sync_outbox WHERE change_id = $1`,
      [res.body.change_id],
    );
    expect(outbox).toEqual([{ code: 'ZAH0010', amount: 4, status: 'pending' }]);
    expect(await ledgerInconsistencies(t.server.database)).toEqual([]);
  });

  it('R-HTTP-08 refuses every invalid line with a list of errors and changes nothing', async () => {
    const body = await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', {
        products: [
          { code: 'ZAH0010', amount: 2 },
          { code: 'NEEXISTUJE', amount: 1 },
          { code: 'ZAH0011', amount: -3 },
          { code: 'ZAH0012', amount: 1.5 },
          { code: 'ZAH0013', amount: 0 },
        ],
        location_name: 'A-01-1',
        shoptet_sync: true,
      }),
    );
    expect(body.errors.map((e: any) => [e.code, e.reason])).toEqual([
      ['NEEXISTUJE', 'unknown_product'],
      ['ZAH0011', 'invalid_amount'],
      ['ZAH0012', 'invalid_amount'],
      ['ZAH0013', 'invalid_amount'],
    ]);
    expect(body.errors.every((e: any) => typeof e.detail === 'string')).toBe(true);
  });

  it('refuses an unknown location, a malformed body, a huge payload and an unknown source with 400', async () => {
    const body = await expectRefusedUnchanged(() => stockIn('ZAH0010', 1, 'Z-99-9'));
    expect(body.detail).toBe('Pozice „Z-99-9“ neexistuje.');
    await expectRefusedUnchanged(() => api('POST', '/inventory/', '{nope'));
    await expectRefusedUnchanged(() => api('POST', '/inventory/', { products: [], location_name: 'A-01-1' }));
    await expectRefusedUnchanged(() => api('POST', '/inventory/', { products: 'x', location_name: 'A-01-1' }));
    await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', { products: [{ code: 'ZAH0010', amount: '1' }], location_name: 'A-01-1' }),
    );
    const many = Array.from({ length: 501 }, () => ({ code: 'ZAH0010', amount: 1 }));
    await expectRefusedUnchanged(() => api('POST', '/inventory/', { products: many, location_name: 'A-01-1' }));
    await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', { products: [{ code: 'x'.repeat(3_000_000), amount: 1 }], location_name: 'A-01-1' }),
    );
    await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', {
        products: [{ code: 'ZAH0010', amount: 1 }],
        location_name: 'A-01-1',
        source: 'Hacker',
      }),
    );
  });

  it("another e-shop's products and locations are invisible", async () => {
    const body = await expectRefusedUnchanged(() => stockIn('KUCH0001', 1));
    expect(body.errors[0].reason).toBe('unknown_product');
    await expectRefusedUnchanged(() => stockIn('CIZ0001', 1));
    const foreign = await api(
      'POST',
      '/inventory/',
      { products: [{ code: 'CIZ0001', amount: 3 }], location_name: 'A-01-1' },
      t.cizi,
    );
    expect(foreign.status).toBe(200);
    const log = await api('POST', '/log/', {});
    expect(log.body.changes.some((c: any) => c.id === foreign.body.change_id)).toBe(false);
    await expectRefusedUnchanged(() => api('POST', `/inventory/revert/${foreign.body.change_id}/`, {}), 404);
  });

  it('R-CFG-01 shoptet_sync is forced off for a public-API e-shop without stock sync: no outbox row', async () => {
    await t.server.database.query(
      `UPDATE eshops SET is_public_api = true, sync_public_api_stock = false WHERE id = ${SHOP}`,
    );
    try {
      const res = await stockIn('ZAH0014', 2);
      expect(res.body.shoptet_sync).toBe(false);
      expect(
        await t.server.database.query(`SELECT 1 FROM stock_sync_outbox WHERE change_id = $1`, [res.body.change_id]),
      ).toEqual([]);
    } finally {
      await t.server.database.query(`UPDATE eshops SET is_public_api = false WHERE id = ${SHOP}`);
    }
  });

  it('the no-sync modes (vratky) write no outbox row', async () => {
    const res = await api('POST', '/inventory/vratky', {
      products: [{ code: 'ZAH0015', amount: 2 }],
      location_name: 'A-01-1',
      shoptet_sync: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.shoptet_sync).toBe(false);
    const out = await api('DELETE', '/inventory/vratky', {
      products: [{ code: 'ZAH0015', amount: 1 }],
      location_name: 'A-01-1',
      shoptet_sync: true,
    });
    expect(out.status).toBe(200);
    expect(
      await t.server.database.query(`SELECT 1 FROM stock_sync_outbox WHERE change_id IN ($1, $2)`, [
        res.body.change_id,
        out.body.change_id,
      ]),
    ).toEqual([]);
  });

  it('stock in from a list needs sklad.naskladneni_ao and the auto-order module', async () => {
    expect(
      (await api('POST', '/inventory/ao/', { products: [{ code: 'ZAH0016', amount: 1 }], location_name: 'A-01-1' }))
        .status,
    ).toBe(200);
    await expectRefusedUnchanged(
      () =>
        api(
          'POST',
          '/inventory/ao/',
          { products: [{ code: 'ZAH0016', amount: 1 }], location_name: 'A-01-1' },
          t.skladnik,
        ),
      403,
    );
    await t.server.database.query(`UPDATE eshops SET modules = '[]' WHERE id = ${SHOP}`);
    try {
      await expectRefusedUnchanged(
        () => api('POST', '/inventory/ao/', { products: [{ code: 'ZAH0016', amount: 1 }], location_name: 'A-01-1' }),
        403,
      );
    } finally {
      await t.server.database.query(`UPDATE eshops SET modules = '["auto_order"]' WHERE id = ${SHOP}`);
    }
  });
});

describe('batches on stock in', () => {
  it('R-SCAN-04 a new batch without expiry that the product lacks is refused; with expiry it is created', async () => {
    const body = await expectRefusedUnchanged(() => stockIn('ZAH0020', 1, 'A-02-1', { new_sarze: { name: 'B-1' } }));
    expect(body.errors[0]).toMatchObject({
      code: 'ZAH0020',
      reason: 'batch_expiry_missing',
      detail: 'Nemáte zadán datum expirace a produkt tuto expiraci neobsahuje, proto ji nelze nastavit',
    });
    const created = await stockIn('ZAH0020', 1, 'A-02-1', { new_sarze: { name: 'B-1', expires_at: '2030-05-31' } });
    expect(created.status).toBe(200);
    expect(created.body.movements[0].sarze_id).toBeGreaterThan(0);
  });

  it('R-SCAN-05 a batch is matched by name, and by expiry when one is given', async () => {
    const first = await stockIn('ZAH0021', 1, 'A-02-2', { new_sarze: { name: 'M', expires_at: '2030-01-01' } });
    const id = first.body.movements[0].sarze_id;
    const byName = await stockIn('ZAH0021', 1, 'A-02-2', { new_sarze: { name: 'M' } });
    expect(byName.body.movements[0].sarze_id).toBe(id);
    const other = await stockIn('ZAH0021', 1, 'A-02-3', { new_sarze: { name: 'M', expires_at: '2031-01-01' } });
    expect(other.body.movements[0].sarze_id).not.toBe(id);
  });

  it('R-SCAN-03 two different batches of one product in one request are refused', async () => {
    const body = await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', {
        products: [
          { code: 'ZAH0022', amount: 1, new_sarze: { name: 'X', expires_at: '2030-01-01' } },
          { code: 'ZAH0022', amount: 1, new_sarze: { name: 'Y', expires_at: '2030-01-01' } },
        ],
        location_name: 'A-03-1',
      }),
    );
    expect(body.errors[0].detail).toBe(
      'Nejprve dokončete naskladnění/vyskladnění již naskenované šarže a poté můžete naskenovat další',
    );
  });

  it('R-SCAN-03 one batch at a time whatever the product: a stock-in with batches of two products is refused', async () => {
    const body = await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', {
        products: [
          { code: 'ZAH0025', amount: 1, new_sarze: { name: 'P1', expires_at: '2030-01-01' } },
          { code: 'ZAH0026', amount: 1 },
          { code: 'ZAH0027', amount: 1, new_sarze: { name: 'P2', expires_at: '2030-01-01' } },
        ],
        location_name: 'A-03-1',
      }),
    );
    expect(body.errors.map((e: any) => [e.code, e.reason, e.line])).toEqual([['ZAH0027', 'batch_not_finished', 2]]);
    // A location check lists what a location holds: batches of several products are fine there.
    const check = await api('PUT', '/inventory/', {
      action: 'location_check',
      products: [
        { code: 'ZAH0025', amount: 1, new_sarze: { name: 'P1', expires_at: '2030-01-01' } },
        { code: 'ZAH0027', amount: 1, new_sarze: { name: 'P2', expires_at: '2030-01-01' } },
      ],
      location_name: 'A-03-1',
    });
    expect(check.status).toBe(200);
  });

  it('a wrong batch id, a batch of another product, a bad expiry date and a missing required batch are refused', async () => {
    const other = await stockIn('ZAH0023', 1, 'A-03-2', { new_sarze: { name: 'Q', expires_at: '2030-01-01' } });
    const foreignBatch = other.body.movements[0].sarze_id;
    expect(
      (await expectRefusedUnchanged(() => stockIn('ZAH0024', 1, 'A-03-2', { sarze_id: foreignBatch }))).errors[0]
        .reason,
    ).toBe('unknown_batch');
    expect(
      (await expectRefusedUnchanged(() => stockIn('ZAH0024', 1, 'A-03-2', { sarze_id: 999999 }))).errors[0].reason,
    ).toBe('unknown_batch');
    expect(
      (
        await expectRefusedUnchanged(() =>
          stockIn('ZAH0024', 1, 'A-03-2', { new_sarze: { name: 'Q', expires_at: '2030-02-30' } }),
        )
      ).errors[0].reason,
    ).toBe('unknown_batch');
    await t.server.database.query(
      `INSERT INTO product_flags (eshop_id, code, require_batch) VALUES (${SHOP}, 'ZAH0024', true)`,
    );
    expect((await expectRefusedUnchanged(() => stockIn('ZAH0024', 1, 'A-03-2'))).errors[0].reason).toBe(
      'batch_required',
    );
  });

  it('another batch on a single-batch location needs acknowledge_multiple_sarze', async () => {
    await stockIn('ZAH0025', 1, 'A-04-1', { new_sarze: { name: 'P1', expires_at: '2030-01-01' } });
    const body = await expectRefusedUnchanged(() =>
      stockIn('ZAH0025', 1, 'A-04-1', { new_sarze: { name: 'P2', expires_at: '2030-01-01' } }),
    );
    expect(body.errors[0].reason).toBe('multiple_sarze');
    const ok = await api('POST', '/inventory/', {
      products: [{ code: 'ZAH0025', amount: 1, new_sarze: { name: 'P2', expires_at: '2030-01-01' } }],
      location_name: 'A-04-1',
      acknowledge_multiple_sarze: true,
    });
    expect(ok.status).toBe(200);
  });
});

describe('stock out (DELETE /inventory/)', () => {
  it('takes pieces out and refuses more than the location holds with a Czech message, changing nothing', async () => {
    await stockIn('ZAH0030', 5, 'B-01-1');
    const body = await expectRefusedUnchanged(() =>
      api('DELETE', '/inventory/', { products: [{ code: 'ZAH0030', amount: 6 }], location_name: 'B-01-1' }),
    );
    expect(body.detail).toBe('Na pozici B-01-1 je jen 5 ks produktu ZAH0030, nelze vyskladnit 6 ks.');
    const ok = await api('DELETE', '/inventory/', {
      products: [{ code: 'ZAH0030', amount: 5 }],
      location_name: 'B-01-1',
      sector_name: 'B',
      shoptet_sync: true,
    });
    expect(ok.body).toMatchObject({ errors: [], movements: [{ amount: -5, before: 5, after: 0 }] });
  });

  it('refuses a wrong sector, an unknown location, bad amounts and a batch that is not there', async () => {
    await stockIn('ZAH0031', 5, 'B-01-2');
    expect(
      (
        await expectRefusedUnchanged(() =>
          api('DELETE', '/inventory/', {
            products: [{ code: 'ZAH0031', amount: 1 }],
            location_name: 'B-01-2',
            sector_name: 'A',
          }),
        )
      ).errors[0].reason,
    ).toBe('wrong_sector');
    await expectRefusedUnchanged(() =>
      api('DELETE', '/inventory/', { products: [{ code: 'ZAH0031', amount: 1 }], location_name: 'NIKDE' }),
    );
    await expectRefusedUnchanged(() =>
      api('DELETE', '/inventory/', { products: [{ code: 'ZAH0031', amount: -1 }], location_name: 'B-01-2' }),
    );
    await expectRefusedUnchanged(() =>
      api('DELETE', '/inventory/', { products: [{ code: 'ZAH0031', amount: 0.5 }], location_name: 'B-01-2' }),
    );
    await expectRefusedUnchanged(() =>
      api('DELETE', '/inventory/', {
        products: [{ code: 'ZAH0031', amount: 1, new_sarze: { name: 'nic', expires_at: '2030-01-01' } }],
        location_name: 'B-01-2',
      }),
    );
  });

  it('scopes: skladnik may scan, a role without sklad.vyskladneni may not, and nobody signed out', async () => {
    const takeOne = { products: [{ code: 'ZAH0032', amount: 1 }], location_name: 'B-02-1' };
    await stockIn('ZAH0032', 3, 'B-02-1');
    expect((await api('DELETE', '/inventory/', takeOne, t.skladnik)).status).toBe(200);
    await expectRefusedUnchanged(() => api('DELETE', '/inventory/', takeOne, 'bad-token'), 401);
    await t.server.database.query(
      `UPDATE roles SET allowed_scopes = '["sklad.naskladneni"]', forbidden_scopes = '["sklad.vyskladneni","sklad.vyskladneni_vratek","sklad.zmena_pozic","sklad.overeni_pozice","sklad.log_pohybu","sklad.multiean_krabice"]' WHERE id = 2`,
    );
    try {
      const forbidden: [string, string, unknown][] = [
        ['DELETE', '/inventory/', takeOne],
        ['DELETE', '/inventory/vratky', takeOne],
        [
          'PUT',
          '/inventory/relocate/selective/',
          { products: [{ code: 'ZAH0032', amount: 1, from: 'B-02-1', to: 'B-02-2' }] },
        ],
        ['POST', '/log/', {}],
      ];
      for (const [method, path, body] of forbidden)
        await expectRefusedUnchanged(() => api(method, path, body, t.skladnik), 403);
    } finally {
      await t.server.database.query(
        `UPDATE roles SET allowed_scopes = '["sklad.log_pohybu","sklad.naskladneni","sklad.vyskladneni","sklad.naskladneni_vratek","sklad.vyskladneni_vratek","sklad.overeni_pozice","sklad.zmena_pozic"]', forbidden_scopes = NULL WHERE id = 2`,
      );
    }
  });
});

describe('location check and change (PUT /inventory/)', () => {
  it('location_check sets the counted amount; the difference is the movement', async () => {
    await stockIn('ZAH0040', 5, 'C-01-1');
    const res = await api('PUT', '/inventory/', {
      action: 'location_check',
      products: [{ code: 'ZAH0040', amount: 3 }],
      location_name: 'C-01-1',
    });
    expect(res.body).toMatchObject({ errors: [], movements: [{ amount: -2, before: 5, after: 3 }] });
    const zero = await api('PUT', '/inventory/', {
      products: [{ code: 'ZAH0040', amount: 0 }],
      location_name: 'C-01-1',
    });
    expect(zero.body.movements[0]).toMatchObject({ before: 3, after: 0 });
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', { products: [{ code: 'ZAH0040', amount: -1 }], location_name: 'C-01-1' }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', { products: [{ code: 'ZAH0040', amount: 1.25 }], location_name: 'C-01-1' }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', { products: [{ code: 'ZAH0040', amount: 1 }], location_name: 'NIKDE' }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', {
        action: 'delete_all',
        products: [{ code: 'ZAH0040', amount: 1 }],
        location_name: 'C-01-1',
      }),
    );
  });

  it('location_change gathers the product at the new location; from_location_name moves a part', async () => {
    await stockIn('ZAH0041', 4, 'C-01-2');
    await stockIn('ZAH0041', 2, 'C-01-3');
    const part = await api('PUT', '/inventory/', {
      action: 'location_change',
      products: [{ code: 'ZAH0041', amount: 1, from_location_name: 'C-01-2' }],
      location_name: 'C-02-1',
    });
    expect(part.status).toBe(200);
    const all = await api('PUT', '/inventory/', {
      action: 'location_change',
      products: [{ code: 'ZAH0041' }],
      location_name: 'C-02-1',
    });
    expect(all.status).toBe(200);
    expect(await balanceOf(t.server.database, SHOP, 'C-02-1', 'ZAH0041')).toBe(6);
    expect(await balanceOf(t.server.database, SHOP, 'C-01-2', 'ZAH0041')).toBe(0);
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', {
        action: 'location_change',
        products: [{ code: 'ZAH0041' }],
        location_name: 'C-02-1',
      }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', {
        action: 'location_change',
        products: [{ code: 'ZAH0041', amount: 99, from_location_name: 'C-02-1' }],
        location_name: 'C-02-2',
      }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/', {
        action: 'location_change',
        products: [{ code: 'ZAH0041', amount: 1, from_location_name: 'NIKDE' }],
        location_name: 'C-02-2',
      }),
    );
  });
});

describe('selective relocation and revert', () => {
  it('moves pieces between locations (no e-shop sync: the total is unchanged)', async () => {
    await stockIn('ZAH0050', 5, 'E-01-1');
    const res = await api('PUT', '/inventory/relocate/selective/', {
      products: [{ code: 'ZAH0050', amount: 2, from: 'E-01-1', to: 'E-01-2' }],
      shoptet_sync: true,
    });
    expect(res.body.movements.map((m: any) => [m.location_name, m.amount])).toEqual([
      ['E-01-1', -2],
      ['E-01-2', 2],
    ]);
    expect(
      await t.server.database.query(`SELECT 1 FROM stock_sync_outbox WHERE change_id = $1`, [res.body.change_id]),
    ).toEqual([]);
    expect(res.body.movements.length).toBe(2);
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/relocate/selective/', {
        products: [{ code: 'ZAH0050', amount: 9, from: 'E-01-1', to: 'E-01-2' }],
      }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/relocate/selective/', {
        products: [{ code: 'ZAH0050', amount: 1, from: 'E-01-1', to: 'E-01-1' }],
      }),
    );
    await expectRefusedUnchanged(() =>
      api('PUT', '/inventory/relocate/selective/', {
        products: [{ code: 'ZAH0050', amount: 1, from: 'E-01-1', to: 'X' }],
      }),
    );
  });

  it('R-LOG-02 revert undoes a change under the reverse-record label, once', async () => {
    const res = await stockIn('ZAH0051', 3, 'E-02-1');
    const revert = await api('POST', `/inventory/revert/${res.body.change_id}/`, { source: 'Zpětný záznam' });
    expect(revert.status).toBe(200);
    expect(await balanceOf(t.server.database, SHOP, 'E-02-1', 'ZAH0051')).toBe(0);
    const log = await api('POST', '/log/', {});
    expect(log.body.changes[0]).toMatchObject({
      id: revert.body.change_id,
      source: 'Zpětný záznam',
      reverts_id: res.body.change_id,
    });
    expect(log.body.changes.find((c: any) => c.id === res.body.change_id).reverted_by_id).toBe(revert.body.change_id);
    expect(
      (await expectRefusedUnchanged(() => api('POST', `/inventory/revert/${res.body.change_id}/`, {}))).errors[0]
        .reason,
    ).toBe('already_reverted');
    expect(
      (await expectRefusedUnchanged(() => api('POST', `/inventory/revert/${revert.body.change_id}/`, {}))).errors[0]
        .reason,
    ).toBe('not_revertible');
    await expectRefusedUnchanged(() => api('POST', `/inventory/revert/${res.body.change_id}/`, { source: 'Sklad' }));
    await expectRefusedUnchanged(() => api('POST', '/inventory/revert/abc/', {}));
    await expectRefusedUnchanged(() => api('POST', '/inventory/revert/99999999/', {}), 404);
  });

  it('a revert whose stock has left since is refused and changes nothing', async () => {
    const res = await stockIn('ZAH0052', 3, 'E-02-2');
    await api('DELETE', '/inventory/', { products: [{ code: 'ZAH0052', amount: 2 }], location_name: 'E-02-2' });
    expect(
      (await expectRefusedUnchanged(() => api('POST', `/inventory/revert/${res.body.change_id}/`, {}))).errors[0]
        .reason,
    ).toBe('insufficient_stock');
  });
});

describe('idempotency', () => {
  it('a replayed Idempotency-Key returns the first answer and changes nothing', async () => {
    const headers = { 'Idempotency-Key': 'test-key-1' };
    const body = { products: [{ code: 'ZAH0060', amount: 2 }], location_name: 'A-05-1' };
    const first = await api('POST', '/inventory/', body, t.admin, headers);
    const snapshot = await ledgerSnapshot(t.server.database);
    const again = await api('POST', '/inventory/', body, t.admin, headers);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await ledgerSnapshot(t.server.database)).toBe(snapshot);
    expect(await balanceOf(t.server.database, SHOP, 'A-05-1', 'ZAH0060')).toBe(2);
  });

  it('the same key with another payload is refused; another client may use the same key', async () => {
    const headers = { 'Idempotency-Key': 'test-key-2' };
    await api(
      'POST',
      '/inventory/',
      { products: [{ code: 'ZAH0061', amount: 1 }], location_name: 'A-05-1' },
      t.admin,
      headers,
    );
    await expectRefusedUnchanged(() =>
      api(
        'POST',
        '/inventory/',
        { products: [{ code: 'ZAH0061', amount: 5 }], location_name: 'A-05-1' },
        t.admin,
        headers,
      ),
    );
    const other = await api(
      'POST',
      '/inventory/',
      { products: [{ code: 'ZAH0061', amount: 1 }], location_name: 'A-05-1' },
      t.skladnik,
      headers,
    );
    expect(other.status).toBe(200);
    expect(await balanceOf(t.server.database, SHOP, 'A-05-1', 'ZAH0061')).toBe(2);
    await expectRefusedUnchanged(() =>
      api('POST', '/inventory/', { products: [{ code: 'ZAH0061', amount: 1 }], location_name: 'A-05-1' }, t.admin, {
        'Idempotency-Key': 'x'.repeat(201),
      }),
    );
  });

  it('a refused write does not use up its key', async () => {
    const headers = { 'Idempotency-Key': 'test-key-3' };
    const body = { products: [{ code: 'ZAH0062', amount: 1 }], location_name: 'A-05-2' };
    expect((await api('DELETE', '/inventory/', body, t.admin, headers)).status).toBe(400);
    await stockIn('ZAH0062', 1, 'A-05-2');
    expect((await api('DELETE', '/inventory/', body, t.admin, headers)).status).toBe(200);
    expect(await ledgerInconsistencies(t.server.database)).toEqual([]);
  });
});
