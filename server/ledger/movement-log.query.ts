import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LOG_PAGE_SIZE, logPage, type LogCursor } from '../../src/domain/stock/log-paging';
import { rowsOf as rows } from '../db/sql-rows';

interface ChangeRow {
  id: string | number;
  created_at: string | Date;
  client_id: number;
  client_name: string;
  action: string;
  source: string;
  location_name: string | null;
  shoptet_sync: boolean;
  reverts_id: string | number | null;
  reverted_by_id: string | number | null;
  document_id: number | null;
  document_number: string | null;
}
interface DetailRow {
  id: string | number;
  change_id: string | number;
  code: string;
  name: string | null;
  variant_name: string | null;
  location_name: string;
  sarze_id: number;
  sarze_name: string | null;
  expires_at: string | Date | null;
  amount: number;
  before_amount: number;
  after_amount: number;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const day = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/**
 * POST /log/ (R-LOG-01): 25 changes a page, newest first, by keyset on (eshop_id, id), so a page
 * deep in a long history costs the same as the first: an index range scan, never OFFSET.
 */
export async function movementLogPage(db: Db, eshopId: number, cursor: LogCursor) {
  const limit = LOG_PAGE_SIZE + 1;
  // The document a change posted (documents area): its id and printed number for the log's details.
  const cols = sql`id, created_at, client_id, client_name, action, source, location_name, shoptet_sync, reverts_id, reverted_by_id, document_id,
    (SELECT d.number_label FROM movement_documents d WHERE d.id = stock_changes.document_id) AS document_number`;
  const fetched = (
    await rows<ChangeRow>(
      db,
      cursor.kind === 'newer'
        ? sql`SELECT ${cols} FROM stock_changes WHERE eshop_id = ${eshopId} AND id > ${cursor.afterId} ORDER BY id ASC LIMIT ${limit}`
        : cursor.kind === 'older'
          ? sql`SELECT ${cols} FROM stock_changes WHERE eshop_id = ${eshopId} AND id < ${cursor.beforeId} ORDER BY id DESC LIMIT ${limit}`
          : sql`SELECT ${cols} FROM stock_changes WHERE eshop_id = ${eshopId} ORDER BY id DESC LIMIT ${limit}`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
  const window = fetched.slice(0, LOG_PAGE_SIZE).map((r) => r.id);
  const newest = window.length ? Math.max(...window) : 0;
  const oldest = window.length ? Math.min(...window) : 0;
  // Only the side the page was not read towards needs a probe; ORDER BY … LIMIT 1 keeps it on the index.
  const probe = async (op: 'newer' | 'older') =>
    window.length > 0 &&
    (
      await rows<{ id: unknown }>(
        db,
        op === 'newer'
          ? sql`SELECT id FROM stock_changes WHERE eshop_id = ${eshopId} AND id > ${newest} ORDER BY id ASC LIMIT 1`
          : sql`SELECT id FROM stock_changes WHERE eshop_id = ${eshopId} AND id < ${oldest} ORDER BY id DESC LIMIT 1`,
      )
    ).length > 0;
  const newerExists = cursor.kind === 'older' ? await probe('newer') : false;
  const olderExists = cursor.kind === 'newer' ? await probe('older') : false;
  const page = logPage(cursor, fetched, newerExists, olderExists);
  const details = window.length
    ? await rows<DetailRow>(
        db,
        sql`
    SELECT m.id, m.change_id, m.code, p.name, p.variant_name, m.location_name, m.sarze_id, b.name AS sarze_name, b.expires_at, m.amount, m.before_amount, m.after_amount
    FROM stock_movements m
    LEFT JOIN products p ON p.eshop_id = m.eshop_id AND p.code = m.code
    LEFT JOIN batches b ON b.id = m.sarze_id AND b.eshop_id = m.eshop_id
    WHERE m.change_id IN (${sql.join(
      window.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY m.id`,
      )
    : [];
  return {
    changes: page.items.map((c) => ({
      id: c.id,
      created_at: iso(c.created_at),
      client_id: c.client_id,
      client_name: c.client_name,
      action: c.action,
      source: c.source,
      location_name: c.location_name,
      shoptet_sync: c.shoptet_sync,
      reverts_id: num(c.reverts_id),
      reverted_by_id: num(c.reverted_by_id),
      document_id: c.document_id === null ? null : Number(c.document_id),
      document_number: c.document_number,
      details: details
        .filter((d) => Number(d.change_id) === c.id)
        .map((d) => ({
          id: Number(d.id),
          code: d.code,
          name: d.name,
          variant_name: d.variant_name || null,
          location_name: d.location_name,
          sarze_id: d.sarze_id || null,
          sarze_name: d.sarze_name,
          expires_at: day(d.expires_at),
          amount: d.amount,
          before: d.before_amount,
          after: d.after_amount,
        })),
    })),
    next_id: page.next_id,
    previous_id: page.previous_id,
  };
}
