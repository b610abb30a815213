import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import type { LedgerActor } from '../ledger/ledger-actor';
import { rowsOf as rows } from '../db/sql-rows';
import { idList } from './check-record';
import type { StartRequest } from '../../src/api/stocktaking.schema';

/**
 * Starts a check over sectors or locations (R-INV-02). A sector's locations are taken as they are now.
 * A location may be in one running check only: two checks counting the same shelf would both apply
 * their difference.
 */
export async function startCheck(tx: Tx, actor: LedgerActor, input: StartRequest, now: Date): Promise<number> {
  const sectors = [...new Set(input.sectors ?? [])];
  const wanted = [...new Set(input.locations ?? [])];
  if (sectors.length && wanted.length)
    throw badInput('Inventuru založte buď nad sektory, nebo nad pozicemi, ne obojím.');
  if (!sectors.length && !wanted.length) throw badInput('Vyberte alespoň jeden sektor nebo pozici.');
  const name = input.name.trim();
  if (!name) throw badInput('Zadejte název inventury.');

  if (sectors.length) {
    const found = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM sectors WHERE eshop_id = ${actor.eshopId} AND id IN (${idList(sectors)})`,
    );
    const missing = sectors.filter((s) => !found.some((f) => Number(f.id) === s));
    if (missing.length) throw badInput(`Sektor ${missing.join(', ')} v tomto skladu neexistuje.`);
  }
  const scope = await rows<{ id: number; name: string }>(
    tx,
    sectors.length
      ? sql`SELECT id, name FROM locations WHERE eshop_id = ${actor.eshopId} AND sector_id IN (${idList(sectors)}) ORDER BY id FOR SHARE`
      : sql`SELECT id, name FROM locations WHERE eshop_id = ${actor.eshopId} AND id IN (${idList(wanted)}) ORDER BY id FOR SHARE`,
  );
  if (!sectors.length) {
    const missing = wanted.filter((w) => !scope.some((f) => Number(f.id) === w));
    if (missing.length) throw badInput(`Pozice ${missing.join(', ')} v tomto skladu neexistuje.`);
  }
  if (!scope.length) throw badInput('Vybrané sektory nemají žádné pozice.');

  // Serialises starts of one e-shop, so two overlapping checks cannot both pass the check below.
  await tx.execute(sql`SELECT id FROM eshops WHERE id = ${actor.eshopId} FOR NO KEY UPDATE`);
  const taken = await rows<{ location: string; check_name: string }>(
    tx,
    sql`SELECT l.name AS location, c.name AS check_name FROM inventory_check_locations cl
        JOIN inventory_checks c ON c.id = cl.check_id AND c.status IS NULL
        JOIN locations l ON l.id = cl.location_id
        WHERE cl.eshop_id = ${actor.eshopId} AND cl.location_id IN (${idList(scope.map((s) => Number(s.id)))}) ORDER BY l.name LIMIT 5`,
  );
  if (taken.length)
    throw badInput(
      `Pozice ${taken.map((t) => t.location).join(', ')} už je v běžící inventuře „${taken[0].check_name}“.`,
    );

  const at = now.toISOString();
  const [check] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO inventory_checks (eshop_id, name, blind, sector_ids, created_by, created_by_name, created_at, changed)
        VALUES (${actor.eshopId}, ${name}, ${input.blind ?? false}, ${`{${sectors.join(',')}}`}::int[], ${actor.clientId},
                ${actor.clientName}, ${at}::timestamptz, ${at}::timestamptz) RETURNING id`,
  );
  await tx.execute(
    sql`INSERT INTO inventory_check_locations (check_id, eshop_id, location_id)
        SELECT ${check.id}, ${actor.eshopId}, id FROM locations WHERE eshop_id = ${actor.eshopId} AND id IN (${idList(scope.map((s) => Number(s.id)))})`,
  );
  return Number(check.id);
}
