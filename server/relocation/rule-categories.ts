import { sql } from 'drizzle-orm';
import type { Category, SaveCategory } from '../../src/api/relocation.schema';
import { ruleProblems } from '../../src/domain/relocation/relocation-rule';
import type { Db, Tx } from '../db/client';
import { inTransaction } from '../db/transaction';
import { Conflict, badInput, notFound } from '../failures';
import { pgErrorCode } from '../db/transaction';
import { rowsOf } from '../db/sql-rows';

export async function listCategories(db: Db, eshopId: number): Promise<Category[]> {
  return rowsOf<Category>(
    db,
    sql`SELECT id, name, data FROM relocation_categories WHERE eshop_id = ${eshopId} ORDER BY lower(name), id`,
  );
}

export async function categoryOr404(db: Db | Tx, eshopId: number, id: number): Promise<Category> {
  const [row] = await rowsOf<Category>(
    db,
    sql`SELECT id, name, data FROM relocation_categories WHERE eshop_id = ${eshopId} AND id = ${id}`,
  );
  if (!row) throw notFound(`Kategorie pravidel ${id} neexistuje.`);
  return row;
}

/** An int[] literal: drizzle would spread a JS array into separate parameters. */
const pgIntArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Sectors and zones a rule names must be the e-shop's own: ids from a payload are never trusted. */
async function checkOwnLayout(tx: Tx, eshopId: number, input: SaveCategory): Promise<void> {
  const sectorIds = [...new Set(input.data.flatMap((r) => [...r.from_sector_ids, ...r.to_sector_ids]))];
  const zoneIds = [...new Set(input.data.flatMap((r) => [...r.from_zone_ids, ...r.to_zone_ids]))];
  const [own] = await rowsOf<{ sectors: number; zones: number }>(
    tx,
    sql`SELECT
          (SELECT count(*)::int FROM sectors WHERE eshop_id = ${eshopId} AND id = ANY(${pgIntArray(sectorIds)}::int[])) AS sectors,
          (SELECT count(*)::int FROM zones WHERE eshop_id = ${eshopId} AND id = ANY(${pgIntArray(zoneIds)}::int[])) AS zones`,
  );
  if (Number(own.sectors) !== sectorIds.length) throw badInput('Pravidlo uvádí sektor, který v tomto e-shopu není.');
  if (Number(own.zones) !== zoneIds.length) throw badInput('Pravidlo uvádí zónu, která v tomto e-shopu není.');
}

/** POST /relocation_rules/save/: a new category (no id) or the whole of an existing one replaced. */
export async function saveCategory(db: Db, eshopId: number, input: SaveCategory): Promise<Category> {
  const problems = input.data.flatMap((rule, i) => ruleProblems(rule, i));
  if (problems.length) throw badInput(problems.join(' '), { problems });
  const name = input.name.trim();
  if (!name) throw badInput('Název kategorie nesmí být prázdný.');
  // Two saves of one new name at once both pass the check above; the unique index decides, and the
  // loser gets the same 409 as a save after the other had committed (never a 500).
  return inTransaction(db, (tx) => writeCategory(tx, eshopId, input, name)).catch((error: unknown) => {
    throw pgErrorCode(error) === '23505' ? nameTaken(name) : error;
  });
}

/** Another category has this name (case aside): a conflict with existing data, answered 409. */
const nameTaken = (name: string) => new Conflict(`Kategorie „${name}“ už existuje.`);

async function writeCategory(tx: Tx, eshopId: number, input: SaveCategory, name: string): Promise<Category> {
  await checkOwnLayout(tx, eshopId, input);
  const [clash] = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM relocation_categories WHERE eshop_id = ${eshopId} AND lower(name) = lower(${name})
        AND id <> ${input.id ?? 0}`,
  );
  if (clash) throw nameTaken(name);
  const data = JSON.stringify(input.data);
  if (input.id != null) {
    await categoryOr404(tx, eshopId, input.id);
    const [row] = await rowsOf<Category>(
      tx,
      sql`UPDATE relocation_categories SET name = ${name}, data = ${data}::jsonb
          WHERE eshop_id = ${eshopId} AND id = ${input.id} RETURNING id, name, data`,
    );
    return row;
  }
  const [row] = await rowsOf<Category>(
    tx,
    sql`INSERT INTO relocation_categories (eshop_id, name, data) VALUES (${eshopId}, ${name}, ${data}::jsonb)
        RETURNING id, name, data`,
  );
  return row;
}

/** DELETE /relocation_rules/delete/{id}/: only the e-shop's own category; an unknown one is a 404 with detail. */
export async function deleteCategory(db: Db, eshopId: number, id: number): Promise<{ deleted: number }> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`DELETE FROM relocation_categories WHERE eshop_id = ${eshopId} AND id = ${id} RETURNING id`,
  );
  if (!row) throw notFound(`Kategorie pravidel ${id} neexistuje.`);
  return { deleted: row.id };
}
