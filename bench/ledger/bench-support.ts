import type { TestServer } from '../../tests/support/test-server';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection as writeLibSection } from '../lib/sections';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** Replaces (or appends) one benchmark's section of this area's RESULTS.md. */
export const writeSection = (name: string, markdown: string) =>
  writeLibSection(RESULTS, 'Stock ledger benchmarks', name, markdown);

/**
 * `count` distinct opening-stock lines of e-shop `shop` for the set-based entry (every location × product, repeated
 * with batches named `${prefix}-n` created here), as the five arrays of `unnestedLines`.
 */
export async function stagedLines(s: TestServer, shop: number, count: number, prefix: string) {
  const places = await s.database.query<{ id: number; name: string }>(
    `SELECT id, name FROM locations WHERE eshop_id = ${shop} ORDER BY id`,
  );
  const codes = await s.database.query<{ code: string }>(
    `SELECT code FROM products WHERE eshop_id = ${shop} ORDER BY code`,
  );
  const perBatch = places.length * codes.length;
  await s.database.exec(`INSERT INTO batches (eshop_id, code, name, expires_at)
    SELECT ${shop}, p.code, '${prefix}-' || g, DATE '2030-01-01' FROM products p, generate_series(1, ${Math.ceil(count / perBatch)}) g
    WHERE p.eshop_id = ${shop} ON CONFLICT DO NOTHING`);
  const batches = await s.database.query<{ id: number; code: string }>(
    `SELECT id, code FROM batches WHERE eshop_id = ${shop} AND name LIKE '${prefix}-%' ORDER BY code, name`,
  );
  const byCode = new Map<string, number[]>();
  for (const b of batches) byCode.set(b.code, [...(byCode.get(b.code) ?? []), Number(b.id)]);
  const lines = {
    locationIds: [] as number[],
    locationNames: [] as string[],
    codes: [] as string[],
    sarzeIds: [] as number[],
    amounts: [] as number[],
  };
  for (let i = 0; i < count; i++) {
    const place = places[i % places.length];
    const code = codes[Math.floor(i / places.length) % codes.length].code;
    lines.locationIds.push(Number(place.id));
    lines.locationNames.push(place.name);
    lines.codes.push(code);
    lines.sarzeIds.push(byCode.get(code)![Math.floor(i / perBatch)]);
    lines.amounts.push(1 + (i % 9));
  }
  return lines;
}
