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

export interface StagedOptions {
  /**
   * The caller already holds every existing balance the lines name `FOR UPDATE`, taken in key order before it read
   * what it computed the lines from (the stock-taking commit locks its locations' balances so): the entry reads them
   * without locking them again. Keys without a balance are inserted and locked here as always.
   */
  balancesLocked?: boolean;
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
  options: StagedOptions = {},
): Promise<AppliedStagedChange> {
  const e = actor.eshopId;
  const key = (a: string, b: string) =>
    sql.raw(`${a}.location_id = ${b}.location_id AND ${a}.code = ${b}.code AND ${a}.sarze_id = ${b}.sarze_id`);
  await tx.execute(sql`DROP TABLE IF EXISTS ledger_plan`);
  // One row per balance (`add` sums a key's lines; `set` must name a key once: n counts, checked below) with what the
  // balance holds, read under its lock: the named balances that exist are locked in key order first (a concurrent
  // writer of any of them queues behind this change instead of deadlocking with it). One table for plan, lock and
  // read: a second table of the same 50,000 rows and its statistics cost more than the join. In key order, so the
  // write below updates the balances in their own order (in hash order it cost a third more: EXPLAIN, 50,000 lines).
  const held = options.balancesLocked
    ? sql`stock_balances`
    : sql`(SELECT b.* FROM stock_balances b JOIN p ON ${key('p', 'b')} WHERE b.eshop_id = ${e}
        ORDER BY b.location_id, b.code, b.sarze_id FOR UPDATE OF b)`;
  await tx.execute(sql`CREATE TEMP TABLE ledger_plan ON COMMIT DROP AS
      WITH p AS MATERIALIZED (
        SELECT location_id, min(location_name) AS location_name, code, sarze_id,
          ${mode === 'add' ? sql`sum(amount)::int` : sql`min(amount)`} AS amount, count(*)::int AS n
        FROM (${lines}) l GROUP BY location_id, code, sarze_id)
      SELECT p.*, h.amount AS before, false AS fresh FROM p LEFT JOIN ${held} h ON h.eshop_id = ${e} AND ${key('p', 'h')}
      ORDER BY p.location_id, p.code, p.sarze_id`);
  // Temporary tables have no statistics until analysed: without them the joins below were planned as nested loops
  // over 50,000 × 50,000 rows (a minute on PGlite). Only the key's columns are joined on, and only their number of
  // distinct values matters to the plan: a sample of 3,000 rows tells it (the default samples 30,000 and builds
  // histograms of every column, a third of a second at 50,000 lines under load).
  await tx.execute(sql`ALTER TABLE ledger_plan ALTER location_id SET STATISTICS 10, ALTER code SET STATISTICS 10,
      ALTER sarze_id SET STATISTICS 10, ALTER before SET STATISTICS 10`);
  await tx.execute(sql`ANALYZE ledger_plan (location_id, code, sarze_id, before)`);
  // A new key's balance row is inserted with its final amount (before = 0), in key order, and marked fresh: it is
  // this transaction's own row, so it needs no lock and no second write. A line that would go below zero is inserted
  // at 0 and refused below (the transaction then writes nothing). The overview's sort keys are written here from one
  // join (what the row trigger of migration 0020/0024 would look up per row; it skips rows that carry them, 0070).
  // `racing`: keys another writer inserted after this statement's snapshot (ON CONFLICT found them).
  const [{ racing }] = await rows<{ racing: number }>(
    tx,
    sql`WITH ins AS (
        INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount, sort_name, sort_location, sort_expiry)
        SELECT ${e}, p.location_id, p.code, p.sarze_id, greatest(p.amount, 0), coalesce(pr.name, p.code), coalesce(l.name, ''),
          CASE WHEN p.sarze_id <> 0 THEN coalesce(bt.expires_at, 'infinity') ELSE 'infinity' END
        FROM ledger_plan p
        LEFT JOIN products pr ON pr.eshop_id = ${e} AND pr.code = p.code
        LEFT JOIN locations l ON l.id = p.location_id
        LEFT JOIN batches bt ON bt.id = p.sarze_id AND bt.eshop_id = ${e}
        WHERE p.before IS NULL
        ORDER BY p.location_id, p.code, p.sarze_id
        ON CONFLICT DO NOTHING
        RETURNING location_id, code, sarze_id),
      marked AS (UPDATE ledger_plan p SET fresh = true, before = 0 FROM ins WHERE ${key('ins', 'p')} RETURNING 1)
      SELECT ((SELECT count(*) FROM ledger_plan WHERE before IS NULL) - (SELECT count(*) FROM marked))::int AS racing`,
  );
  if (Number(racing) > 0) {
    // Rare: lock and read those too (in key order); a key whose row is gone again is not applied (as before).
    await tx.execute(sql`WITH held AS (
          SELECT b.location_id, b.code, b.sarze_id, b.amount FROM stock_balances b JOIN ledger_plan p ON ${key('p', 'b')}
          WHERE b.eshop_id = ${e} AND p.before IS NULL ORDER BY b.location_id, b.code, b.sarze_id FOR UPDATE OF b)
        UPDATE ledger_plan p SET before = h.amount FROM held h WHERE ${key('h', 'p')}`);
    await tx.execute(sql`DELETE FROM ledger_plan WHERE before IS NULL`);
  }
  const after = mode === 'add' ? sql`(before + amount)` : sql`amount`;

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
    sql`SELECT location_id, location_name, code, sarze_id, before, ${after} AS after, n FROM ledger_plan
        WHERE ${after} < 0 ${mode === 'set' ? sql`OR n > 1` : sql``}
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
          SELECT ${changeId}, ${e}, location_id, location_name, code, sarze_id, ${after} - before, before, ${after}
          FROM ledger_plan WHERE ${after} <> before ORDER BY location_id, code, sarze_id
          RETURNING 1),
        bal AS (
          UPDATE stock_balances b SET amount = ${mode === 'add' ? sql`p.before + p.amount` : sql`p.amount`},
            updated_at = ${createdAt}
          FROM ledger_plan p
          WHERE b.eshop_id = ${e} AND ${key('b', 'p')} AND ${mode === 'add' ? sql`p.amount <> 0` : sql`p.amount <> p.before`}
            AND NOT p.fresh
          RETURNING 1)
        SELECT (SELECT count(*) FROM mv)::int AS movements, (SELECT count(*) FROM ledger_plan)::int AS lines,
          (SELECT count(*) FROM bal)::int AS balances`,
  );
  if (shoptetSync)
    await tx.execute(sql`INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount)
        SELECT ${e}, ${changeId}, code, sum(${after} - before)::int FROM ledger_plan
        GROUP BY code HAVING sum(${after} - before) <> 0 ORDER BY code`);
  await tx.execute(sql`DROP TABLE ledger_plan`);
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
