import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { refused } from '../failures';
import type { LedgerActor } from '../ledger/ledger-actor';
import { rowsOf as rows } from '../db/sql-rows';
import { isoOf, lockShoplist, shoplistNotFound, summaryOf, type Queryable } from './shoplist-rows';

async function listOr404(tx: Tx, eshopId: number, id: number) {
  const head = await lockShoplist(tx, eshopId, id, 'update');
  if (!head) throw shoplistNotFound(id);
  return head;
}

interface CommentRow {
  id: number;
  body: string;
  client_name: string;
  created_at: Date | string;
}
const commentJson = (c: CommentRow) => ({
  id: Number(c.id),
  body: c.body,
  client_name: c.client_name,
  created_at: isoOf(c.created_at),
});

export async function commentsOf(db: Queryable, eshopId: number, id: number) {
  await summaryOf(db, eshopId, id);
  const found = await rows<CommentRow>(
    db,
    sql`SELECT id, body, client_name, created_at FROM shoplist_comments
      WHERE shoplist_id = ${id} AND eshop_id = ${eshopId} ORDER BY id`,
  );
  return found.map(commentJson);
}

/** Comments stay possible on closed and archived lists: they are how a later question about the delivery is answered. */
export async function addComment(tx: Tx, actor: LedgerActor, id: number, body: string, now: Date) {
  await listOr404(tx, actor.eshopId, id);
  const text = body.trim();
  if (!text) throw refused('Komentář nesmí být prázdný.');
  const [row] = await rows<CommentRow>(
    tx,
    sql`INSERT INTO shoplist_comments (shoplist_id, eshop_id, client_id, client_name, body, created_at)
      VALUES (${id}, ${actor.eshopId}, ${actor.clientId}, ${actor.clientName}, ${text}, ${now.toISOString()})
      RETURNING id, body, client_name, created_at`,
  );
  return commentJson(row);
}

/** PUT /ao/shoplist/{id}/status/: a custom state of the same e-shop, or null to clear it. */
export async function changeStatus(tx: Tx, eshopId: number, id: number, status: number | null) {
  const head = await listOr404(tx, eshopId, id);
  if (head.archived) throw refused('Archivovaný seznam nelze měnit.');
  if (status !== null) {
    const [known] = await rows(tx, sql`SELECT 1 FROM shoplist_states WHERE eshop_id = ${eshopId} AND id = ${status}`);
    if (!known) throw refused(`Stav ${status} neexistuje.`);
  }
  await tx.execute(sql`UPDATE shoplists SET status_id = ${status} WHERE eshop_id = ${eshopId} AND id = ${id}`);
  return summaryOf(tx, eshopId, id);
}

/** PUT /ao/shoplist/{id}/archive/: archiving is final and archiving again changes nothing. */
export async function archiveShoplist(tx: Tx, eshopId: number, id: number) {
  await listOr404(tx, eshopId, id);
  await tx.execute(sql`UPDATE shoplists SET archived = true WHERE eshop_id = ${eshopId} AND id = ${id}`);
  return summaryOf(tx, eshopId, id);
}
