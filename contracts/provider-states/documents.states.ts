import { sql } from 'drizzle-orm';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The documents pact's own corner of e-shop 101 with fixed ids far above the serial sequences:
 * sector DOKLADY-PACT (950001, in demo zone 1) with location DOK-PACT-01 (950001), and documents of
 * the year 2000 (so no series of a test ever reaches their numbers):
 *   940001 receipt PR-2000-9001, active, ZAH0001 × 2 queued at DOK-PACT-01
 *   940002 issue   VY-2000-9002, archived
 *   940003 receipt PR-2000-9003, active, empty (may be deleted)
 *   940004 issue   VY-2000-9004, active, ZAH0009 × 5 queued at DOK-PACT-01 where none lies (its post fails)
 * Every state puts the corner back, so no interaction depends on which ran before.
 */
export const DOCUMENTS_EXAMPLE = {
  eshopId: 101,
  sectorId: 950001,
  location: { id: 950001, name: 'DOK-PACT-01' },
  receipt: { id: 940001, number: 'PR-2000-9001', code: 'ZAH0001', amount: 2 },
  archived: { id: 940002, number: 'VY-2000-9002' },
  empty: { id: 940003, number: 'PR-2000-9003' },
  failing: { id: 940004, number: 'VY-2000-9004', code: 'ZAH0009', amount: 5 },
} as const;

async function resetDocumentsExample(ctx: ProviderContext): Promise<void> {
  const db = ctx.runtime.database.db;
  const x = DOCUMENTS_EXAMPLE;
  const shop = x.eshopId;
  await db.execute(sql`INSERT INTO sectors (id, eshop_id, zone_id, sector_name, "order", picking, multiple_batches, non_stock)
    VALUES (${x.sectorId}, ${shop}, 1, 'DOKLADY-PACT', 950, false, false, false) ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`INSERT INTO locations (id, eshop_id, sector_id, name, "order")
    VALUES (${x.location.id}, ${shop}, ${x.sectorId}, ${x.location.name}, 0) ON CONFLICT (id) DO NOTHING`);
  const [admin] = (
    (await db.execute(sql`SELECT id, name FROM clients WHERE username = 'admin'`)) as unknown as {
      rows: Array<{ id: number; name: string }>;
    }
  ).rows;
  const docs = [
    { ...x.receipt, type: 'receipt', archived: false, partner: 'PACT dodavatel' },
    { ...x.archived, type: 'issue', archived: true, partner: 'PACT archiv' },
    { ...x.empty, type: 'receipt', archived: false, partner: 'PACT prázdný' },
    { ...x.failing, type: 'issue', archived: false, partner: 'PACT odběratel' },
  ];
  for (const d of docs) {
    const number = Number(d.number.slice(-4));
    await db.execute(sql`INSERT INTO movement_documents (id, eshop_id, type, year, number, number_label, partner, document_date, note, author_id, author_name, archived_at)
      VALUES (${d.id}, ${shop}, ${d.type}, 2000, ${number}, ${d.number}, ${d.partner}, '2000-01-31', '', ${admin.id}, ${admin.name}, ${d.archived ? sql`now()` : sql`NULL`})
      ON CONFLICT (id) DO UPDATE SET partner = EXCLUDED.partner, note = '', document_date = EXCLUDED.document_date,
        archived_at = EXCLUDED.archived_at, deleted_at = NULL`);
    await db.execute(sql`DELETE FROM movement_document_rows WHERE document_id = ${d.id}`);
  }
  for (const q of [x.receipt, x.failing])
    await db.execute(sql`INSERT INTO movement_document_rows (document_id, eshop_id, location_id, product_code, amount)
      VALUES (${q.id}, ${shop}, ${x.location.id}, ${q.code}, ${q.amount})`);
}

export const documentsStates: ProviderStates = {
  'signed in as admin with the documents example': async (ctx) => {
    await resetDocumentsExample(ctx);
    await ctx.signInAs('admin');
  },
};
