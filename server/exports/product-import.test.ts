import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { importClient } from './testing/import-client';
import { ledgerSnapshot } from '../ledger/testing/ledger-probe';

const SHOP = 101;

// The product import writes through the catalogue integration's upsert (PUT /catalogue/products/).
describeOnEachStorage('product import from a spreadsheet', ({ server }) => {
  const { api, upload } = importClient(server, 'products');
  const product = async (code: string) =>
    (
      await server().database.query<Record<string, unknown>>(
        `SELECT p.code, p.ean, p.name, p.variant_name, p.image, f.hidden, f.require_batch
         FROM products p LEFT JOIN product_flags f ON f.eshop_id = p.eshop_id AND f.code = p.code
         WHERE p.eshop_id = $1 AND p.code = $2`,
        [SHOP, code],
      )
    )[0];
  const productCount = async () =>
    (await server().database.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n;

  it('a file with one bad row applies nothing and names every problem by row and column', async () => {
    const before = [await ledgerSnapshot(server().database), await productCount()];
    const up = await upload(
      'produkty.csv',
      'Kód produktu;EAN;Název;Skrytý\r\nIMP-BAD-1;8590000777001;Dobrý;ne\r\nIMP-BAD-2;859 0001;Špatný;možná\r\nIMP-BAD-1;;;\r\n',
    );
    expect(up.status).toBe(201);
    expect(up.body.mapping).toEqual({
      code: 0,
      ean: 1,
      name: 2,
      variant: null,
      image: null,
      hidden: 3,
      requireBatch: null,
    });
    expect(up.body.problems).toEqual([
      { row: 3, column: 'EAN (B)', message: 'EAN smí obsahovat jen tisknutelné znaky bez mezer.' },
      { row: 3, column: 'Skrytý (D)', message: '„možná“ není ano ani ne.' },
      { row: 4, column: 'Název (C)', message: 'Hodnota chybí.' },
      { row: 4, column: 'Kód produktu (A)', message: 'Produkt IMP-BAD-1 je v souboru vícekrát (poprvé na řádku 2).' },
    ]);
    const applied = await api('POST', `/imports/${up.body.id}/apply/`);
    expect(applied.status).toBe(400);
    expect(applied.body.detail).toMatch(/nic nebylo změněno/);
    expect(await product('IMP-BAD-1')).toBeUndefined();
    expect([await ledgerSnapshot(server().database), await productCount()]).toEqual(before);
  });

  it('a good file creates and updates products like the catalogue endpoint; the same file again is refused', async () => {
    const kept = await product('ZAH0001');
    expect(kept).toBeDefined();
    const file =
      'Code;EAN;Name;Variant;Image URL;Hidden;Batch required\r\n' +
      'IMP-NEW-1;8590000777101;Nový produkt;Modrá;https://eshop.example/img/1.jpg;ne;ano\r\n' +
      'ZAH0001;;Přejmenovaný;;;ano;\r\n';
    const up = await upload('katalog.csv', file);
    expect(up.body.problem_count).toBe(0);
    const first = await api('POST', `/imports/${up.body.id}/apply/`);
    expect(first.status).toBe(200);
    expect(first.body.applied_rows).toBe(2);
    expect(await product('IMP-NEW-1')).toEqual({
      code: 'IMP-NEW-1',
      ean: '8590000777101',
      name: 'Nový produkt',
      variant_name: 'Modrá',
      image: 'https://eshop.example/img/1.jpg',
      hidden: false,
      require_batch: true,
    });
    expect(await product('ZAH0001')).toEqual({
      ...kept,
      ean: null,
      name: 'Přejmenovaný',
      variant_name: '',
      image: null,
      hidden: true,
      require_batch: kept.require_batch ?? false,
    });
    const count = await productCount();
    const sameFile = await upload('katalog-kopie.csv', file);
    expect(sameFile.body.applied_before).not.toBeNull();
    const refused = await api('POST', `/imports/${sameFile.body.id}/apply/`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Stejný soubor už byl použit/);
    expect(await productCount()).toBe(count);
    // An empty flag cell keeps the flag, as a field left out of the integration's request does.
    const rename = await upload('prejmenovani.csv', 'Kód;Název;Vyžaduje šarži\r\nIMP-NEW-1;Nový název;\r\n');
    expect(rename.body.mapping).toMatchObject({ code: 0, name: 1, requireBatch: 2 });
    expect((await api('POST', `/imports/${rename.body.id}/apply/`)).status).toBe(200);
    expect(await product('IMP-NEW-1')).toMatchObject({ name: 'Nový název', require_batch: true, hidden: false });
  });
});
