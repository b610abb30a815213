import { sql } from 'drizzle-orm';
import { inTransaction } from '../../server/db/transaction';
import { stockIn } from '../../server/ledger/stock-in';
import { receiveIntoShoplist } from '../../server/receiving/receive-into-list';
import { addComment } from '../../server/receiving/shoplist-edits';
import { writeLines } from '../../server/receiving/shoplist-writes';
import { adminActor } from './ledger-setup';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The receiving pact's two lists in e-shop 101, with fixed ids far above the serial sequence:
 * 940001 PACT-AO-1 (ZAH0060 expected 3, one piece received through the ledger; ZAH0061 expected 2),
 * 940002 PACT-AO-2 (for processing and archiving). Both open, custom state 1 ("Objednáno" of the demo),
 * one comment on the first. The state puts them back exactly, and removes what processing made.
 */
export const RECEIVING_EXAMPLE = {
  eshopId: 101,
  lists: [
    { id: 940001, reference: 'PACT-AO-1' },
    { id: 940002, reference: 'PACT-AO-2' },
  ],
  status: 1,
  location: 'A-04-1',
} as const;

async function resetReceivingExample(ctx: ProviderContext): Promise<void> {
  const db = ctx.runtime.database.db;
  const shop = RECEIVING_EXAMPLE.eshopId;
  const actor = await adminActor(db, shop);
  await inTransaction(db, async (tx) => {
    const mine = sql`(SELECT id FROM shoplists WHERE eshop_id = ${shop} AND (id >= 940001 OR backorder_of >= 940001 OR extras_of >= 940001 OR reference ILIKE 'PACT-AO-%'))`;
    for (const table of ['shoplist_comments', 'shoplist_orders', 'shoplist_lines'])
      await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE shoplist_id IN ${mine}`);
    await tx.execute(
      sql`DELETE FROM shoplists WHERE eshop_id = ${shop} AND (backorder_of >= 940001 OR extras_of >= 940001)`,
    );
    await tx.execute(
      sql`DELETE FROM shoplists WHERE eshop_id = ${shop} AND (id >= 940001 OR reference ILIKE 'PACT-AO-%')`,
    );
    for (const [i, list] of RECEIVING_EXAMPLE.lists.entries()) {
      await tx.execute(sql`INSERT INTO shoplists (id, eshop_id, reference, name, supplier, status_id)
        VALUES (${list.id}, ${shop}, ${list.reference}, ${`Pact seznam ${i + 1}`}, 'Pact dodavatel', ${RECEIVING_EXAMPLE.status})`);
      await writeLines(tx, shop, list.id, [
        {
          code: 'ZAH0060',
          amount_expected: 3,
          orders: [{ order_code: `P${i}-1`, count: 1, ordered_at: '2026-11-01T08:00:00.000Z' }],
        },
        {
          code: 'ZAH0061',
          amount_expected: 2,
          orders: [{ order_code: `P${i}-2`, count: 2, ordered_at: '2026-11-02T08:00:00.000Z' }],
        },
      ]);
    }
    await receiveIntoShoplist(tx, shop, 940001, () =>
      stockIn(
        tx,
        actor,
        { action: 'stock_in_ao', source: 'Sklad', shoptetSync: false },
        {
          products: [{ code: 'ZAH0060', amount: 1 }],
          locationName: RECEIVING_EXAMPLE.location,
          acknowledgeMultipleSarze: true,
        },
      ),
    );
    await addComment(tx, actor, 940001, 'Dodávka dorazí ve čtvrtek.', new Date('2026-11-20T09:00:00Z'));
  });
}

export const receivingStates: ProviderStates = {
  'signed in as admin with the shopping-list example': async (ctx) => {
    await resetReceivingExample(ctx);
    await ctx.signInAs('admin');
  },
};
