import { sql } from 'drizzle-orm';
import type { ChaosMove } from '../../src/api/relocation.schema';
import type { Tx } from '../db/client';
import { Conflict, refused } from '../failures';
import type { AppliedChange } from '../ledger/apply-change';
import type { ChangeMeta, LedgerActor } from '../ledger/ledger-actor';
import { relocateSelective } from '../ledger/relocation';
import { rowsOf } from '../db/sql-rows';
import { queueGuid } from './chaos-queue.query';

export const STALE_QUEUE =
  'Fronta k přeskladnění se mezitím změnila (zboží přesunul někdo jiný). Načtěte ji znovu a zkontrolujte množství.';

interface Place {
  name: string;
  non_stock: boolean;
}

async function placeOf(tx: Tx, eshopId: number, name: string): Promise<Place | undefined> {
  const [row] = await rowsOf<Place>(
    tx,
    sql`SELECT l.name, s.non_stock FROM locations l JOIN sectors s ON s.id = l.sector_id
        WHERE l.eshop_id = ${eshopId} AND lower(l.name) = lower(${name})`,
  );
  return row;
}

/**
 * One move out of the chaos queue: from a location of a non-stock sector onto a stock location, as a
 * ledger relocation. Moves of one e-shop's queue queue behind each other (a transaction-scoped
 * advisory lock), and a move planned on an older view of the queue (another guid) is refused, so two
 * people working the queue never move the same pieces twice.
 */
export async function moveFromQueue(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  move: ChaosMove,
): Promise<{ applied: AppliedChange; guid: string }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('chaos-queue'), ${actor.eshopId})`);
  const [shop] = await rowsOf<{ mode: string }>(
    tx,
    sql`SELECT stock_locations_mode AS mode FROM eshops WHERE id = ${actor.eshopId}`,
  );
  if (shop?.mode !== 'chaos')
    throw refused('Fronta k přeskladnění je jen v e-shopu s chaotickým skladem.', { reason: 'not_chaos' });
  if ((await queueGuid(tx, actor.eshopId)) !== move.guid) throw new Conflict(STALE_QUEUE, { reason: 'stale_guid' });
  const [from, to] = await Promise.all([
    placeOf(tx, actor.eshopId, move.from_location),
    placeOf(tx, actor.eshopId, move.to_location),
  ]);
  if (!from) throw refused(`Pozice ${move.from_location} neexistuje.`, { reason: 'unknown_location' });
  if (!to) throw refused(`Pozice ${move.to_location} neexistuje.`, { reason: 'unknown_location' });
  if (!from.non_stock)
    throw refused(`Pozice ${from.name} není v neskladovém sektoru: z ní fronta nic nepřesouvá.`, {
      reason: 'not_in_queue',
    });
  if (to.non_stock)
    throw refused(`Pozice ${to.name} je v neskladovém sektoru: zboží patří na skladovou pozici.`, {
      reason: 'target_not_stock',
    });
  const applied = await relocateSelective(tx, actor, meta, [
    { code: move.code, amount: move.amount, sarze_id: move.sarze_id || null, from: from.name, to: to.name },
  ]);
  return { applied, guid: await queueGuid(tx, actor.eshopId) };
}
