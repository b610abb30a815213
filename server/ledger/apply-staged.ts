import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { effectiveStockSync } from '../../src/domain/eshop/stock-sync';
import { planMovements } from '../../src/domain/stock/movement-plan';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse } from './ledger-refusal';
import { rowsOf as rows } from '../db/sql-rows';
import { arrayLiteral } from './array-literal';

/**
 * How staged lines change their balances: `set` makes each balance the line's amount (a count), `add` adds the
 * line's signed amount to it (an import, a bulk stock-in); several `add` lines of one key add up.
 */
export type StagedMode = 'set' | 'add';

/** What the movement log says about a set-based change: the ledger's actions and the stock-taking commit's. */
export interface StagedMeta extends Omit<ChangeMeta, 'action'> {
  action: ChangeMeta['action'] | 'stocktaking';
  /** When the change happened (the request's clock); the database's clock when omitted. */
  createdAt?: Date;
}

export interface AppliedStagedChange {
  changeId: number;
  shoptetSync: boolean;
  /** Distinct balances the lines named. */
  lines: number;
  /** Movements written: the balances whose amount changed. */
  movements: number;
}

/** At most this many refused lines are named in the answer (each one a Czech sentence). */
const REFUSALS_NAMED = 1000;

/**
 * The ledger's set-based entry: one change of any number of lines, in a fixed handful of statements whatever the
 * number, under the rules of `applyChange` (apply-change.ts):
 * - every named balance exists and is locked in the one key order (location, code, batch) before it is read;
 * - no balance goes below zero: any such line refuses the whole change, with the domain's Czech sentence for it
 *   (planMovements), and the caller's transaction writes nothing;
 * - the change, its movements (before/after, in key order), the balances and the sync outbox (net per product,
 *   when the e-shop syncs) are written together, in the caller's transaction.
 *
 * `lines` is a query of the lines to apply, columns `location_id int, location_name text, code text, sarze_id int,
 * amount int`: a SELECT over the caller's own tables, an `unnest` of arrays sent as parameters, or a scratch table
 * filled by COPY (see `stageLines`).
 */
export async function applyStagedChange(
  tx: Tx,
  actor: LedgerActor,
  meta: StagedMeta,
  mode: StagedMode,
  lines: SQL,
): Promise<AppliedStagedChange> {
  const e = actor.eshopId;
  await tx.execute(sql`DROP TABLE IF EXISTS ledger_plan, ledger_moves`);
  // One row per balance: `add` sums a key's lines; `set` must name a key once (n counts, checked below).
  await tx.execute(sql`CREATE TEMP TABLE ledger_plan ON COMMIT DROP AS
      SELECT location_id, min(location_name) AS location_name, code, sarze_id,
        ${mode === 'add' ? sql`sum(amount)::int` : sql`min(amount)`} AS amount, count(*)::int AS n
      FROM (${lines}) l GROUP BY location_id, code, sarze_id`);
  // Temporary tables have no statistics until analysed: without them the joins below were planned as nested loops
  // over 50,000 × 50,000 rows (a minute on PGlite).
  await tx.execute(sql`ANALYZE ledger_plan`);
  // A new key's balance row is inserted with its final amount (before = 0), in key order, and marked fresh: it is
  // this transaction's own row, so it needs no lock and no second write. A line that would go below zero is inserted
  // at 0 and refused below (the transaction then writes nothing).
  await tx.execute(sql`ALTER TABLE ledger_plan ADD COLUMN fresh boolean NOT NULL DEFAULT false`);
  // The overview's sort keys are written here from one join (what the row trigger of migration 0020/0024 would look
  // up per row; it skips rows that carry them, migration 0070).
  await tx.execute(sql`WITH ins AS (
        INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount, sort_name, sort_location, sort_expiry)
        SELECT ${e}, p.location_id, p.code, p.sarze_id, greatest(p.amount, 0), coalesce(pr.name, p.code),
          coalesce(l.name, ''), CASE WHEN p.sarze_id <> 0 THEN coalesce(bt.expires_at, 'infinity') ELSE 'infinity' END
        FROM ledger_plan p
        LEFT JOIN products pr ON pr.eshop_id = ${e} AND pr.code = p.code
        LEFT JOIN locations l ON l.id = p.location_id
        LEFT JOIN batches bt ON bt.id = p.sarze_id AND bt.eshop_id = ${e}
        WHERE NOT EXISTS (SELECT 1 FROM stock_balances b WHERE b.eshop_id = ${e} AND b.location_id = p.location_id
          AND b.code = p.code AND b.sarze_id = p.sarze_id)
        ORDER BY p.location_id, p.code, p.sarze_id
        ON CONFLICT DO NOTHING
        RETURNING location_id, code, sarze_id)
      UPDATE ledger_plan p SET fresh = true FROM ins
      WHERE ins.location_id = p.location_id AND ins.code = p.code AND ins.sarze_id = p.sarze_id`);
  // Every other named balance locked in key order and read: a concurrent writer of any of these keys queues behind
  // this change instead of deadlocking with it.
  await tx.execute(sql`CREATE TEMP TABLE ledger_moves ON COMMIT DROP AS
      WITH locked AS (
        SELECT b.location_id, b.code, b.sarze_id, b.amount FROM stock_balances b
        JOIN ledger_plan p ON p.location_id = b.location_id AND p.code = b.code AND p.sarze_id = b.sarze_id
        WHERE b.eshop_id = ${e} AND NOT p.fresh ORDER BY b.location_id, b.code, b.sarze_id FOR UPDATE OF b)
      SELECT p.location_id, p.location_name, p.code, p.sarze_id, p.n, p.fresh, coalesce(k.amount, 0) AS before,
        ${mode === 'add' ? sql`coalesce(k.amount, 0) + p.amount` : sql`p.amount`} AS after
      FROM ledger_plan p LEFT JOIN locked k ON k.location_id = p.location_id AND k.code = p.code AND k.sarze_id = p.sarze_id
      WHERE p.fresh OR k.location_id IS NOT NULL`);
  await tx.execute(sql`ANALYZE ledger_moves`);

  const refused = await rows<{
    location_id: number;
    location_name: string;
    code: string;
    sarze_id: number;
    before: number;
    after: number;
    n: number;
  }>(
    tx,
    sql`SELECT location_id, location_name, code, sarze_id, before, after, n FROM ledger_moves
        WHERE after < 0 ${mode === 'set' ? sql`OR n > 1` : sql``}
        ORDER BY location_id, code, sarze_id LIMIT ${REFUSALS_NAMED}`,
  );
  if (mode === 'set' && refused.some((r) => Number(r.n) > 1))
    throw new Error('applyStagedChange: set lines name a balance more than once');
  if (refused.length) {
    // The domain's rule words each refusal (the same sentence a scanned stock-out gets).
    const errors = refused.flatMap((r) => {
      const key = { locationId: Number(r.location_id), code: r.code, sarzeId: Number(r.sarze_id) };
      const before = Number(r.before);
      const plan = planMovements(new Map([[`${key.locationId}\u0000${key.code}\u0000${key.sarzeId}`, before]]), [
        { key, set: Number(r.after), locationName: r.location_name },
      ]);
      return plan.errors;
    });
    throw refuse(errors);
  }

  const [shop] = await rows<{ is_public_api: boolean; sync: boolean }>(
    tx,
    sql`SELECT is_public_api, sync_public_api_stock AS sync FROM eshops WHERE id = ${e}`,
  );
  const shoptetSync = effectiveStockSync(meta.shoptetSync, shop?.is_public_api ?? false, shop?.sync ?? false);
  const createdAt = meta.createdAt ? sql`${meta.createdAt.toISOString()}::timestamptz` : sql`now()`;
  const [change] = await rows<{ id: string | number }>(
    tx,
    sql`INSERT INTO stock_changes (eshop_id, client_id, client_name, created_at, action, source, location_name, shoptet_sync, reverts_id, document_id)
        VALUES (${e}, ${actor.clientId}, ${actor.clientName}, ${createdAt}, ${meta.action}, ${meta.source}, ${meta.locationName},
          ${shoptetSync}, ${meta.revertsId ?? null}::bigint, ${meta.documentId ?? null}::bigint)
        RETURNING id`,
  );
  const changeId = Number(change.id);
  const [written] = await rows<{ movements: number; lines: number }>(
    tx,
    sql`WITH mv AS (
          INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
          SELECT ${changeId}, ${e}, location_id, location_name, code, sarze_id, after - before, before, after
          FROM ledger_moves WHERE after <> before ORDER BY location_id, code, sarze_id
          RETURNING 1),
        bal AS (
          UPDATE stock_balances b SET amount = p.after, updated_at = ${createdAt}
          FROM ledger_moves p
          WHERE b.eshop_id = ${e} AND b.location_id = p.location_id AND b.code = p.code AND b.sarze_id = p.sarze_id
            AND p.after <> p.before AND NOT p.fresh
          RETURNING 1)
        SELECT (SELECT count(*) FROM mv)::int AS movements, (SELECT count(*) FROM ledger_moves)::int AS lines,
          (SELECT count(*) FROM bal)::int AS balances`,
  );
  if (shoptetSync)
    await tx.execute(sql`INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount)
        SELECT ${e}, ${changeId}, code, sum(after - before)::int FROM ledger_moves
        GROUP BY code HAVING sum(after - before) <> 0 ORDER BY code`);
  await tx.execute(sql`DROP TABLE ledger_plan, ledger_moves`);
  return { changeId, shoptetSync, lines: written.lines, movements: written.movements };
}

/**
 * The lines of a bulk change sent as four arrays in one statement (`unnest`), for `applyStagedChange`: no statement
 * grows with the number of lines but by its parameters' size. An import of 50,000 rows is one round trip.
 */
export function unnestedLines(lines: {
  locationIds: readonly number[];
  locationNames: readonly string[];
  codes: readonly string[];
  sarzeIds: readonly number[];
  amounts: readonly number[];
}): SQL {
  return sql`SELECT * FROM unnest(${arrayLiteral(lines.locationIds)}::int[], ${arrayLiteral(lines.locationNames)}::text[],
      ${arrayLiteral(lines.codes)}::text[], ${arrayLiteral(lines.sarzeIds)}::int[], ${arrayLiteral(lines.amounts)}::int[])
      AS l(location_id, location_name, code, sarze_id, amount)`;
}
