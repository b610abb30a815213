import { sql } from 'drizzle-orm';
import { inTransaction } from '../../server/db/transaction';
import { deleteProducts } from '../../server/catalogue/delete-products';
import { upsertProducts } from '../../server/catalogue/upsert-products';
import { ensureHeld, stockInAsAdmin } from './ledger-setup';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The discrepancies of e-shop 101 as the e-shop integration and the ledger make them (never seeded
 * rows): KAT-PACT-ORF deleted with 2 pieces left at A-01-1 (an orphan), KAT-PACT-SKR hidden with
 * stock, KAT-PACT-SADA a set with stock, and KAT-PACT-DUP1/2 sharing one EAN.
 */
export const CATALOGUE_EXAMPLE = {
  eshopId: 101,
  location: 'A-01-1',
  orphan: 'KAT-PACT-ORF',
  hidden: 'KAT-PACT-SKR',
  set: 'KAT-PACT-SADA',
  duplicateEan: '8590000099991',
  held: 2,
} as const;

async function makeDiscrepancies(ctx: ProviderContext): Promise<void> {
  const x = CATALOGUE_EXAMPLE;
  const db = ctx.runtime.database.db;
  const catalogue = (products: Parameters<typeof upsertProducts>[2]) =>
    inTransaction(db, (tx) => upsertProducts(tx, x.eshopId, products));
  await catalogue([
    { code: x.orphan, name: 'PACT smazaný' },
    { code: x.hidden, name: 'PACT skrytý', hidden: false },
    { code: x.set, name: 'PACT sada', set_components: [{ code: 'ZAH0001', amount: 2 }] },
    { code: 'KAT-PACT-DUP1', name: 'PACT dvojče A', ean: x.duplicateEan },
    { code: 'KAT-PACT-DUP2', name: 'PACT dvojče B', ean: x.duplicateEan },
  ]);
  for (const code of [x.orphan, x.hidden, x.set])
    await ensureHeld(ctx.runtime.database.db, x.eshopId, code, x.location, x.held);
  await catalogue([{ code: x.hidden, name: 'PACT skrytý', hidden: true }]);
  await inTransaction(db, (tx) => deleteProducts(tx, x.eshopId, [x.orphan]));
}

export const catalogueStates: ProviderStates = {
  'signed in as admin with catalogue discrepancies': async (ctx) => {
    await makeDiscrepancies(ctx);
    await ctx.signInAs('admin');
  },
};

/**
 * Boxes of e-shop 101 with fixed ids far above the serial sequence: 970001 (EAN 8590000097001,
 * 6 × ZAH0001) to edit, 970002 (EAN 8590000097002, 12 × ZAH0002) to delete; EAN 8590000097003
 * is free for a new box.
 */
export const BOX_EXAMPLE = {
  eshopId: 101,
  edited: { id: 970001, ean: '8590000097001', code: 'ZAH0001', amount: 6 },
  deleted: { id: 970002, ean: '8590000097002', code: 'ZAH0002', amount: 12 },
  freeEan: '8590000097003',
} as const;

async function resetBoxes(ctx: ProviderContext): Promise<void> {
  const x = BOX_EXAMPLE;
  const db = ctx.runtime.database.db;
  await db.execute(
    sql`DELETE FROM custom_products WHERE eshop_id = ${x.eshopId} AND ean IN (${x.edited.ean}, ${x.deleted.ean}, ${x.freeEan})`,
  );
  await db.execute(sql`DELETE FROM custom_products WHERE id IN (${x.edited.id}, ${x.deleted.id})`);
  for (const b of [x.edited, x.deleted])
    await db.execute(sql`INSERT INTO custom_products (id, eshop_id, ean, code, amount)
      VALUES (${b.id}, ${x.eshopId}, ${b.ean}, ${b.code}, ${b.amount})`);
}

catalogueStates['signed in as admin with the box examples'] = async (ctx) => {
  await resetBoxes(ctx);
  await ctx.signInAs('admin');
};

/** Product KAT-PACT-SAR with batch 980001 (PACT-L1, 2030-01-31) and 2 untracked pieces at A-01-2. */
export const BATCH_EXAMPLE = {
  eshopId: 101,
  code: 'KAT-PACT-SAR',
  batch: { id: 980001, name: 'PACT-L1', expiresAt: '2030-01-31' },
  location: 'A-01-2',
} as const;

catalogueStates['signed in as admin with a batch example'] = async (ctx) => {
  const x = BATCH_EXAMPLE;
  const db = ctx.runtime.database.db;
  await inTransaction(db, (tx) => upsertProducts(tx, x.eshopId, [{ code: x.code, name: 'PACT šaržovaný' }]));
  await db.execute(sql`DELETE FROM batches WHERE eshop_id = ${x.eshopId} AND code = ${x.code} AND id <> ${x.batch.id}
    AND NOT EXISTS (SELECT 1 FROM stock_balances b WHERE b.sarze_id = batches.id AND b.amount > 0)`);
  await db.execute(sql`INSERT INTO batches (id, eshop_id, code, name, expires_at)
    VALUES (${x.batch.id}, ${x.eshopId}, ${x.code}, ${x.batch.name}, ${x.batch.expiresAt}::date)
    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, expires_at = EXCLUDED.expires_at`);
  await inTransaction(db, (tx) => stockInAsAdmin(tx, x.eshopId, x.code, x.location, 2));
  await ctx.signInAs('admin');
};
