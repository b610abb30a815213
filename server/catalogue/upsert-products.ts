import { sql } from 'drizzle-orm';
import type { UpsertProductsBody } from '../../src/api/catalogue.schema';
import type { Tx } from '../db/client';
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
 *
 * Set-based: the entries travel as one JSON parameter read by `json_to_recordset`, so a batch of a thousand
 * products (the snapshot import's) costs a handful of statements, not one per product and flag.
 */
export async function upsertProducts(tx: Tx, eshopId: number, entries: readonly Entry[]): Promise<WriteAnswer> {
  await checkEntries(tx, eshopId, entries);
  if (!entries.length) return { status: 200, body: { created: 0, updated: 0 } };
  const input = sql`json_to_recordset(${JSON.stringify(entries.map(row))}::json)
    AS r(code text, ean text, name text, variant_name text, image text, hidden boolean, is_set boolean,
      require_batch boolean, set_components json)`;
  const [counts] = await rows<{ created: number; total: number }>(
    tx,
    sql`WITH written AS (
        INSERT INTO products (eshop_id, code, ean, name, variant_name, image)
        SELECT ${eshopId}, r.code, r.ean, r.name, r.variant_name, r.image FROM ${input}
        ON CONFLICT (eshop_id, code) DO UPDATE
          SET ean = excluded.ean, name = excluded.name, variant_name = excluded.variant_name, image = excluded.image
        RETURNING (xmax = 0) AS created)
      SELECT (count(*) FILTER (WHERE created))::int AS created, count(*)::int AS total FROM written`,
  );
  // Flags: new rows take the given flags (false where left out); then the rows that existed keep what an entry
  // leaves out. Two statements, not one ON CONFLICT: `excluded` cannot tell a flag left out from a false one, and
  // the second statement's fresh snapshot also sees a row another transaction inserted meanwhile.
  const inserted = await rows<{ code: string }>(
    tx,
    sql`INSERT INTO product_flags (eshop_id, code, hidden, is_set, require_batch)
      SELECT ${eshopId}, r.code, coalesce(r.hidden, false), coalesce(r.is_set, false), coalesce(r.require_batch, false)
      FROM ${input}
      ON CONFLICT (eshop_id, code) DO NOTHING RETURNING code`,
  );
  if (inserted.length < entries.length)
    await tx.execute(
      sql`UPDATE product_flags f SET hidden = coalesce(r.hidden, f.hidden), is_set = coalesce(r.is_set, f.is_set),
          require_batch = coalesce(r.require_batch, f.require_batch)
        FROM ${input}
        WHERE f.eshop_id = ${eshopId} AND f.code = r.code AND NOT (r.code = ANY(${textArray(inserted.map((i) => i.code))}::text[]))
          AND (r.hidden IS NOT NULL OR r.is_set IS NOT NULL OR r.require_batch IS NOT NULL)`,
    );
  if (entries.some((p) => p.set_components != null)) {
    await tx.execute(
      sql`DELETE FROM product_set_components s USING ${input}
        WHERE s.eshop_id = ${eshopId} AND s.set_code = r.code AND r.set_components IS NOT NULL`,
    );
    await tx.execute(
      sql`INSERT INTO product_set_components (eshop_id, set_code, component_code, amount)
        SELECT ${eshopId}, r.code, c.code, c.amount
        FROM ${input}, json_to_recordset(r.set_components) AS c(code text, amount integer)
        WHERE r.set_components IS NOT NULL`,
    );
  }
  return { status: 200, body: { created: counts.created, updated: counts.total - counts.created } };
}

/** An entry as the statement's JSON row: trimmed as the catalogue stores it; a flag left out stays null. */
function row(p: Entry) {
  return {
    code: p.code,
    ean: p.ean?.trim() || null,
    name: p.name.trim(),
    variant_name: p.variant_name?.trim() ?? '',
    image: p.image?.trim() || null,
    hidden: p.hidden ?? null,
    is_set: p.set_components == null ? null : p.set_components.length > 0,
    require_batch: p.require_batch ?? null,
    set_components: p.set_components ?? null,
  };
}

/** Codes as one PostgreSQL array literal (one parameter, whatever their number). */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

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
