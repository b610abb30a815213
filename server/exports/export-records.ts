import { sql } from 'drizzle-orm';
import type { Cell } from '../../src/domain/exports/csv-cells';
import { DOCUMENT_TYPE_INFO, isDocumentType } from '../../src/domain/documents/document-types';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import { columnsOf, dayCell, instantCell, keysetPages, type ExportTable } from './export-table';

const PAGE = 2000;
const yesNo = (value: boolean) => (value ? 'Ano' : 'Ne');

interface ShoplistLineRow {
  id: number;
  reference: string;
  name: string;
  supplier: string;
  state: string;
  status: string | null;
  archived: boolean;
  created_at: string | Date;
  processed_at: string | Date | null;
  position: number;
  code: string | null;
  product_name: string | null;
  expected: number | null;
  stocked: number | null;
}

/**
 * Shopping lists line by line, archived ones too, oldest list first and lines in the integration's order.
 * A list without lines is one row with empty line cells, so no list goes missing from the file.
 */
export function shoplistsTable(db: Db, eshopId: number): ExportTable {
  return {
    fileStem: 'nakupni-seznamy',
    sheetName: 'Nákupní seznamy',
    columns: columnsOf({
      Reference: 16,
      'Název seznamu': 28,
      Dodavatel: 20,
      Stav: 12,
      'Štítek stavu': 14,
      Archivován: 10,
      Vytvořeno: 19,
      Zpracováno: 19,
      'Kód produktu': 16,
      'Název produktu': 36,
      Očekáváno: 10,
      Naskladněno: 11,
      Chybí: 8,
    }),
    pages: () =>
      keysetPages(
        PAGE,
        { id: 0, position: -2, code: '' },
        (after) =>
          rowsOf<ShoplistLineRow>(
            db,
            sql`SELECT s.id, s.reference, s.name, s.supplier, s.state, st.name AS status, s.archived, s.created_at,
                s.processed_at, coalesce(l.position, -1) AS position, l.code, p.name AS product_name,
                l.amount_expected AS expected, l.amount_stocked_up AS stocked
            FROM shoplists s
            LEFT JOIN shoplist_states st ON st.id = s.status_id AND st.eshop_id = s.eshop_id
            LEFT JOIN shoplist_lines l ON l.shoplist_id = s.id AND l.eshop_id = s.eshop_id
            LEFT JOIN products p ON p.eshop_id = l.eshop_id AND p.code = l.code
            WHERE s.eshop_id = ${eshopId}
              AND (s.id, coalesce(l.position, -1), coalesce(l.code, '')) > (${after.id}, ${after.position}, ${after.code})
            ORDER BY s.id, coalesce(l.position, -1), coalesce(l.code, '') LIMIT ${PAGE}`,
          ),
        (r): Cell[] => {
          const line = r.code !== null;
          return [
            r.reference,
            r.name,
            r.supplier || null,
            r.state === 'processed' ? 'Zpracovaný' : 'Otevřený',
            r.status,
            yesNo(r.archived),
            instantCell(r.created_at),
            r.processed_at ? instantCell(r.processed_at) : null,
            r.code,
            r.product_name,
            line ? Number(r.expected) : null,
            line ? Number(r.stocked) : null,
            line ? Math.max(0, Number(r.expected) - Number(r.stocked)) : null,
          ];
        },
        (last) => ({ id: Number(last.id), position: Number(last.position), code: last.code ?? '' }),
      ),
  };
}

interface DocumentLineRow {
  id: number;
  row_id: string;
  number_label: string;
  type: string;
  document_date: string;
  partner: string;
  note: string;
  author_name: string;
  archived: boolean;
  location: string | null;
  code: string | null;
  product_name: string | null;
  batch: string | null;
  expires_at: string | null;
  amount: number | null;
  status: string | null;
  posted_at: string | Date | null;
}

/**
 * Receipts and issues row by row (archived ones too, deleted ones not), oldest document first.
 * A document without rows is one row with empty row cells.
 */
export function documentsTable(db: Db, eshopId: number): ExportTable {
  return {
    fileStem: 'doklady',
    sheetName: 'Doklady',
    columns: columnsOf({
      'Číslo dokladu': 14,
      Typ: 10,
      Datum: 11,
      Partner: 24,
      Poznámka: 24,
      Autor: 16,
      Archivován: 10,
      Pozice: 12,
      'Kód produktu': 16,
      'Název produktu': 36,
      Šarže: 14,
      Expirace: 11,
      Množství: 10,
      'Stav řádku': 12,
      Zaúčtováno: 19,
    }),
    pages: () =>
      keysetPages(
        PAGE,
        { id: 0, row: '0' },
        (after) =>
          rowsOf<DocumentLineRow>(
            db,
            sql`SELECT d.id, coalesce(r.id, 0)::text AS row_id, d.number_label, d.type, d.document_date::text AS document_date,
                d.partner, d.note, d.author_name, d.archived_at IS NOT NULL AS archived, loc.name AS location,
                r.product_code AS code, p.name AS product_name, b.name AS batch, b.expires_at::text AS expires_at,
                r.amount, r.status, r.posted_at
            FROM movement_documents d
            LEFT JOIN movement_document_rows r ON r.document_id = d.id AND r.eshop_id = d.eshop_id
            LEFT JOIN locations loc ON loc.id = r.location_id AND loc.eshop_id = r.eshop_id
            LEFT JOIN products p ON p.eshop_id = r.eshop_id AND p.code = r.product_code
            LEFT JOIN batches b ON b.id = r.sarze_id AND b.eshop_id = r.eshop_id
            WHERE d.eshop_id = ${eshopId} AND d.deleted_at IS NULL
              AND (d.id, coalesce(r.id, 0)) > (${after.id}, ${after.row}::bigint)
            ORDER BY d.id, coalesce(r.id, 0) LIMIT ${PAGE}`,
          ),
        (r): Cell[] => [
          r.number_label,
          isDocumentType(r.type) ? DOCUMENT_TYPE_INFO[r.type].name : r.type,
          dayCell(r.document_date),
          r.partner || null,
          r.note || null,
          r.author_name,
          yesNo(r.archived),
          r.location,
          r.code,
          r.product_name,
          r.batch,
          dayCell(r.expires_at),
          r.amount === null ? null : Number(r.amount),
          r.status === null ? null : r.status === 'posted' ? 'Zaúčtován' : 'Ve frontě',
          r.posted_at ? instantCell(r.posted_at) : null,
        ],
        (last) => ({ id: Number(last.id), row: last.row_id }),
      ),
  };
}
