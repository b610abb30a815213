import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../server/db/client';
import { writeSection as writeLibSection } from '../lib/sections';

// Other areas' benchmarks import the fresh call from here.
export { freshCall } from '../lib/fresh-call';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
export const SHOP = 101;
export const PRODUCTS = 10;

/** Replaces (or appends) one benchmark's section of this area's RESULTS.md. */
export const writeSection = (name: string, markdown: string) =>
  writeLibSection(RESULTS, 'Stock-taking benchmarks', name, markdown);

/**
 * A sector STBENCH-<tag> of `lines / PRODUCTS` locations, each holding PRODUCTS products, with the
 * stock written as one ledger change and its movements (balance = Σ movements from the start).
 * Returns the sector id.
 */
export async function seedCountedSector(db: Database, tag: string, lines: number): Promise<number> {
  const locations = Math.ceil(lines / PRODUCTS);
  await db.exec(`
    INSERT INTO products (eshop_id, code, ean, name)
      SELECT ${SHOP}, 'STB' || lpad(p::text, 3, '0'), NULL, 'Inventurní zboží ' || p FROM generate_series(1, ${PRODUCTS}) p
      ON CONFLICT DO NOTHING;
    INSERT INTO sectors (eshop_id, zone_id, sector_name, "order") VALUES (${SHOP}, NULL, 'STBENCH-${tag}', 500);
    INSERT INTO locations (eshop_id, sector_id, name, "order")
      SELECT ${SHOP}, (SELECT id FROM sectors WHERE eshop_id = ${SHOP} AND sector_name = 'STBENCH-${tag}'), 'ST${tag}-' || lpad(n::text, 6, '0'), n
      FROM generate_series(1, ${locations}) n;
    INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, shoptet_sync)
      VALUES (${SHOP}, 1, 'Bench', 'stock_in', 'Sklad', NULL, false);
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${SHOP}, l.id, 'STB' || lpad(p::text, 3, '0'), 0, 5 + (l.id * 7 + p * 13) % 40
      FROM locations l CROSS JOIN generate_series(1, ${PRODUCTS}) p WHERE l.name LIKE 'ST${tag}-%';
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT (SELECT max(id) FROM stock_changes), ${SHOP}, b.location_id, l.name, b.code, 0, b.amount, 0, b.amount
      FROM stock_balances b JOIN locations l ON l.id = b.location_id WHERE l.name LIKE 'ST${tag}-%';
    ANALYZE;
  `);
  const [{ id }] = await db.query<{ id: number }>(
    `SELECT id FROM sectors WHERE eshop_id = ${SHOP} AND sector_name = 'STBENCH-${tag}'`,
  );
  return id;
}

/**
 * Every place of the check counted by one entry: two of three lines differ from the ledger by ±1..2.
 * Then 1 % of the lines sell one piece after they were counted (movements after the count).
 */
export async function countEverything(db: Database, checkId: number, tag: string): Promise<void> {
  await db.exec(`
    INSERT INTO inventory_check_entries (check_id, eshop_id, client_entry_id, location_id, code, sarze_id, amount, ledger_position, client_id, client_name, created_at)
      SELECT ${checkId}, ${SHOP}, 'bench-' || b.location_id || '-' || b.code, b.location_id, b.code, 0,
             b.amount + ((b.location_id + length(b.code) + right(b.code, 1)::int) % 3) - 1,
             (SELECT max(id) FROM stock_movements), 1, 'Bench', now()
      FROM stock_balances b JOIN locations l ON l.id = b.location_id WHERE l.name LIKE 'ST${tag}-%';
    INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, shoptet_sync)
      VALUES (${SHOP}, 2, 'Bench', 'stock_out', 'Sklad', NULL, false);
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT (SELECT max(id) FROM stock_changes), ${SHOP}, b.location_id, l.name, b.code, 0, -1, b.amount, b.amount - 1
      FROM stock_balances b JOIN locations l ON l.id = b.location_id
      WHERE l.name LIKE 'ST${tag}-%' AND (b.location_id * 10 + right(b.code, 1)::int) % 100 = 0;
    UPDATE stock_balances b SET amount = amount - 1 FROM locations l
      WHERE l.id = b.location_id AND l.name LIKE 'ST${tag}-%' AND (b.location_id * 10 + right(b.code, 1)::int) % 100 = 0;
    ANALYZE;
  `);
}
