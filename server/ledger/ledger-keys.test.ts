import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { Database } from '../db/client';

const SHOP = 101;
/** An e-shop of its own, so deleting it is not refused for other tables' sake. */
const LONE_SHOP = 9187;

/** The error's SQLSTATE, whichever driver raised it. */
async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (e) {
    return String((e as { code?: string }).code);
  }
  return 'no error';
}

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(sql, params))[0].n);

// Migration 0087 (issue 29): three foreign keys of the ledger's bulk tables became statement-level checks (one query
// per statement instead of one per row). These hold them to what the keys guaranteed: a child names a parent that
// exists (of its own e-shop), a whole statement fails when one row does not, the parent cannot go while children
// refer to it (or takes them with it where the key cascaded), and the error is the foreign key's own, 23503.
describeOnEachStorage("the ledger's statement-level keys", ({ server }) => {
  const db = () => server().database;
  const newChange = async (eshopId = SHOP) =>
    Number(
      (
        await db().query<{ id: number }>(
          `INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name)
           VALUES ($1, 1, 'Test', 'stock_in', 'Sklad', NULL) RETURNING id`,
          [eshopId],
        )
      )[0].id,
    );
  const movement = (changeId: number, eshopId = SHOP, code = 'KEYTEST') =>
    `(${changeId}, ${eshopId}, 1, 'X', '${code}', 0, 1, 0, 1)`;
  const insertMovements = (rows: string[]) =>
    db().query(
      `INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
       VALUES ${rows.join(', ')}`,
    );

  it('a movement must name a change of its own e-shop; one bad row fails the whole statement', async () => {
    const change = await newChange();
    const missing = change + 100000;
    expect(await failure(insertMovements([movement(change), movement(missing)]))).toBe('23503');
    expect(await count(db(), `SELECT count(*) AS n FROM stock_movements WHERE change_id = $1`, [change])).toBe(0);
    // The change exists, but belongs to e-shop 101: a movement of another e-shop may not name it.
    expect(await failure(insertMovements([movement(change, 102)]))).toBe('23503');
    await insertMovements([movement(change), movement(change, SHOP, 'KEYTEST2')]);
    expect(await count(db(), `SELECT count(*) AS n FROM stock_movements WHERE change_id = $1`, [change])).toBe(2);
    // A key column's update is checked too (per row), and the parent cannot go while its movements stay.
    expect(
      await failure(db().query(`UPDATE stock_movements SET change_id = $1 WHERE change_id = $2`, [missing, change])),
    ).toBe('23503');
    expect(await failure(db().query(`DELETE FROM stock_changes WHERE id = $1`, [change]))).toBe('23503');
    expect(await failure(db().query(`UPDATE stock_changes SET eshop_id = 102 WHERE id = $1`, [change]))).toBe('23503');
    // A change without movements may go (nothing refers to it).
    const empty = await newChange();
    await db().query(`DELETE FROM stock_changes WHERE id = $1`, [empty]);
    await db().query(`DELETE FROM stock_movements WHERE change_id = $1`, [change]);
    await db().query(`DELETE FROM stock_changes WHERE id = $1`, [change]);
  });

  it('a balance must name an existing e-shop; an e-shop with balances cannot be deleted', async () => {
    const balance = (eshopId: number, code: string) =>
      db().query(
        `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount) VALUES ($1, 1, $2, 0, 0)`,
        [eshopId, code],
      );
    expect(await failure(balance(987654, 'KEYTEST'))).toBe('23503');
    expect(
      await failure(
        db().query(
          `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount) VALUES (${SHOP}, 1, 'KEYTEST', 0, 0), (987654, 1, 'KEYTEST', 0, 0)`,
        ),
      ),
    ).toBe('23503');
    expect(await count(db(), `SELECT count(*) AS n FROM stock_balances WHERE code = 'KEYTEST'`)).toBe(0);
    await db().query(`INSERT INTO eshops (id, org_id, name) VALUES ($1, 1, 'Klíčový sklad')`, [LONE_SHOP]);
    await balance(LONE_SHOP, 'KEYTEST');
    expect(
      await failure(db().query(`UPDATE stock_balances SET eshop_id = 987654 WHERE eshop_id = $1`, [LONE_SHOP])),
    ).toBe('23503');
    expect(await failure(db().query(`DELETE FROM eshops WHERE id = $1`, [LONE_SHOP]))).toBe('23503');
    await db().query(`DELETE FROM stock_balances WHERE eshop_id = $1`, [LONE_SHOP]);
    await db().query(`DELETE FROM eshops WHERE id = $1`, [LONE_SHOP]);
  });

  it("a stock-taking's record line must name a check of its own e-shop; deleting the check deletes its lines", async () => {
    const [check] = await db().query<{ id: number }>(
      `INSERT INTO inventory_checks (eshop_id, name, created_by, created_by_name, created_at, changed)
       VALUES ($1, 'Klíče', 1, 'Test', now(), now()) RETURNING id`,
      [SHOP],
    );
    const line = (checkId: number, eshopId: number, code: string) =>
      `(${checkId}, ${eshopId}, 1, 'X', '${code}', 0, 1, 1, 0, 1)`;
    const insert = (rows: string[]) =>
      db().query(
        `INSERT INTO inventory_check_record_lines (check_id, eshop_id, location_id, location_name, code, sarze_id, counted, expected, difference, final)
         VALUES ${rows.join(', ')}`,
      );
    const id = Number(check.id);
    expect(await failure(insert([line(id, SHOP, 'A'), line(id + 100000, SHOP, 'B')]))).toBe('23503');
    expect(await failure(insert([line(id, 102, 'A')]))).toBe('23503');
    await insert([line(id, SHOP, 'A'), line(id, SHOP, 'B')]);
    expect(await failure(db().query(`UPDATE inventory_checks SET id = id + 100000 WHERE id = $1`, [id]))).toBe('23503');
    await db().query(`DELETE FROM inventory_checks WHERE id = $1`, [id]);
    expect(await count(db(), `SELECT count(*) AS n FROM inventory_check_record_lines WHERE check_id = $1`, [id])).toBe(
      0,
    );
  });
});
