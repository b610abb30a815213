import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { refused } from '../failures';
import { excessOf, groupLines, missingOf } from '../../src/domain/receiving/shoplist-groups';
import type { LedgerActor } from '../ledger/ledger-actor';
import { shoplistDetail } from './shoplist-read';
import { lockShoplist, shoplistNotFound } from './shoplist-rows';
import { freeReference, insertShoplist, writeLines } from './shoplist-writes';

export interface ProcessOptions {
  move_missing: boolean;
  create_extras: boolean;
}

/**
 * POST /ao/shoplist/{id}/process/ (R-AO-03). The list is locked for update, so receipts in flight
 * finish first and later ones find it closed. With move_missing the lacking lines go to a new open
 * list (a backorder, linked by backorder_of) with the missing pieces and the orders still waiting;
 * with create_extras the excess pieces are recorded in a closed list of extras (linked by
 * extras_of) for purchasing to settle with the supplier. The list is then processed (closed).
 * Processing a processed list changes nothing and answers what the first processing created.
 */
export async function processShoplist(tx: Tx, actor: LedgerActor, id: number, options: ProcessOptions, now: Date) {
  const head = await lockShoplist(tx, actor.eshopId, id, 'update');
  if (!head) throw shoplistNotFound(id);
  const list = await shoplistDetail(tx, actor.eshopId, id);
  if (head.state === 'processed') return answer(id, true, list.backorder_id, list.extras_id);
  if (head.archived) throw refused(`Seznam ${head.reference} je archivovaný, nelze jej zpracovat.`);

  const groups = groupLines(list.products);
  let backorderId: number | null = null;
  if (options.move_missing && groups.lacking.length) {
    backorderId = await insertShoplist(tx, actor.eshopId, {
      reference: await freeReference(tx, actor.eshopId, `${head.reference}-D`),
      name: `Doobjednávka: ${head.name}`,
      supplier: head.supplier,
      status: null,
      backorderOf: id,
      now,
    });
    await writeLines(
      tx,
      actor.eshopId,
      backorderId,
      groups.lacking.map((line) => ({
        code: line.code,
        amount_expected: missingOf(line),
        orders: line.orders.filter((o) => !o.isFulfilled),
      })),
    );
  }
  let extrasId: number | null = null;
  if (options.create_extras && groups.excess.length) {
    extrasId = await insertShoplist(tx, actor.eshopId, {
      reference: await freeReference(tx, actor.eshopId, `${head.reference}-P`),
      name: `Přebytky: ${head.name}`,
      supplier: head.supplier,
      status: null,
      state: 'processed',
      extrasOf: id,
      now,
      processedBy: actor.clientName,
    });
    await writeLines(
      tx,
      actor.eshopId,
      extrasId,
      groups.excess.map((line) => ({
        code: line.code,
        amount_expected: excessOf(line),
        amount_stocked_up: excessOf(line),
        orders: [],
      })),
    );
  }
  await tx.execute(sql`UPDATE shoplists SET state = 'processed', processed_at = ${now.toISOString()}, processed_by = ${actor.clientName}
    WHERE eshop_id = ${actor.eshopId} AND id = ${id}`);
  return answer(id, false, backorderId, extrasId);
}

const answer = (id: number, already: boolean, backorderId: number | null, extrasId: number | null) => ({
  status: 'ok' as const,
  shoplist_id: id,
  already_processed: already,
  backorder_id: backorderId,
  extras_id: extrasId,
});
