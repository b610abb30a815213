import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import { DOCUMENT_TYPE_INFO, rowsCs } from '../../src/domain/documents/document-types';
import type { DocumentPdfDto } from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';
import { loadDocument } from './document-record';
import { postedMovements } from './document-queries';
import { queuedRows } from './document-queue';
import { drawRuns, registerFonts, widthOf, type Weight } from '../pdf/roboto-subsets';

type Doc = PDFKit.PDFDocument;

const MARGIN = 42;
const PAGE_BOTTOM = 842 - 60;
const COLUMNS = [
  { title: 'Pozice', width: 80 },
  { title: 'Kód', width: 85 },
  { title: 'Název', width: 220 },
  { title: 'Šarže', width: 70 },
  { title: 'Množství', width: 56, right: true },
] as const;

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  weight: Weight,
  width?: number,
  right = false,
) {
  let value = text;
  const measure = (t: string) => widthOf(doc, t, weight, size);
  if (width !== undefined) while (value.length > 1 && measure(value) > width - 4) value = `${value.slice(0, -2)}…`;
  drawRuns(doc, value, right && width !== undefined ? x + width - measure(value) : x, y, weight, size);
}

interface PdfRow {
  location: string;
  code: string;
  name: string;
  batch: string;
  amount: number;
}

function table(doc: Doc, title: string, items: readonly PdfRow[], startY: number): number {
  let y = startY;
  const header = () => {
    write(doc, title, MARGIN, y, 11, 'bold');
    y += 18;
    let x = MARGIN;
    for (const c of COLUMNS) {
      write(doc, c.title, x, y, 9, 'bold', c.width, 'right' in c);
      x += c.width;
    }
    y += 14;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + 511, y - 2)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  for (const r of items) {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    let x = MARGIN;
    const cells = [r.location, r.code, r.name, r.batch, String(r.amount)];
    COLUMNS.forEach((c, i) => {
      write(doc, cells[i], x, y, 9, 'regular', c.width, 'right' in c);
      x += c.width;
    });
    y += 14;
  }
  const total = items.reduce((n, r) => n + r.amount, 0);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 511, y)
    .lineWidth(0.5)
    .stroke();
  write(doc, `Celkem ${rowsCs(items.length)}, ${total} ks`, MARGIN, y + 4, 9, 'bold', 511, true);
  return y + 26;
}

/**
 * GET /movement_documents/{id}/pdf: the printable A4 paper of a document (header, posted rows,
 * rows still queued, totals and signature lines), as base64 in JSON so it travels through the
 * app's signed-in transport like every other call.
 */
export async function documentPdf(db: Db, actor: DocumentActor, id: number, now: Date): Promise<DocumentPdfDto> {
  const header = await loadDocument(db, actor, id, false);
  const [shop] = await rows<{ name: string }>(db, sql`SELECT name FROM eshops WHERE id = ${actor.eshopId}`);
  const posted = await postedMovements(db, actor.eshopId, id);
  const queued = await queuedRows(db, actor, id);
  const info = DOCUMENT_TYPE_INFO[header.type];

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${info.name} ${header.number_label}` } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  write(doc, `${info.name} ${header.number_label}`, MARGIN, MARGIN, 20, 'bold');
  write(doc, shop?.name ?? '', MARGIN, MARGIN + 28, 10, 'regular');
  const facts: Array<[string, string]> = [
    ['Partner', header.partner || '—'],
    ['Datum dokladu', new Date(`${header.document_date}T12:00:00Z`).toLocaleDateString('cs-CZ', { timeZone: 'UTC' })],
    ['Vystavil', header.author_name],
    ['Stav', header.archived_at ? 'archivovaný' : 'aktivní'],
  ];
  let y = MARGIN + 52;
  for (const [label, value] of facts) {
    write(doc, `${label}:`, MARGIN, y, 10, 'bold');
    write(doc, value, MARGIN + 100, y, 10, 'regular', 400);
    y += 15;
  }
  if (header.note) {
    write(doc, 'Poznámka:', MARGIN, y, 10, 'bold');
    write(doc, header.note.replace(/\s+/g, ' '), MARGIN + 100, y, 10, 'regular', 411);
    y += 15;
  }
  y += 12;
  const sign = info.direction === 'in' ? 1 : -1;
  y = table(
    doc,
    info.direction === 'in' ? 'Naskladněné položky' : 'Vyskladněné položky',
    posted.map((m) => ({
      location: m.location_name,
      code: m.product_code,
      name: m.product_name ?? '',
      batch: m.sarze_name ?? '',
      amount: m.amount * sign,
    })),
    y,
  );
  if (queued.length) {
    y = table(
      doc,
      'Nezaúčtované položky (fronta)',
      queued.map((r) => ({
        location: r.location_name,
        code: r.product_code,
        name: r.product_name ?? '',
        batch: r.sarze_name ?? '',
        amount: r.amount,
      })),
      y,
    );
  }
  if (y > PAGE_BOTTOM - 60) {
    doc.addPage();
    y = MARGIN;
  }
  y += 40;
  for (const [x, label] of [
    [MARGIN, info.direction === 'in' ? 'Předal (dodavatel)' : 'Vydal (sklad)'],
    [MARGIN + 290, info.direction === 'in' ? 'Převzal (sklad)' : 'Převzal (odběratel)'],
  ] as const) {
    doc
      .moveTo(x, y)
      .lineTo(x + 220, y)
      .lineWidth(0.5)
      .stroke();
    write(doc, label, x, y + 4, 9, 'regular');
  }
  const printed = now.toLocaleString('cs-CZ', { timeZone: 'Europe/Prague' });
  write(doc, `Vytištěno ${printed}`, MARGIN, y + 30, 8, 'regular');
  doc.end();
  const pdf = await done;
  return { file_name: `${header.number_label}.pdf`, content_base64: pdf.toString('base64') };
}
