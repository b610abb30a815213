import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { Refused } from '../failures';
import type { AppliedChange } from '../ledger/apply-change';
import { lockShoplist } from './shoplist-rows';

const closed = (reason: string, detail: string) => new Refused(detail, { errors: [{ code: '', reason, detail }] });

/**
 * POST /inventory/ao/ with a shopping list: the list is share-locked and checked first, then the
 * stock-in runs, then each product's pieces raise its line's amount_stocked_up, all in the
 * caller's transaction, so stock and list never disagree. The increment is done by the database
 * (amount_stocked_up + n), so two devices receiving into the same list never lose a piece. A
 * product the list did not expect gets a line expected at 0: it shows up as excess.
 */
export async function receiveIntoShoplist(
  tx: Tx,
  eshopId: number,
  shoplistId: number,
  stockIn: () => Promise<AppliedChange>,
): Promise<AppliedChange> {
  const list = await lockShoplist(tx, eshopId, shoplistId, 'share');
  if (!list) throw closed('unknown_shoplist', `Nákupní seznam ${shoplistId} nebyl nalezen.`);
  if (list.archived)
    throw closed('shoplist_archived', `Seznam ${list.reference} je archivovaný, nelze do něj naskladňovat.`);
  if (list.state === 'processed')
    throw closed('shoplist_processed', `Seznam ${list.reference} je již zpracovaný, nelze do něj naskladňovat.`);
  const applied = await stockIn();
  const pieces = new Map<string, number>();
  for (const m of applied.movements) pieces.set(m.key.code, (pieces.get(m.key.code) ?? 0) + m.amount);
  const codes = [...pieces].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (codes.length) {
    await tx.execute(sql`
      INSERT INTO shoplist_lines (shoplist_id, eshop_id, code, position, amount_expected, amount_stocked_up)
      SELECT ${shoplistId}, ${eshopId}, v.code, v.n + (SELECT COALESCE(max(position), 0) FROM shoplist_lines WHERE shoplist_id = ${shoplistId}), 0, v.amount
      FROM (VALUES ${sql.join(
        codes.map(([code, amount], i) => sql`(${code}::text, ${amount}::int, ${i + 1}::int)`),
        sql`, `,
      )}) AS v(code, amount, n)
      ON CONFLICT (shoplist_id, code) DO UPDATE SET amount_stocked_up = shoplist_lines.amount_stocked_up + EXCLUDED.amount_stocked_up`);
  }
  return applied;
}
