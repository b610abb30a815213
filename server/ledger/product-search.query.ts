import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { scanQuantity, scannedCodeCandidates, type CodeCandidate } from '../../src/domain/multiean/scanned-code';
import { rowsOf as rows } from '../db/sql-rows';

interface FoundRow {
  delimiters: { delimiters: string[]; num: number } | null;
  ord: number | null;
  box: number | null;
  code: string | null;
  ean: string | null;
  name: string | null;
  variant_name: string | null;
  image: string | null;
  require_batch: boolean | null;
  sarze: Array<{ id: number; name: string; expires_at: string | null }> | null;
  stock: Array<{
    location_id: number;
    location_name: string;
    sector_name: string;
    sarze_id: number;
    amount: number;
  }> | null;
}

/**
 * One statement finds what a scanned text means and everything the answer shows: for each reading
 * in order, a product code, else its EAN, else a multi-EAN box; then the product's flags, batches
 * and stock per location, and the e-shop's multi-EAN delimiters. Only a delimited scan whose plain
 * text matched nothing asks again, with the readings those delimiters give (R-SCAN-06).
 */
function findSql(eshopId: number, candidates: readonly CodeCandidate[]) {
  return sql`
    WITH cand AS (
      SELECT c.code, c.ord::int AS ord FROM unnest(ARRAY[${sql.join(
        candidates.map((c) => sql`${c.code}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS c(code, ord)),
    hit AS (
      SELECT * FROM (
        SELECT p.code, c.ord, 1 AS how, NULL::int AS box FROM cand c
          JOIN products p ON p.eshop_id = ${eshopId} AND p.code = c.code
        UNION ALL
        SELECT e.code, c.ord, 2, NULL::int FROM cand c
          CROSS JOIN LATERAL (SELECT p.code FROM products p WHERE p.eshop_id = ${eshopId} AND p.ean = c.code
            ORDER BY p.code LIMIT 1) e
        UNION ALL
        SELECT x.code, c.ord, 3, x.amount FROM cand c
          CROSS JOIN LATERAL (SELECT cp.code, cp.amount FROM custom_products cp
            JOIN products p ON p.eshop_id = cp.eshop_id AND p.code = cp.code
            WHERE cp.eshop_id = ${eshopId} AND cp.ean = c.code LIMIT 1) x
      ) h ORDER BY h.ord, h.how LIMIT 1)
    SELECT (SELECT e.multiean_delimiters FROM eshops e WHERE e.id = ${eshopId}) AS delimiters,
      h.ord, h.box, p.code, p.ean, p.name, p.variant_name, p.image, f.require_batch,
      (SELECT json_agg(json_build_object('id', bt.id, 'name', bt.name, 'expires_at', bt.expires_at) ORDER BY bt.expires_at, bt.id)
        FROM batches bt WHERE bt.eshop_id = ${eshopId} AND bt.code = h.code) AS sarze,
      (SELECT json_agg(json_build_object('location_id', l.id, 'location_name', l.name, 'sector_name', s.sector_name,
          'sarze_id', b.sarze_id, 'amount', b.amount) ORDER BY s."order", l."order", l.name, b.sarze_id)
        FROM stock_balances b JOIN locations l ON l.id = b.location_id JOIN sectors s ON s.id = l.sector_id
        WHERE b.eshop_id = ${eshopId} AND b.code = h.code AND b.amount > 0) AS stock
    FROM (SELECT 1) one
    LEFT JOIN hit h ON true
    LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = h.code
    LEFT JOIN product_flags f ON f.eshop_id = ${eshopId} AND f.code = h.code`;
}

/** What a scanned text means: a product code, its EAN, or a multi-EAN box, each maybe delimited. */
async function findScanned(db: Db, eshopId: number, q: string) {
  const literal = scannedCodeCandidates(q, { delimiters: [], num: 1 });
  if (!literal.length) return undefined;
  let candidates = literal;
  let [row] = await rows<FoundRow>(db, findSql(eshopId, candidates));
  if (row.code === null) {
    const delimited = scannedCodeCandidates(q, row.delimiters ?? { delimiters: [], num: 1 });
    if (delimited.length === literal.length) return undefined;
    candidates = delimited;
    [row] = await rows<FoundRow>(db, findSql(eshopId, candidates));
    if (row.code === null) return undefined;
  }
  const candidate = candidates[Number(row.ord) - 1];
  const box = row.box === null ? null : Number(row.box);
  const delimited = candidate.quantity !== 1 || candidate.code !== q.trim();
  return { row, quantity: scanQuantity(candidate, box), multiean: box !== null || delimited };
}

/**
 * POST /inventory/search/: the SPEC 3 "Scanned product" for a scanned text, with its stock per
 * location and its batches. `amount` is what `location_name` holds (or the total without one);
 * invalidLocation says the given location is unknown or holds none of the product.
 */
export async function searchScannedProduct(db: Db, eshopId: number, q: string, locationName?: string) {
  const hit = await findScanned(db, eshopId, q);
  if (!hit) return undefined;
  const { row } = hit;
  const stock = (row.stock ?? []).map((s) => ({ ...s, amount: Number(s.amount) }));
  const here = locationName === undefined ? stock : stock.filter((s) => s.location_name === locationName);
  return {
    errors: [] as never[],
    name: row.name!,
    variant: {
      code: row.code!,
      ean: row.ean,
      name: row.variant_name!,
      image: row.image,
      custom_quantity: hit.quantity > 1 ? hit.quantity : null,
    },
    sarze: row.sarze ?? [],
    multiean: hit.multiean,
    vynutit_zadani_sarze: row.require_batch ?? false,
    amount: here.reduce((sum, s) => sum + s.amount, 0),
    invalidLocation: locationName !== undefined && here.length === 0,
    stock: stock.map((s) => ({ ...s, sarze_id: s.sarze_id || null })),
  };
}

/** POST /search/fulltext/: products whose code, EAN, name or variant contains the text. */
export async function fulltextProducts(db: Db, eshopId: number, text: string) {
  const pattern = `%${text.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({
      code: products.code,
      ean: products.ean,
      name: products.name,
      variant_name: products.variantName,
      image: products.image,
      amount: sql<number>`COALESCE((SELECT sum(b.amount) FROM stock_balances b WHERE b.eshop_id = "products"."eshop_id" AND b.code = "products"."code"), 0)::int`,
    })
    .from(products)
    .where(
      and(
        eq(products.eshopId, eshopId),
        sql`(${products.code} ILIKE ${pattern} OR ${products.ean} ILIKE ${pattern} OR ${products.name} ILIKE ${pattern} OR ${products.variantName} ILIKE ${pattern})`,
      ),
    )
    .orderBy(asc(products.code))
    .limit(30);
}
