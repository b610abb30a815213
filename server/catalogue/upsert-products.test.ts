import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { rowsOf } from '../db/sql-rows';
import { upsertProducts, type CatalogueEntry } from './upsert-products';

// The catalogue upsert writes a whole batch set-based (issue #28: the snapshot's batches of 500 products). A batch
// mixing new and known products, flags given and left out, and sets replaced or left alone must come out as the
// per-product upsert did: a field left out keeps its value, `set_components` replaces, an empty list unsets.

const SHOP = 102;

describeOnEachStorage('catalogue upsert of a mixed batch', ({ server }) => {
  const upsert = (entries: CatalogueEntry[]) =>
    server().database.db.transaction((tx) => upsertProducts(tx, SHOP, entries));
  const flags = async (codes: string[]) =>
    Object.fromEntries(
      (
        await rowsOf<{ code: string; hidden: boolean; is_set: boolean; require_batch: boolean }>(
          server().database.db,
          sql`SELECT code, hidden, is_set, require_batch FROM product_flags
            WHERE eshop_id = ${SHOP} AND code IN (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )})`,
        )
      ).map((r) => [r.code, [r.hidden, r.is_set, r.require_batch]]),
    );
  const components = async (set: string) =>
    (
      await rowsOf<{ component_code: string; amount: number }>(
        server().database.db,
        sql`SELECT component_code, amount FROM product_set_components WHERE eshop_id = ${SHOP} AND set_code = ${set}
          ORDER BY component_code`,
      )
    ).map((r) => `${r.component_code}×${r.amount}`);
  const product = async (code: string) =>
    (
      await rowsOf<{ name: string; ean: string | null; variant_name: string; image: string | null }>(
        server().database.db,
        sql`SELECT name, ean, variant_name, image FROM products WHERE eshop_id = ${SHOP} AND code = ${code}`,
      )
    )[0];

  it('keeps flags and components an entry leaves out, replaces what it gives, and counts created and updated', async () => {
    expect(
      (
        await upsert([
          { code: 'UPS-A', name: ' Áčko ', ean: ' 8590000001001 ', hidden: true, require_batch: true },
          { code: 'UPS-B', name: 'Béčko', variant_name: 'modrá', image: 'b.jpg' },
          { code: 'UPS-C', name: 'Céčko' },
          { code: 'UPS-S', name: 'Sada', set_components: [{ code: 'UPS-A', amount: 2 }] },
        ])
      ).body,
    ).toEqual({ created: 4, updated: 0 });
    expect(await flags(['UPS-A', 'UPS-B', 'UPS-C', 'UPS-S'])).toEqual({
      'UPS-A': [true, false, true],
      'UPS-B': [false, false, false],
      'UPS-C': [false, false, false],
      'UPS-S': [false, true, false],
    });
    expect(await product('UPS-A')).toEqual({ name: 'Áčko', ean: '8590000001001', variant_name: '', image: null });
    expect(await components('UPS-S')).toEqual(['UPS-A×2']);

    // One batch: A renamed with no flags, B hidden, S renamed without components, D new, a second set T.
    expect(
      (
        await upsert([
          { code: 'UPS-A', name: 'Áčko nové' },
          { code: 'UPS-B', name: 'Béčko', hidden: true },
          { code: 'UPS-S', name: 'Sada nová' },
          { code: 'UPS-D', name: 'Déčko', require_batch: true },
          {
            code: 'UPS-T',
            name: 'Sada T',
            set_components: [
              { code: 'UPS-B', amount: 1 },
              { code: 'UPS-D', amount: 3 },
            ],
          },
        ])
      ).body,
    ).toEqual({ created: 2, updated: 3 });
    expect(await flags(['UPS-A', 'UPS-B', 'UPS-C', 'UPS-D', 'UPS-S', 'UPS-T'])).toEqual({
      'UPS-A': [true, false, true],
      'UPS-B': [true, false, false],
      'UPS-C': [false, false, false],
      'UPS-D': [false, false, true],
      'UPS-S': [false, true, false],
      'UPS-T': [false, true, false],
    });
    expect(await product('UPS-A')).toMatchObject({ name: 'Áčko nové', ean: null });
    expect(await components('UPS-S')).toEqual(['UPS-A×2']);
    expect(await components('UPS-T')).toEqual(['UPS-B×1', 'UPS-D×3']);

    // Replacing one set's components and unsetting the other's, a flag turned off, in one batch.
    await upsert([
      { code: 'UPS-S', name: 'Sada nová', set_components: [{ code: 'UPS-C', amount: 5 }] },
      { code: 'UPS-T', name: 'Sada T', set_components: [] },
      { code: 'UPS-A', name: 'Áčko nové', hidden: false },
    ]);
    expect(await components('UPS-S')).toEqual(['UPS-C×5']);
    expect(await components('UPS-T')).toEqual([]);
    expect(await flags(['UPS-A', 'UPS-S', 'UPS-T'])).toEqual({
      'UPS-A': [false, false, true],
      'UPS-S': [false, true, false],
      'UPS-T': [false, false, false],
    });
  });

  it('a batch of 1,000 products lands whole, with their text as given', async () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      code: `UPS-N${i}`,
      name: `Výrobek "${i}" \\ ' ; ž`,
      hidden: i % 7 === 0,
    }));
    expect((await upsert(entries)).body).toEqual({ created: 1000, updated: 0 });
    const [counts] = await rowsOf<{ n: number; hidden: number }>(
      server().database.db,
      sql`SELECT count(*)::int AS n, (count(*) FILTER (WHERE f.hidden))::int AS hidden
        FROM products p JOIN product_flags f USING (eshop_id, code) WHERE p.eshop_id = ${SHOP} AND p.code LIKE 'UPS-N%'`,
    );
    expect(counts).toEqual({ n: 1000, hidden: 143 });
    expect((await product('UPS-N999')).name).toBe(`Výrobek "999" \\ ' ; ž`);
  });
});
