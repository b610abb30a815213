import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { importClient } from './testing/import-client';

const SHOP = 101;

// The shopping-list import writes through the auto-order integration's upsert (PUT /ao/integration/shoplist/).
describeOnEachStorage('shopping-list import from a spreadsheet', ({ server }) => {
  const { api, upload } = importClient(server, 'shoplists');
  const lines = async (reference: string) =>
    server().database.query<Record<string, unknown>>(
      `SELECT s.name, s.supplier, s.state, l.code, l.amount_expected FROM shoplists s
       JOIN shoplist_lines l ON l.shoplist_id = s.id WHERE s.eshop_id = $1 AND s.reference = $2 ORDER BY l.position`,
      [SHOP, reference],
    );
  const listCount = async () =>
    (await server().database.query<{ n: number }>('SELECT count(*)::int AS n FROM shoplists'))[0].n;

  it('a file with one bad row creates no list and names every problem by row and column', async () => {
    const before = await listCount();
    const up = await upload(
      'seznamy.csv',
      'Reference;Název seznamu;Dodavatel;Kód produktu;Očekáváno\r\n' +
        'IMP-SL-BAD;Dodávka;Velkoobchod;ZAH0001;5\r\n' +
        'IMP-SL-BAD;Jiný název;Velkoobchod;NEEXISTUJE;0\r\n',
    );
    expect(up.status).toBe(201);
    expect(up.body.mapping).toEqual({ reference: 0, name: 1, supplier: 2, code: 3, amount: 4 });
    expect(up.body.problems).toEqual([
      { row: 3, column: 'Očekáváno (E)', message: 'Množství musí být alespoň 1.' },
      { row: 3, column: 'Kód produktu (D)', message: 'Produkt s kódem „NEEXISTUJE“ v katalogu e-shopu není.' },
      { row: 3, column: 'Název seznamu (B)', message: 'Seznam IMP-SL-BAD má na řádku 2 jiný název („Dodávka“).' },
    ]);
    const applied = await api('POST', `/imports/${up.body.id}/apply/`);
    expect(applied.status).toBe(400);
    expect(applied.body.detail).toMatch(/nic nebylo změněno/);
    expect(await listCount()).toBe(before);
  });

  it('a good file creates its lists through the integration; the same file again is refused', async () => {
    const file =
      'Reference;Název seznamu;Dodavatel;Kód produktu;Očekáváno\r\n' +
      'IMP-SL-1;Jarní dodávka;Velkoobchod;ZAH0001;5\r\n' +
      'IMP-SL-2;Doplnění;;ZAH0003;2\r\n' +
      'imp-sl-1;Jarní dodávka;Velkoobchod;ZAH0002;12\r\n';
    const up = await upload('seznamy.csv', file);
    expect(up.body.problem_count).toBe(0);
    const first = await api('POST', `/imports/${up.body.id}/apply/`);
    expect(first.status).toBe(200);
    expect(first.body.applied_rows).toBe(3);
    expect(await lines('IMP-SL-1')).toEqual([
      { name: 'Jarní dodávka', supplier: 'Velkoobchod', state: 'open', code: 'ZAH0001', amount_expected: 5 },
      { name: 'Jarní dodávka', supplier: 'Velkoobchod', state: 'open', code: 'ZAH0002', amount_expected: 12 },
    ]);
    expect(await lines('IMP-SL-2')).toEqual([
      { name: 'Doplnění', supplier: '', state: 'open', code: 'ZAH0003', amount_expected: 2 },
    ]);
    const count = await listCount();
    const sameFile = await upload('seznamy-kopie.csv', file);
    expect(sameFile.body.applied_before).not.toBeNull();
    const refused = await api('POST', `/imports/${sameFile.body.id}/apply/`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Stejný soubor už byl použit/);
    expect(await listCount()).toBe(count);
  });
});
