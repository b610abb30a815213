import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import type { LedgerActor } from '../ledger/ledger-actor';
import { refuse } from '../ledger/ledger-refusal';
import { rowsOf as rows } from '../db/sql-rows';
import { createPendingBatches, resolveLines } from '../ledger/stock-lines';
import type { AddProductRequest, CountedLine, RemoveProductRequest } from '../../src/api/stocktaking.schema';
import { runningCheck, scopeLocation } from './check-record';
import { countedLines } from './counted-lines.query';
import { ledgerPositionAt } from './ledger-position';

export interface EntryInput {
  clientEntryId: string;
  locationId: number;
  code: string;
  sarzeId: number;
  amount: number;
}

/**
 * Records one count entry with the ledger position of its place. Entries of several devices add up;
 * the device's own id makes a resent scan a no-op (answers `false`).
 */
export async function insertEntry(
  tx: Tx,
  actor: LedgerActor,
  checkId: number,
  entry: EntryInput,
  now: Date,
): Promise<boolean> {
  const position = await ledgerPositionAt(tx, actor.eshopId, entry.locationId, {
    code: entry.code,
    sarzeId: entry.sarzeId,
  });
  const inserted = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO inventory_check_entries (check_id, eshop_id, client_entry_id, location_id, code, sarze_id, amount, ledger_position, client_id, client_name, created_at)
        VALUES (${checkId}, ${actor.eshopId}, ${entry.clientEntryId}, ${entry.locationId}, ${entry.code}, ${entry.sarzeId}, ${entry.amount}, ${position},
                ${actor.clientId}, ${actor.clientName}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (check_id, client_entry_id) DO NOTHING RETURNING id`,
  );
  return inserted.length > 0;
}

/** POST /inventory_check/add_product/: one scan (or typed amount) of a product at a location of the check. */
export async function addProduct(
  tx: Tx,
  actor: LedgerActor,
  input: AddProductRequest,
  now: Date,
): Promise<{ duplicate: boolean; line: CountedLine }> {
  const check = await runningCheck(tx, actor.eshopId, input.id, 'share');
  const location = await scopeLocation(tx, actor.eshopId, check.id, input.location_name);
  const { resolved, errors } = await resolveLines(
    tx,
    actor.eshopId,
    [{ code: input.code, amount: input.amount, sarze_id: input.sarze_id, new_sarze: input.new_sarze }],
    { mayCreateBatch: true, allowZero: true },
  );
  if (errors.length) throw refuse(errors);
  await createPendingBatches(tx, actor.eshopId, resolved);
  const [line] = resolved;
  const fresh = await insertEntry(
    tx,
    actor,
    check.id,
    {
      clientEntryId: input.client_entry_id,
      locationId: location.id,
      code: line.code,
      sarzeId: line.sarzeId,
      amount: line.amount,
    },
    now,
  );
  const [answer] = await countedLines(tx, actor.eshopId, check, location.id, {
    code: line.code,
    sarzeId: line.sarzeId,
  });
  return { duplicate: !fresh, line: answer };
}

/** DELETE /inventory_check/remove_product/: one scan by its device id, or the whole line of a product and batch. */
export async function removeProduct(
  tx: Tx,
  actor: LedgerActor,
  input: RemoveProductRequest,
  now: Date,
): Promise<number> {
  const check = await runningCheck(tx, actor.eshopId, input.id, 'share');
  const location = await scopeLocation(tx, actor.eshopId, check.id, input.location_name);
  let removed: Array<{ id: number }>;
  if (input.client_entry_id !== undefined) {
    removed = await rows(
      tx,
      sql`DELETE FROM inventory_check_entries WHERE check_id = ${check.id} AND location_id = ${location.id}
          AND client_entry_id = ${input.client_entry_id} RETURNING id`,
    );
  } else if (input.code !== undefined) {
    removed = await rows(
      tx,
      sql`DELETE FROM inventory_check_entries WHERE check_id = ${check.id} AND location_id = ${location.id}
          AND code = ${input.code} AND sarze_id = ${input.sarze_id ?? 0} RETURNING id`,
    );
  } else {
    throw badInput('Zadejte produkt (code), nebo sken (client_entry_id), který se má odebrat.');
  }
  if (!removed.length) throw badInput(`Na pozici ${location.name} taková spočítaná položka není.`);
  return removed.length;
}
