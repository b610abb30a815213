import { sql } from 'drizzle-orm';
import {
  planStockImport,
  type StockImportMode,
  type StockImportSummary,
} from '../../src/domain/exports/stock-import-plan';
import { balanceKeyString, type BalanceKey } from '../../src/domain/stock/movement-plan';
import type { Tx } from '../db/client';
import { rowsOf, type Queryable } from '../db/sql-rows';
import { applyStagedChange, unnestedLines } from '../ledger/apply-staged';
import { arrayLiteral } from '../ledger/array-literal';
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
 * to the e-shop: the file records where goods the e-shop already counts lie. The lines go to the ledger's
 * set-based entry (applyStagedChange) as five arrays in one statement, so 50,000 rows cost a fixed handful of
 * statements rather than a loop of 2,000-row parts.
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
  // One line per key (the plan sums a key's rows), only keys whose amount changes: a counted file applied again
  // changes nothing and writes no change.
  const { lines, summary } = planStockImport(mode, keyed, (id) => holds.get(id) ?? 0, skipped);
  if (!lines.length) return { changeIds: [], summary };
  // `set` keeps the counted amount even if a key moved between this read and the ledger's lock; `add` adds the
  // file's pieces to whatever the key holds then.
  const applied = await applyStagedChange(
    tx,
    actor,
    {
      action: mode === 'set' ? 'location_check' : 'stock_in',
      source: IMPORT_SOURCE,
      locationName: null,
      shoptetSync: false,
    },
    mode,
    unnestedLines({
      locationIds: lines.map((l) => l.key.locationId),
      locationNames: lines.map((l) => l.key.locationName),
      codes: lines.map((l) => l.key.code),
      sarzeIds: lines.map((l) => l.key.sarzeId),
      amounts: lines.map((l) => (mode === 'set' ? l.after : l.after - l.before)),
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

/** What the file's keys hold now, by key id (absent: nothing); one statement, the keys as arrays. */
async function balancesOf(db: Queryable, eshopId: number, keyed: readonly KeyedRow[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  const known = [...new Map(keyed.filter((k) => k.key.sarzeId >= 0).map((k) => [k.id, k.key])).values()];
  if (!known.length) return held;
  const found = await rowsOf<{ location_id: number; code: string; sarze_id: number; amount: number }>(
    db,
    sql`SELECT b.location_id, b.code, b.sarze_id, b.amount FROM stock_balances b
      JOIN unnest(${arrayLiteral(known.map((k) => k.locationId))}::int[], ${arrayLiteral(known.map((k) => k.code))}::text[],
        ${arrayLiteral(known.map((k) => k.sarzeId))}::int[]) AS v(location_id, code, sarze_id)
        ON b.location_id = v.location_id AND b.code = v.code AND b.sarze_id = v.sarze_id
      WHERE b.eshop_id = ${eshopId}`,
  );
  for (const b of found)
    held.set(
      balanceKeyString({ locationId: Number(b.location_id), code: b.code, sarzeId: Number(b.sarze_id) }),
      Number(b.amount),
    );
  return held;
}

/** The batches as four arrays `v(eshop_id, code, name, expires_at)`, one parameter each. */
const batchArrays = (eshopId: number, batches: readonly StockRecord[]) =>
  sql`unnest(array_fill(${eshopId}::int, ARRAY[${batches.length}::int]), ${arrayLiteral(batches.map((r) => r.code))}::text[],
    ${arrayLiteral(batches.map((r) => r.batch))}::text[], ${arrayLiteral(batches.map((r) => r.expiry))}::date[])
    AS v(eshop_id, code, name, expires_at)`;

/** The file's batches that exist, found by code, name and expiry (R-SCAN-05). */
async function findBatches(
  db: Queryable,
  eshopId: number,
  records: readonly StockRecord[],
): Promise<Map<string, number>> {
  const wanted = wantedBatches(records);
  const ids = new Map<string, number>();
  if (!wanted.length) return ids;
  const found = await rowsOf<{ id: number; code: string; name: string; expires_at: string | null }>(
    db,
    sql`SELECT b.id, b.code, b.name, b.expires_at::text AS expires_at FROM batches b
      JOIN ${batchArrays(eshopId, wanted)}
        ON b.eshop_id = v.eshop_id AND b.code = v.code AND b.name = v.name
        AND COALESCE(b.expires_at, '-infinity'::date) = COALESCE(v.expires_at, '-infinity'::date)`,
  );
  for (const b of found) ids.set(batchKey({ code: b.code, batch: b.name, expiry: b.expires_at }), Number(b.id));
  return ids;
}

/** The file's batches, found or created. */
async function ensureBatches(tx: Tx, eshopId: number, records: readonly StockRecord[]): Promise<Map<string, number>> {
  const wanted = wantedBatches(records);
  if (wanted.length)
    await tx.execute(
      sql`INSERT INTO batches (eshop_id, code, name, expires_at) SELECT * FROM ${batchArrays(eshopId, wanted)}
        ON CONFLICT (eshop_id, code, name, COALESCE(expires_at, '-infinity'::date)) DO NOTHING`,
    );
  return findBatches(tx, eshopId, records);
}

/** Each batch the file names, once. */
function wantedBatches(records: readonly StockRecord[]): StockRecord[] {
  const wanted = new Map<string, StockRecord>();
  for (const r of records) if (r.batch) wanted.set(batchKey(r), r);
  return [...wanted.values()];
}
