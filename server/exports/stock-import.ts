import { sql } from 'drizzle-orm';
import {
  planStockImport,
  type StockImportMode,
  type StockImportSummary,
} from '../../src/domain/exports/stock-import-plan';
import { balanceKeyString, type BalanceKey } from '../../src/domain/stock/movement-plan';
import type { Tx } from '../db/client';
import { rowsOf, type Queryable } from '../db/sql-rows';
import { applyChange } from '../ledger/apply-change';
import type { LedgerActor } from '../ledger/ledger-actor';
import type { StockRecord } from './import-check';

/** The source label a stock import's change carries into the movement log. */
export const IMPORT_SOURCE = 'import';
// Rows per statement: well under PostgreSQL's 65,535 parameters a statement, whatever the row's width.
const CHUNK = 2000;

export const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

const batchKey = (r: { code: string; batch: string | null; expiry: string | null }) =>
  `${r.code}\u0000${r.batch}\u0000${r.expiry ?? ''}`;

interface KeyedRow {
  id: string;
  key: BalanceKey & { locationName: string };
  amount: number;
}

/**
 * The change a stock file makes in the chosen mode, against the balances as they are now: the preview
 * before "Použít" (nothing written: a batch the file names and the e-shop lacks is a new key holding 0).
 */
export async function previewStockImport(
  db: Queryable,
  eshopId: number,
  records: readonly StockRecord[],
  mode: StockImportMode,
  skipped: number,
): Promise<StockImportSummary> {
  const keyed = keyedRows(records, await findBatches(db, eshopId, records));
  const holds = await balancesOf(db, eshopId, keyed);
  return planStockImport(mode, keyed, (id) => holds.get(id) ?? 0, skipped).summary;
}

/**
 * Applies a stock file as ONE ledger change (one revert undoes it, whatever its size): `set` posts each
 * key's difference to the counted amount as a location check, `add` adds the rows as a stock-in. Not sent
 * to the e-shop: the file records where goods the e-shop already counts lie.
 */
export async function applyStockImport(
  tx: Tx,
  actor: LedgerActor,
  records: readonly StockRecord[],
  mode: StockImportMode,
  skipped: number,
): Promise<{ changeIds: number[]; summary: StockImportSummary }> {
  const batches = await ensureBatches(tx, actor.eshopId, records);
  const keyed = keyedRows(records, batches);
  const holds = await balancesOf(tx, actor.eshopId, keyed);
  const { lines, summary } = planStockImport(mode, keyed, (id) => holds.get(id) ?? 0, skipped);
  if (!lines.length) return { changeIds: [], summary };
  // `set` keeps the counted amount even if a key moved between this read and the ledger's lock.
  const applied = await applyChange(
    tx,
    actor,
    {
      action: mode === 'set' ? 'location_check' : 'stock_in',
      source: IMPORT_SOURCE,
      locationName: null,
      shoptetSync: false,
    },
    lines.map(({ key, before, after }) => {
      const { locationName, ...balance } = key;
      return mode === 'set'
        ? { key: balance, set: after, locationName }
        : { key: balance, delta: after - before, locationName };
    }),
  );
  return { changeIds: [applied.changeId], summary };
}

function keyedRows(records: readonly StockRecord[], batches: ReadonlyMap<string, number>): KeyedRow[] {
  const keyed: KeyedRow[] = [];
  for (const r of records) {
    const sarzeId = r.batch ? batches.get(batchKey(r)) : 0;
    // A batch not created yet (preview): its own key, which holds nothing.
    const key = { locationId: r.locationId, code: r.code, sarzeId: sarzeId ?? -1, locationName: r.locationName };
    const id = sarzeId === undefined ? `${r.locationId}\u0000new\u0000${batchKey(r)}` : balanceKeyString(key);
    keyed.push({ id, key, amount: r.amount });
  }
  return keyed;
}

/** What the file's keys hold now, by key id (absent: nothing). */
async function balancesOf(db: Queryable, eshopId: number, keyed: readonly KeyedRow[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  const known = [...new Map(keyed.filter((k) => k.key.sarzeId >= 0).map((k) => [k.id, k.key])).values()];
  for (const part of chunks(known)) {
    const found = await rowsOf<{ location_id: number; code: string; sarze_id: number; amount: number }>(
      db,
      sql`SELECT b.location_id, b.code, b.sarze_id, b.amount FROM stock_balances b
        JOIN (VALUES ${sql.join(
          part.map((k) => sql`(${k.locationId}::int, ${k.code}::text, ${k.sarzeId}::int)`),
          sql`, `,
        )}) AS v(location_id, code, sarze_id)
          ON b.location_id = v.location_id AND b.code = v.code AND b.sarze_id = v.sarze_id
        WHERE b.eshop_id = ${eshopId}`,
    );
    for (const b of found)
      held.set(
        balanceKeyString({ locationId: Number(b.location_id), code: b.code, sarzeId: Number(b.sarze_id) }),
        Number(b.amount),
      );
  }
  return held;
}

const batchValues = (eshopId: number, part: readonly StockRecord[]) =>
  sql.join(
    part.map((r) => sql`(${eshopId}::int, ${r.code}::text, ${r.batch}::text, ${r.expiry}::date)`),
    sql`, `,
  );

/** The file's batches that exist, found by code, name and expiry (R-SCAN-05). */
async function findBatches(
  db: Queryable,
  eshopId: number,
  records: readonly StockRecord[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, StockRecord>();
  for (const r of records) if (r.batch) wanted.set(batchKey(r), r);
  const ids = new Map<string, number>();
  for (const part of chunks([...wanted.values()])) {
    const found = await rowsOf<{ id: number; code: string; name: string; expires_at: string | null }>(
      db,
      sql`SELECT b.id, b.code, b.name, b.expires_at::text AS expires_at FROM batches b
        JOIN (VALUES ${batchValues(eshopId, part)}) AS v(eshop_id, code, name, expires_at)
          ON b.eshop_id = v.eshop_id AND b.code = v.code AND b.name = v.name
          AND COALESCE(b.expires_at, '-infinity'::date) = COALESCE(v.expires_at, '-infinity'::date)`,
    );
    for (const b of found) ids.set(batchKey({ code: b.code, batch: b.name, expiry: b.expires_at }), Number(b.id));
  }
  return ids;
}

/** The file's batches, found or created. */
async function ensureBatches(tx: Tx, eshopId: number, records: readonly StockRecord[]): Promise<Map<string, number>> {
  const wanted = new Map<string, StockRecord>();
  for (const r of records) if (r.batch) wanted.set(batchKey(r), r);
  for (const part of chunks([...wanted.values()]))
    await tx.execute(
      sql`INSERT INTO batches (eshop_id, code, name, expires_at) VALUES ${batchValues(eshopId, part)}
        ON CONFLICT (eshop_id, code, name, COALESCE(expires_at, '-infinity'::date)) DO NOTHING`,
    );
  return findBatches(tx, eshopId, records);
}
