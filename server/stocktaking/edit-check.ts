import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import type { LedgerActor } from '../ledger/ledger-actor';
import { refuse } from '../ledger/ledger-refusal';
import { resolveLines } from '../ledger/stock-lines';
import type { EditRequest } from '../../src/api/stocktaking.schema';
import { runningCheck, scopeLocation, touchCheck } from './check-record';
import { insertEntry } from './count-entries';
import { ledgerPositionAt } from './ledger-position';

/**
 * POST /inventory_check/edit/{id}/. Everything but scanning that changes a running check:
 * - rename: name and/or blind;
 * - mark_counted: the location is done; products it held that nobody scanned go to 0 at commit
 *   (plus what moved there after this moment); unmark_counted takes that back;
 * - recount: throws away every count of the location (and its mark), so it is counted afresh;
 * - set_amount: the line of a product and batch becomes exactly `amount` (a corrected count).
 */
export async function editCheck(tx: Tx, actor: LedgerActor, id: number, input: EditRequest, now: Date): Promise<void> {
  const check = await runningCheck(tx, actor.eshopId, id);
  if (input.action === 'rename') {
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw badInput('Zadejte název inventury.');
    if (name === undefined && input.blind === undefined)
      throw badInput('Zadejte nový název nebo volbu slepé inventury.');
    await tx.execute(
      sql`UPDATE inventory_checks SET name = ${name ?? check.name}, blind = ${input.blind ?? check.blind} WHERE id = ${id}`,
    );
    await touchCheck(tx, id, now);
    return;
  }
  if (!input.location_name) throw badInput('Zadejte pozici (location_name).');
  const location = await scopeLocation(tx, actor.eshopId, id, input.location_name);
  switch (input.action) {
    case 'mark_counted': {
      if (location.countedAt) return;
      const position = await ledgerPositionAt(tx, actor.eshopId, location.id);
      await tx.execute(
        sql`UPDATE inventory_check_locations SET counted_at = ${now.toISOString()}::timestamptz, counted_by_name = ${actor.clientName},
            counted_position = ${position} WHERE check_id = ${id} AND location_id = ${location.id}`,
      );
      break;
    }
    case 'unmark_counted':
      await clearMark(tx, id, location.id);
      break;
    case 'recount':
      await tx.execute(
        sql`DELETE FROM inventory_check_entries WHERE check_id = ${id} AND location_id = ${location.id}`,
      );
      await clearMark(tx, id, location.id);
      break;
    case 'set_amount': {
      if (input.code === undefined || input.amount === undefined)
        throw badInput('Zadejte produkt (code) a spočítané množství (amount).');
      const { resolved, errors } = await resolveLines(
        tx,
        actor.eshopId,
        [{ code: input.code, amount: input.amount, sarze_id: input.sarze_id ?? null }],
        { mayCreateBatch: false, allowZero: true },
      );
      if (errors.length) throw refuse(errors);
      const [line] = resolved;
      await tx.execute(
        sql`DELETE FROM inventory_check_entries WHERE check_id = ${id} AND location_id = ${location.id} AND code = ${line.code} AND sarze_id = ${line.sarzeId}`,
      );
      await insertEntry(
        tx,
        actor,
        id,
        {
          clientEntryId: input.client_entry_id ?? `edit-${randomUUID()}`,
          locationId: location.id,
          code: line.code,
          sarzeId: line.sarzeId,
          amount: line.amount,
        },
        now,
      );
      break;
    }
  }
  await touchCheck(tx, id, now);
}

async function clearMark(tx: Tx, checkId: number, locationId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE inventory_check_locations SET counted_at = NULL, counted_by_name = NULL, counted_position = NULL
        WHERE check_id = ${checkId} AND location_id = ${locationId}`,
  );
}
