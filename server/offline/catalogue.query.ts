import type { Database } from '../db/client';

interface Row {
  code: string;
  ean: string | null;
  name: string;
  variant_name: string;
  image: string | null;
  require_batch: boolean;
}

/** Every product of an e-shop as a phone caches it for offline scans (set products and hidden ones included: a scan must still resolve). */
export async function offlineCatalogue(database: Database, eshopId: number) {
  const products = await database.query<Row>(
    `SELECT p.code, p.ean, p.name, p.variant_name, p.image, coalesce(f.require_batch, false) AS require_batch
     FROM products p LEFT JOIN product_flags f ON f.eshop_id = p.eshop_id AND f.code = p.code
     WHERE p.eshop_id = $1 ORDER BY p.code`,
    [eshopId],
  );
  const locations = await database.query<{ name: string }>(
    'SELECT name FROM locations WHERE eshop_id = $1 ORDER BY name',
    [eshopId],
  );
  // Boxes of products the e-shop still has, as the online lookup finds them.
  const boxes = await database.query<{ ean: string; code: string; amount: number }>(
    `SELECT cp.ean, cp.code, cp.amount FROM custom_products cp
     JOIN products p ON p.eshop_id = cp.eshop_id AND p.code = cp.code
     WHERE cp.eshop_id = $1 ORDER BY cp.ean, cp.id`,
    [eshopId],
  );
  const [eshop] = await database.query<{ delimiters: { delimiters: string[]; num: number } | null }>(
    'SELECT multiean_delimiters AS delimiters FROM eshops WHERE id = $1',
    [eshopId],
  );
  return {
    eshop_id: eshopId,
    products,
    locations: locations.map((l) => l.name),
    boxes: boxes.map((b) => ({ ...b, amount: Number(b.amount) })),
    delimiters: eshop?.delimiters ?? { delimiters: [], num: 1 },
  };
}
