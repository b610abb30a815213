import type { Tx } from '../db/client';
import { withCommit } from '../db/pipelined-transaction';
import { effectiveStockSync } from '../../src/domain/eshop/stock-sync';
import {
  balanceKeyString,
  netByCode,
  planMovements,
  type BalanceChange,
  type BalanceKey,
  type PlannedMovement,
} from '../../src/domain/stock/movement-plan';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse } from './ledger-refusal';
import { rawRows } from '../db/raw-rows';
import { arrayLiteral } from './array-literal';
import {
  balancesStatement,
  changeStatement,
  lockStatement,
  movementsStatement,
  outboxStatement,
} from './change-statements';

export interface AppliedChange {
  changeId: number;
  shoptetSync: boolean;
  movements: PlannedMovement[];
}

/**
 * The one way stock changes: lock the touched balances (in key order, so concurrent writers
 * queue instead of deadlocking), plan the movements with the domain rule (no balance below
 * zero), then write the change, its movements, the balances and the sync outbox together.
 * Any refused line throws, and the caller's transaction writes nothing.
 */
export async function applyChange(
  tx: Tx,
  actor: LedgerActor,
  meta: ChangeMeta,
  changes: readonly BalanceChange[],
  /**
   * Nothing in the transaction reads or writes after this change but the write's stored answer: the
   * change id is taken up front and the writes leave with the COMMIT (one round trip fewer where
   * the driver pipelines; see server/db/pipelined-transaction.ts).
   */
  lastInTransaction = false,
  /** The balances already locked and added to by `addEarly`, sent with the caller's reads. */
  early?: EarlyAddition,
): Promise<AppliedChange> {
  // Only additions: nothing about the current amounts can refuse them, so the balances are added to
  // in the statement that locks them (one row version and one statement per change instead of a
  // lock and an update). A refusal would still roll the whole transaction back.
  const adding = changes.every((c) => 'delta' in c && c.delta >= 0);
  if (early && !adding) throw new Error('applyChange: an early addition takes additions only');
  // Sent together: the balance locks, and the e-shop's sync setting with, when the writes are to
  // leave with the COMMIT, the change's id (one round trip when pipelined).
  const [current, [shop]] = early
    ? await Promise.all([early.before, early.shop])
    : await Promise.all([
        lockBalances(
          tx,
          actor.eshopId,
          changes.map((c) => c.key),
          adding ? addedByKey(changes) : undefined,
        ),
        shopOf(tx, actor.eshopId, lastInTransaction),
      ]);
  // The early statement added exactly these keys' pieces (the caller's lines, all resolved): anything else is a bug.
  if (early) {
    const added = addedByKey(changes);
    if (added.size !== current.size || [...added.keys()].some((k) => !current.has(k)))
      throw new Error('applyChange: the early addition locked other balances than the change names');
  }
  const reserved = lastInTransaction && shop ? Number(shop.id) : undefined;
  const plan = planMovements(current, changes);
  if (plan.errors.length) throw refuse(plan.errors);

  const shoptetSync = effectiveStockSync(meta.shoptetSync, shop?.is_public_api ?? false, shop?.sync ?? false);
  const net = shoptetSync ? netByCode(plan.movements) : new Map<string, number>();
  const finals = new Map<string, PlannedMovement>();
  // Added balances already hold their final amounts.
  if (!adding) for (const m of plan.movements) finals.set(balanceKeyString(m.key), m);
  if (plan.movements.length > CHUNK || net.size > CHUNK || finals.size > CHUNK)
    return {
      changeId: await writeLargeChange(tx, actor, meta, shoptetSync, plan.movements, net, finals),
      shoptetSync,
      movements: plan.movements,
    };
  // The change, its movements and its outbox rows in one statement (they share the new change id);
  // the balances' update goes out beside it. Same transaction, so all or nothing as before.
  if (reserved !== undefined) {
    await Promise.all([
      withCommit(tx, changeStatement(actor, meta, shoptetSync, plan.movements, net, reserved)),
      finals.size ? withCommit(tx, balancesStatement(actor.eshopId, [...finals.values()])) : undefined,
    ]);
    return { changeId: reserved, shoptetSync, movements: plan.movements };
  }
  const [[change]] = await Promise.all([
    plain<{ id: string | number }>(tx, changeStatement(actor, meta, shoptetSync, plan.movements, net)),
    finals.size ? plain(tx, balancesStatement(actor.eshopId, [...finals.values()])) : undefined,
  ]);
  return { changeId: Number(change.id), shoptetSync, movements: plan.movements };
}

const plain = <T>(tx: Tx, statement: { text: string; params: unknown[] }) =>
  rawRows<T>(tx, statement.text, statement.params);

/**
 * Rows per statement. A change bigger than this (a 50,000-row import, its revert) is still one change, written
 * in parts, so no statement carries arrays of unbounded size and the balances are locked part after part.
 */
const CHUNK = 2000;
const partsOf = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** One change row, then its movements, outbox rows and balances in parts of CHUNK, in the caller's transaction. */
async function writeLargeChange(
  tx: Tx,
  actor: LedgerActor,
  meta: ChangeMeta,
  shoptetSync: boolean,
  movements: readonly PlannedMovement[],
  net: ReadonlyMap<string, number>,
  finals: ReadonlyMap<string, PlannedMovement>,
): Promise<number> {
  const [change] = await plain<{ id: string | number }>(tx, changeStatement(actor, meta, shoptetSync, [], new Map()));
  const id = Number(change.id);
  for (const part of partsOf(movements)) await plain(tx, movementsStatement(actor.eshopId, id, part));
  for (const part of partsOf([...net])) await plain(tx, outboxStatement(actor.eshopId, id, part));
  for (const part of partsOf([...finals.values()])) await plain(tx, balancesStatement(actor.eshopId, part));
  return id;
}

/** The keys once each, in the one global lock order (location, code, batch). */
function inKeyOrder(keys: readonly BalanceKey[]): BalanceKey[] {
  const unique = new Map<string, BalanceKey>();
  for (const k of keys) unique.set(balanceKeyString(k), k);
  return [...unique.values()].sort(
    (a, b) => a.locationId - b.locationId || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || a.sarzeId - b.sarzeId,
  );
}

/**
 * Ensures a row per key exists and locks them all, in key order: ON CONFLICT DO UPDATE waits for a
 * concurrent inserter or holder and returns the latest committed amount, as SELECT … FOR UPDATE would,
 * without a second round trip. With `added`, the same statement adds those pieces per key. Returns the
 * amounts the balances held before.
 */
async function lockBalances(
  tx: Tx,
  eshopId: number,
  keys: readonly BalanceKey[],
  added?: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const before = new Map<string, number>();
  // Part after part in the one key order, so a large change still locks as a small one does.
  for (const part of partsOf(inKeyOrder(keys)))
    for (const [key, amount] of await lockPart(tx, eshopId, part, added)) before.set(key, amount);
  return before;
}

async function lockPart(
  tx: Tx,
  eshopId: number,
  sorted: readonly BalanceKey[],
  added?: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (!sorted.length) return new Map();
  const locked = await plain<{ location_id: number; code: string; sarze_id: number; amount: number }>(
    tx,
    lockStatement(eshopId, sorted, added && ((k) => added.get(balanceKeyString(k)) ?? 0)),
  );
  const before = new Map<string, number>();
  for (const r of locked) {
    const key = balanceKeyString({ locationId: Number(r.location_id), code: r.code, sarzeId: Number(r.sarze_id) });
    before.set(key, Number(r.amount) - (added?.get(key) ?? 0));
  }
  return before;
}

type ShopRow = { is_public_api: boolean; sync: boolean; id: string | number | null };

/** The e-shop's sync setting and, when the change's writes are to leave with the COMMIT, the change's id. */
function shopOf(tx: Tx, eshopId: number, reserveId: boolean): Promise<ShopRow[]> {
  return rawRows<ShopRow>(tx, reserveId ? SHOP_WITH_ID_SQL : SHOP_SQL, [eshopId]);
}
const SHOP_SQL = `SELECT is_public_api, sync_public_api_stock AS sync, NULL::bigint AS id FROM eshops WHERE id = $1`;
const SHOP_WITH_ID_SQL = `SELECT is_public_api, sync_public_api_stock AS sync, nextval('stock_changes_id_seq') AS id
  FROM eshops WHERE id = $1`;

/** A stock-in's balances, locked and added to before its lines are checked (see `addEarly`). */
export interface EarlyAddition {
  /** What each key held before the addition. */
  before: Promise<Map<string, number>>;
  shop: Promise<ShopRow[]>;
}

/**
 * A plain stock-in (pieces without a batch, at one location, nothing after it in the transaction) adds its pieces in
 * the same round trip as its reads (claim, location, products, batches), one round trip fewer. Sent after the
 * location's read, so the share lock on the location comes before the balance locks as in `applyChange`; one location
 * and batch 0, so codes in order are the key order. The lines are checked afterwards by the same rules; a refusal, a
 * replay or an unknown location rolls the addition back with the transaction (an unknown location adds nothing: the
 * name matches no row). `lines` must be whole pieces (a CHECK would answer a bad amount before the domain's sentence).
 */
export function addEarly(
  tx: Tx,
  eshopId: number,
  locationName: string,
  lines: ReadonlyArray<{ code: string; amount: number }>,
): EarlyAddition {
  const perCode = new Map<string, number>();
  for (const l of lines) perCode.set(l.code, (perCode.get(l.code) ?? 0) + l.amount);
  const codes = [...perCode.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // One statement for the addition and the e-shop's row (`shopOf` with the change id), one fewer per stock-in.
  const found = rawRows<EarlyRow>(tx, ADD_EARLY_SQL, [
    eshopId,
    arrayLiteral(codes),
    arrayLiteral(codes.map((c) => perCode.get(c)!)),
    locationName,
  ]);
  const shop = found.then((rows) =>
    rows.length ? [{ is_public_api: rows[0].is_public_api, sync: rows[0].sync, id: rows[0].id }] : [],
  );
  const before = found.then((rows) => {
    const map = new Map<string, number>();
    for (const r of rows) {
      // An unknown location adds nothing: the e-shop's row then comes alone.
      if (r.code === null) continue;
      const key = balanceKeyString({ locationId: Number(r.location_id), code: r.code, sarzeId: Number(r.sarze_id) });
      map.set(key, Number(r.amount) - perCode.get(r.code)!);
    }
    return map;
  });
  // Awaited by applyChange; a request refused before that must not leave them unhandled.
  before.catch(() => undefined);
  shop.catch(() => undefined);
  return { before, shop };
}

type EarlyRow = ShopRow & {
  location_id: number | null;
  code: string | null;
  sarze_id: number | null;
  amount: number | null;
};

/**
 * The e-shop's row with the change id (a CTE with a volatile function is evaluated once), joined to the balances the
 * addition locked and added to: one row per balance, or the e-shop's row alone when nothing was added.
 */
const ADD_EARLY_SQL = `WITH shop AS (${SHOP_WITH_ID_SQL}), added AS (
    INSERT INTO stock_balances AS b (eshop_id, location_id, code, sarze_id, amount)
    SELECT $1, l.id, v.code, 0, v.amount FROM locations l,
      unnest($2::text[], $3::int[]) WITH ORDINALITY AS v(code, amount, ord)
    WHERE l.eshop_id = $1 AND l.name = $4
    ORDER BY v.ord
    ON CONFLICT (eshop_id, location_id, code, sarze_id) DO UPDATE SET amount = b.amount + EXCLUDED.amount, updated_at = now()
    RETURNING location_id, code, sarze_id, amount
  )
  SELECT shop.is_public_api, shop.sync, shop.id, added.location_id, added.code, added.sarze_id, added.amount
  FROM shop LEFT JOIN added ON true`;

/** The pieces each key gains from a change of additions only. */
function addedByKey(changes: readonly BalanceChange[]): Map<string, number> {
  const added = new Map<string, number>();
  for (const c of changes)
    if ('delta' in c) added.set(balanceKeyString(c.key), (added.get(balanceKeyString(c.key)) ?? 0) + c.delta);
  return added;
}
