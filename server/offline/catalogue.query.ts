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
  return { eshop_id: eshopId, products, locations: locations.map((l) => l.name) };
}
