import { sql } from 'drizzle-orm';
import { MAX_CATALOGUE_PRODUCTS } from '../../src/api/catalogue.schema';
import { upsertProducts } from '../catalogue/upsert-products';
import { upsertShoplist } from '../receiving/upsert-shoplist';
import type { Tx } from '../db/client';
import { refused } from '../failures';
import { rowsOf } from '../db/sql-rows';
import type { WriteAnswer } from '../ledger/idempotency';
import type { LedgerActor } from '../ledger/ledger-actor';
import {
  checkSheet,
  type LayoutRecord,
  type MultieanRecord,
  type ProductRecord,
  type ShoplistRecord,
  type StockOptions,
} from './import-check';
import { applyStockImport, chunks } from './stock-import';
import { appliedBefore, loadSession, sheetOf } from './import-sessions';

/**
 * POST /imports/{id}/apply/: the whole file in the caller's transaction, or nothing. The session is
 * locked, the file checked again against the e-shop as it is now, and a file already applied (this
 * session, or another with the same fingerprint) is refused.
 */
export async function applyImport(
  tx: Tx,
  actor: LedgerActor,
  id: number,
  now: Date,
  options: StockOptions = {},
): Promise<WriteAnswer> {
  const s = await loadSession(tx, actor.eshopId, id, true);
  if (s.applied_at) throw refused('Tento import už byl použit; podruhé se nepoužije.');
  if (s.kind === 'stock' && !options.mode)
    throw refused('Zvolte, co import se skladem udělá: „Nastavit spočítané množství“, nebo „Přidat přijaté zboží“.');
  // Setting counted amounts twice changes nothing, so only adding the same file again is refused.
  const before = s.kind === 'stock' && options.mode === 'set' ? null : await appliedBefore(tx, actor.eshopId, s);
  if (before)
    throw refused(
      `Stejný soubor už byl použit (${new Date(before).toLocaleString('cs-CZ', { timeZone: 'Europe/Prague' })}); podruhé se nepoužije.`,
    );
  const checked = await checkSheet(tx, actor.eshopId, s.kind, sheetOf(s), options);
  if (checked.problems.length)
    throw refused(
      `Soubor obsahuje ${checked.problems.length} ${checked.problems.length === 1 ? 'problém' : 'problémů'}; nic nebylo změněno.`,
      { problems: checked.problems.slice(0, 200), problem_count: checked.problems.length },
    );
  const stock =
    checked.kind === 'stock'
      ? await applyStockImport(tx, actor, checked.records, options.mode!, checked.skipped)
      : null;
  const changeIds = stock
    ? stock.changeIds
    : checked.kind === 'layout'
      ? await applyLayout(tx, actor.eshopId, checked.records)
      : checked.kind === 'multiean'
        ? await applyMultiean(tx, actor.eshopId, checked.records)
        : checked.kind === 'products'
          ? await applyProducts(tx, actor.eshopId, checked.records)
          : checked.kind === 'shoplists'
            ? await applyShoplists(tx, actor.eshopId, checked.records, now)
            : [];
  await tx.execute(
    sql`UPDATE import_sessions SET applied_at = now(), applied_by = ${actor.clientId}, stock_mode = ${stock ? options.mode! : null}::text
      WHERE id = ${id} AND eshop_id = ${actor.eshopId}`,
  );
  return {
    status: 200,
    body: {
      id,
      applied_rows: checked.records.length,
      change_ids: changeIds,
      ...(stock ? { stock_change: stock.summary } : {}),
    },
  };
}

/** Zones, sectors and locations the e-shop lacks, in the file's order after what it has. */
async function applyLayout(tx: Tx, eshopId: number, records: readonly LayoutRecord[]): Promise<number[]> {
  const zoneNames = [...new Set(records.flatMap((r) => (r.zone ? [r.zone] : [])))];
  for (const [i, name] of zoneNames.entries())
    await tx.execute(sql`INSERT INTO zones (eshop_id, name, "order")
      SELECT ${eshopId}, ${name}::text, coalesce((SELECT max("order") FROM zones WHERE eshop_id = ${eshopId}), 0) + 1 + ${i}::int
      WHERE NOT EXISTS (SELECT 1 FROM zones WHERE eshop_id = ${eshopId} AND name = ${name}::text)`);
  const sectors = new Map<string, string | null>();
  for (const r of records) if (!sectors.has(r.sector)) sectors.set(r.sector, r.zone);
  let order = 0;
  for (const part of chunks([...sectors])) {
    await tx.execute(sql`INSERT INTO sectors (eshop_id, zone_id, sector_name, "order")
      SELECT ${eshopId}, (SELECT min(z.id) FROM zones z WHERE z.eshop_id = ${eshopId} AND z.name = v.zone),
        v.name, coalesce((SELECT max("order") FROM sectors WHERE eshop_id = ${eshopId}), 0) + v.ord
      FROM (VALUES ${sql.join(
        part.map(([name, zone]) => sql`(${name}::text, ${zone}::text, ${++order}::int)`),
        sql`, `,
      )}) AS v(name, zone, ord)
      ON CONFLICT (eshop_id, sector_name) DO NOTHING`);
  }
  const locations = new Map<string, LayoutRecord & { location: string }>();
  for (const r of records)
    if (r.location !== null) locations.set(r.location.toLocaleLowerCase('cs'), { ...r, location: r.location });
  order = 0;
  for (const part of chunks([...locations.values()])) {
    await tx.execute(sql`INSERT INTO locations (eshop_id, sector_id, name, "order")
      SELECT ${eshopId}, s.id, v.name, coalesce((SELECT max("order") FROM locations WHERE eshop_id = ${eshopId}), 0) + v.ord
      FROM (VALUES ${sql.join(
        part.map((r) => sql`(${r.location}::text, ${r.sector}::text, ${++order}::int)`),
        sql`, `,
      )}) AS v(name, sector, ord)
      JOIN sectors s ON s.eshop_id = ${eshopId} AND s.sector_name = v.sector
      WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.eshop_id = ${eshopId} AND lower(l.name) = lower(v.name))`);
  }
  return [];
}

async function applyMultiean(tx: Tx, eshopId: number, records: readonly MultieanRecord[]): Promise<number[]> {
  for (const part of chunks(records))
    await tx.execute(
      sql`INSERT INTO custom_products (eshop_id, ean, code, amount) VALUES ${sql.join(
        part.map((r) => sql`(${eshopId}, ${r.ean}, ${r.code}, ${r.amount})`),
        sql`, `,
      )}`,
    );
  return [];
}

/**
 * Products through the catalogue integration's own upsert, a request's worth of products at a time (its
 * insert binds every product's fields in one statement); a failure in any part rolls the whole file back.
 */
async function applyProducts(tx: Tx, eshopId: number, records: readonly ProductRecord[]): Promise<number[]> {
  for (let at = 0; at < records.length; at += MAX_CATALOGUE_PRODUCTS)
    await upsertProducts(
      tx,
      eshopId,
      records.slice(at, at + MAX_CATALOGUE_PRODUCTS).map((r) => r.entry),
    );
  return [];
}

/** Each list of the file through the auto-order integration's upsert: created, or its open namesake updated. */
async function applyShoplists(
  tx: Tx,
  eshopId: number,
  records: readonly ShoplistRecord[],
  now: Date,
): Promise<number[]> {
  const lists = new Map<string, ShoplistRecord[]>();
  for (const r of records) {
    const key = r.reference.toLocaleLowerCase('cs');
    lists.set(key, [...(lists.get(key) ?? []), r]);
  }
  for (const [, lines] of lists)
    await upsertShoplist(
      tx,
      eshopId,
      {
        reference: lines[0].reference,
        name: lines[0].name,
        supplier: lines[0].supplier,
        products: lines.map((l) => ({ code: l.code, amount_expected: l.amount })),
      },
      now,
    );
  return [];
}
