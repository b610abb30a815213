import type { Database } from '../../db/client';
import { ledgerSnapshot } from '../../ledger/testing/ledger-probe';

/** Test eyes on the shopping-list tables together with the ledger: any write shows up here. */
export async function receivingSnapshot(database: Database): Promise<string> {
  const [lists] = await database.query<Record<string, unknown>>(`SELECT
    (SELECT coalesce(string_agg(id || ':' || state || ':' || archived || ':' || coalesce(status_id, 0) || ':' || name, ',' ORDER BY id), '') FROM shoplists) AS lists,
    (SELECT coalesce(string_agg(shoplist_id || ':' || code || '=' || amount_expected || '/' || amount_stocked_up, ',' ORDER BY shoplist_id, code), '') FROM shoplist_lines) AS lines,
    (SELECT count(*) FROM shoplist_orders)::int AS orders,
    (SELECT count(*) FROM shoplist_comments)::int AS comments`);
  return JSON.stringify(lists) + (await ledgerSnapshot(database));
}
