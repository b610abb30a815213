import { sql } from 'drizzle-orm';
import type { UpsertProductsBody } from '../../src/api/catalogue.schema';
import type { Tx } from '../db/client';
import { productFlags, products } from '../db/schema';
import { badInput } from '../failures';
import type { WriteAnswer } from '../ledger/idempotency';
import { rowsOf as rows } from '../db/sql-rows';

export type CatalogueEntry = (typeof UpsertProductsBody.Type)['products'][number];
type Entry = CatalogueEntry;

const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * PUT /catalogue/products/: the e-shop integration creates or updates products. A field left out
 * keeps its value (a hidden flag, the batch requirement, a set's components); `set_components`
 * replaces the components, and an empty list makes the product an ordinary one again. Everything
 * is checked first, so a bad entry changes nothing.
 */
export async function upsertProducts(tx: Tx, eshopId: number, entries: readonly Entry[]): Promise<WriteAnswer> {
  await checkEntries(tx, eshopId, entries);
  const written = await tx
    .insert(products)
    .values(
      entries.map((p) => ({
        eshopId,
        code: p.code,
        ean: p.ean?.trim() || null,
        name: p.name.trim(),
        variantName: p.variant_name?.trim() ?? '',
        image: p.image?.trim() || null,
      })),
    )
    .onConflictDoUpdate({
      target: [products.eshopId, products.code],
      set: {
        ean: sql`excluded.ean`,
        name: sql`excluded.name`,
        variantName: sql`excluded.variant_name`,
        image: sql`excluded.image`,
      },
    })
    .returning({ code: products.code, created: sql<boolean>`(xmax = 0)` });
  for (const p of entries) {
    const isSet = p.set_components == null ? undefined : p.set_components.length > 0;
    const hidden = p.hidden ?? undefined;
    const requireBatch = p.require_batch ?? undefined;
    await tx
      .insert(productFlags)
      .values({
        eshopId,
        code: p.code,
        hidden: hidden ?? false,
        isSet: isSet ?? false,
        requireBatch: requireBatch ?? false,
      })
      .onConflictDoUpdate({
        target: [productFlags.eshopId, productFlags.code],
        set: {
          ...(hidden === undefined ? {} : { hidden }),
          ...(isSet === undefined ? {} : { isSet }),
          ...(requireBatch === undefined ? {} : { requireBatch }),
          // drizzle needs one column to set even when the entry changes no flag
          code: sql`excluded.code`,
        },
      });
    if (p.set_components == null) continue;
    await tx.execute(sql`DELETE FROM product_set_components WHERE eshop_id = ${eshopId} AND set_code = ${p.code}`);
    for (const c of p.set_components)
      await tx.execute(
        sql`INSERT INTO product_set_components (eshop_id, set_code, component_code, amount)
            VALUES (${eshopId}, ${p.code}, ${c.code}, ${c.amount})`,
      );
  }
  const created = written.filter((w) => w.created).length;
  return { status: 200, body: { created, updated: written.length - created } };
}

async function checkEntries(tx: Tx, eshopId: number, entries: readonly Entry[]): Promise<void> {
  const seen = new Set<string>();
  for (const p of entries) {
    if (seen.has(p.code)) throw badInput(`Produkt ${p.code} je v požadavku vícekrát.`);
    seen.add(p.code);
    if (!PRINTABLE.test(p.code))
      throw badInput(`Kód produktu „${p.code}“ smí obsahovat jen tisknutelné znaky bez mezer.`);
    const ean = p.ean?.trim();
    if (ean && !PRINTABLE.test(ean))
      throw badInput(`EAN produktu ${p.code} smí obsahovat jen tisknutelné znaky bez mezer.`);
    const parts = new Set<string>();
    for (const c of p.set_components ?? []) {
      if (c.code === p.code) throw badInput(`Sada ${p.code} nemůže obsahovat sama sebe.`);
      if (parts.has(c.code)) throw badInput(`Součást ${c.code} je v sadě ${p.code} vícekrát.`);
      parts.add(c.code);
    }
  }
  const components = [...new Set(entries.flatMap((p) => (p.set_components ?? []).map((c) => c.code)))].filter(
    (c) => !seen.has(c),
  );
  if (!components.length) return;
  const known = await rows<{ code: string }>(
    tx,
    sql`SELECT code FROM products WHERE eshop_id = ${eshopId} AND code IN (${sql.join(
      components.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  const missing = components.filter((c) => !known.some((k) => k.code === c));
  if (missing.length) throw badInput(`Součást sady ${missing[0]} v katalogu neexistuje.`);
}
