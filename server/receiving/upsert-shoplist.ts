import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { refused } from '../failures';
import { productsByCode } from '../ledger/catalogue';
import { rowsOf as rows } from '../db/sql-rows';
import type { UpsertShoplistBody } from '../../src/api/receiving.schema';
import { summaryOf } from './shoplist-rows';
import { insertShoplistIfNew, writeLines } from './shoplist-writes';

type Upsert = typeof UpsertShoplistBody.Type;

/** Checks everything before writing anything, and names every problem it finds in one Czech sentence. */
async function problemsOf(tx: Tx, eshopId: number, input: Upsert): Promise<string[]> {
  const problems: string[] = [];
  const codes = input.products.map((p) => p.code);
  const repeated = codes.filter((c, i) => codes.indexOf(c) !== i);
  if (repeated.length) problems.push(`Produkt ${repeated[0]} je v seznamu vícekrát.`);
  const known = await productsByCode(tx, eshopId, codes);
  const unknown = [...new Set(codes.filter((c) => !known.has(c)))];
  if (unknown.length)
    problems.push(
      unknown.length === 1
        ? `Produkt ${unknown[0]} neexistuje.`
        : `Produkty ${unknown.slice(0, 5).join(', ')} neexistují.`,
    );
  for (const p of input.products) {
    const orders = p.orders ?? [];
    const bad = orders.find((o) => Number.isNaN(Date.parse(o.ordered_at)));
    if (bad) problems.push(`Objednávka ${bad.order_code} u produktu ${p.code} má neplatné datum „${bad.ordered_at}“.`);
    const names = orders.map((o) => o.order_code);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) problems.push(`Objednávka ${twice} je u produktu ${p.code} vícekrát.`);
  }
  if (input.status !== undefined && input.status !== null) {
    const [state] = await rows(
      tx,
      sql`SELECT 1 FROM shoplist_states WHERE eshop_id = ${eshopId} AND id = ${input.status}`,
    );
    if (!state) problems.push(`Stav ${input.status} neexistuje.`);
  }
  return problems;
}

/**
 * PUT /ao/integration/shoplist/: the e-shop's auto-order module creates a list, or updates the one
 * with the same reference while it is still open. On update the expected amounts and the orders are
 * replaced; what was stocked up stays, and a line that already received goods is kept (expected 0)
 * even when the update leaves it out.
 */
export async function upsertShoplist(tx: Tx, eshopId: number, input: Upsert, now: Date) {
  const problems = await problemsOf(tx, eshopId, input);
  if (problems.length) throw refused(problems.join(' '), { problems });
  const lines = input.products.map((p) => ({
    code: p.code,
    amount_expected: p.amount_expected,
    orders: (p.orders ?? []).map((o) => ({ ...o, ordered_at: new Date(o.ordered_at).toISOString() })),
  }));
  const created = await insertShoplistIfNew(tx, eshopId, {
    reference: input.reference,
    name: input.name,
    supplier: input.supplier ?? '',
    status: input.status ?? null,
    now,
  });
  if (created !== null) {
    await writeLines(tx, eshopId, created, lines);
    return { created: true, summary: await summaryOf(tx, eshopId, created) };
  }
  const [existing] = await rows<{ id: number; state: string; archived: boolean }>(
    tx,
    sql`SELECT id, state, archived FROM shoplists WHERE eshop_id = ${eshopId} AND lower(reference) = lower(${input.reference}) FOR UPDATE`,
  );
  const id = Number(existing.id);
  if (existing.archived || existing.state !== 'open')
    throw refused(`Seznam ${input.reference} je již zpracovaný nebo archivovaný a nelze jej měnit.`);
  await tx.execute(sql`UPDATE shoplists SET name = ${input.name}, supplier = ${input.supplier ?? ''}
    ${input.status === undefined ? sql`` : sql`, status_id = ${input.status}`}
    WHERE eshop_id = ${eshopId} AND id = ${id}`);
  const kept = sql.join(
    lines.map((l) => sql`${l.code}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM shoplist_lines WHERE shoplist_id = ${id} AND eshop_id = ${eshopId}
    AND amount_stocked_up = 0 AND code NOT IN (${kept})`);
  await tx.execute(sql`UPDATE shoplist_lines SET amount_expected = 0, position = position + ${lines.length}
    WHERE shoplist_id = ${id} AND eshop_id = ${eshopId} AND code NOT IN (${kept})`);
  await writeLines(tx, eshopId, id, lines);
  return { created: false, summary: await summaryOf(tx, eshopId, id) };
}
