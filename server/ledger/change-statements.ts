import type { PlainStatement } from '../db/pipelined-transaction';
import type { BalanceKey, PlannedMovement } from '../../src/domain/stock/movement-plan';
import type { ChangeMeta, LedgerActor } from './ledger-actor';

/*
 * The ledger's writes as plain statement texts with parameters, past drizzle's SQL building (its building and its
 * conversion to text were measured shares of a stock-in's CPU, bench/server/THROUGHPUT.md). Lists are VALUES lists
 * of the actual row count, as drizzle wrote them: one text per number of rows, and PostgreSQL's row estimates exact
 * for the plan it keeps for a named prepared statement. An array parameter (`unnest($n)`) would be one text for any
 * count but is estimated at ten rows whatever it holds; tried, it cost PostgreSQL more CPU per stock-in.
 */

/** `(…), (…)`: `rows` rows of one `$n::cast` per column, numbering the parameters from `from`. */
function valuesText(rows: number, casts: readonly string[], from: number): string {
  const list: string[] = [];
  for (let r = 0, n = from; r < rows; r++) list.push(`(${casts.map((cast) => `$${n++}::${cast}`).join(', ')})`);
  return list.join(', ');
}

const MOVEMENT_CASTS = ['int', 'int', 'text', 'text', 'int', 'int', 'int', 'int'];
/** The movements as a VALUES list `v` in their order (`ord`), parameters from `from`. */
const movementRows = (count: number, from: number) =>
  `(VALUES ${valuesText(count, MOVEMENT_CASTS, from)})
    AS v(ord, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)`;
const movementParams = (movements: readonly PlannedMovement[]) =>
  movements.flatMap((m, ord) => [
    ord,
    m.key.locationId,
    m.locationName,
    m.key.code,
    m.key.sarzeId,
    m.amount,
    m.before,
    m.after,
  ]);
const MOVEMENT_COLUMNS = `stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount,
    before_amount, after_amount)`;
const OUTBOX_CASTS = ['text', 'int'];

/** `$1` a change id taken up front, or NULL for the sequence's next one. */
const CHANGE_CTE = `WITH ch AS (INSERT INTO stock_changes (id, eshop_id, client_id, client_name, action, source, location_name,
    shoptet_sync, reverts_id, document_id, order_code)
  VALUES (COALESCE($1::bigint, nextval('stock_changes_id_seq')), $2, $3, $4, $5, $6, $7, $8, $9::bigint, $10::bigint,
    $11::text) RETURNING id)`;

/**
 * The change row, its movements and its outbox rows in one statement (they share the change's id), answering
 * `{ id }`. `changeId`: an id taken from the sequence up front; otherwise the insert takes the next one.
 */
export function changeStatement(
  actor: LedgerActor,
  meta: ChangeMeta,
  shoptetSync: boolean,
  movements: readonly PlannedMovement[],
  net: ReadonlyMap<string, number>,
  changeId?: number,
): PlainStatement {
  const params: unknown[] = [
    changeId ?? null,
    actor.eshopId,
    actor.clientId,
    actor.clientName,
    meta.action,
    meta.source,
    meta.locationName,
    shoptetSync,
    meta.revertsId ?? null,
    meta.documentId ?? null,
    meta.orderCode ?? null,
  ];
  let text = CHANGE_CTE;
  if (movements.length) {
    text += `, mv AS (INSERT INTO ${MOVEMENT_COLUMNS}
  SELECT ch.id, $2, v.location_id, v.location_name, v.code, v.sarze_id, v.amount, v.before_amount, v.after_amount
  FROM ch, ${movementRows(movements.length, params.length + 1)} ORDER BY v.ord)`;
    params.push(...movementParams(movements));
  }
  if (net.size) {
    text += `, ob AS (INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount)
  SELECT $2, ch.id, v.code, v.amount FROM ch, (VALUES ${valuesText(net.size, OUTBOX_CASTS, params.length + 1)})
    AS v(code, amount))`;
    params.push(...[...net].flat());
  }
  return { text: `${text} SELECT id FROM ch`, params };
}

/** Movements of a change already written (a large change's parts). */
export function movementsStatement(eshopId: number, changeId: number, movements: readonly PlannedMovement[]) {
  return {
    text: `INSERT INTO ${MOVEMENT_COLUMNS}
  SELECT $1::bigint, $2, v.location_id, v.location_name, v.code, v.sarze_id, v.amount, v.before_amount, v.after_amount
  FROM ${movementRows(movements.length, 3)} ORDER BY v.ord`,
    params: [changeId, eshopId, ...movementParams(movements)],
  };
}

/** Outbox rows of a change already written (a large change's parts): the net change per code. */
export function outboxStatement(eshopId: number, changeId: number, net: ReadonlyArray<readonly [string, number]>) {
  return {
    text: `INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount)
  SELECT $1, $2::bigint, v.code, v.amount FROM (VALUES ${valuesText(net.length, OUTBOX_CASTS, 3)}) AS v(code, amount)`,
    params: [eshopId, changeId, ...net.flat()],
  };
}

/** The balances' final amounts (locked before, by `lockStatement`). */
export function balancesStatement(eshopId: number, finals: readonly PlannedMovement[]): PlainStatement {
  return {
    text: `UPDATE stock_balances AS b SET amount = v.after, updated_at = now()
  FROM (VALUES ${valuesText(finals.length, ['int', 'text', 'int', 'int'], 2)}) AS v(location_id, code, sarze_id, after)
  WHERE b.eshop_id = $1 AND b.location_id = v.location_id AND b.code = v.code AND b.sarze_id = v.sarze_id`,
    params: [eshopId, ...finals.flatMap((m) => [m.key.locationId, m.key.code, m.key.sarzeId, m.after])],
  };
}

/**
 * Ensures a row per key exists and locks them in the given order (the caller sorts them in the one key order),
 * answering the rows' amounts; with `added`, the same statement adds those pieces per key.
 */
export function lockStatement(
  eshopId: number,
  sorted: readonly BalanceKey[],
  added?: (key: BalanceKey) => number,
): PlainStatement {
  return {
    text: `INSERT INTO stock_balances AS b (eshop_id, location_id, code, sarze_id, amount)
  VALUES ${valuesText(sorted.length, ['int', 'int', 'text', 'int', 'int'], 1)}
  ON CONFLICT (eshop_id, location_id, code, sarze_id) DO UPDATE SET
    ${added ? 'amount = b.amount + EXCLUDED.amount, updated_at = now()' : 'amount = b.amount'}
  RETURNING location_id, code, sarze_id, amount`,
    params: sorted.flatMap((k) => [eshopId, k.locationId, k.code, k.sarzeId, added ? added(k) : 0]),
  };
}
