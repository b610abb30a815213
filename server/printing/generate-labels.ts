// generate_v2: the labels of the request rendered to one PDF, kept for printing and preview.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { printDocuments } from '../db/schema';
import { badInput } from '../failures';
import { findTemplate, type LabelContent, type LabelTemplate } from '../../src/domain/printing/label-templates';
import {
  MAX_COPIES,
  MAX_LABELS_PER_DOCUMENT,
  type LocationLabelData,
  type ProductLabelData,
} from '../../src/domain/printing/print-items';
import type { GenerateBody } from '../../src/api/printing.schema';
import { locationLabelContents, productLabelContent } from './label-data';
import { renderLabelsPdf } from './label-pdf';

export interface GeneratedDocument {
  token: string;
  labels: number;
  pages: number;
}

const TYPE_CS = { 'shoptet-product': 'produktů', 'stock-position': 'pozic' } as const;

function checkCopies(copies: number, what: string): void {
  if (copies < 1 || copies > MAX_COPIES)
    throw badInput(`Počet kopií ${what} musí být 1 až ${MAX_COPIES} (zadáno ${copies}).`);
}

/** Checks every item before rendering anything, so a refused request leaves nothing behind. */
export async function generateLabels(
  db: Db,
  actor: { eshopId: number; clientId: number },
  body: GenerateBody,
  now: Date,
): Promise<GeneratedDocument> {
  const documentCopies = body.copies ?? 1;
  checkCopies(documentCopies, 'dokumentu');
  let template: LabelTemplate | undefined;
  body.data.forEach((item, index) => {
    const line = `štítku ${index + 1}`;
    if (item.eshop_id !== actor.eshopId)
      throw badInput(`Štítky lze tisknout jen pro e-shop, ve kterém pracujete (${line} má e-shop ${item.eshop_id}).`);
    checkCopies(item.copies, line);
    const found = findTemplate(item.template_id);
    if (!found) throw badInput(`Šablona štítku č. ${item.template_id} neexistuje.`);
    if (found.type.type !== item.data_source)
      throw badInput(
        `Šablona „${found.name}“ je pro štítky ${TYPE_CS[found.type.type]}, ne ${TYPE_CS[item.data_source]}.`,
      );
    if (template && template.id !== found.id) throw badInput('Jeden tisk může použít jen jednu šablonu štítku.');
    template = found;
  });
  if (!template) throw badInput('Chybí štítky k tisku.');

  const perItem: { labels: LabelContent[]; copies: number }[] = [];
  let total = 0;
  for (const item of body.data) {
    const labels =
      item.data_source === 'shoptet-product'
        ? [await productLabelContent(db, actor.eshopId, productData(item.data), template.qr)]
        : await locationLabelContents(db, actor.eshopId, item.data as LocationLabelData, template.qr);
    total += labels.length * item.copies * documentCopies;
    if (total > MAX_LABELS_PER_DOCUMENT)
      throw badInput(
        `Najednou lze vytisknout nejvýše ${MAX_LABELS_PER_DOCUMENT} štítků; rozdělte tisk na menší části.`,
      );
    perItem.push({ labels, copies: item.copies });
  }
  // Each label's copies come together (a row of identical labels to stick on), the whole set `copies` times.
  const once = perItem.flatMap(({ labels, copies }) =>
    labels.flatMap((label) => Array<LabelContent>(copies).fill(label)),
  );
  const all = Array.from({ length: documentCopies }, () => once).flat();
  const pdf = await renderLabelsPdf(template, all, now);
  const token = randomBytes(18).toString('base64url');
  await db.insert(printDocuments).values({
    eshopId: actor.eshopId,
    token,
    clientId: actor.clientId,
    templateId: template.id,
    labelCount: all.length,
    pdf,
    createdAt: now,
  });
  const perPage = template.sheet ? template.sheet.columns * template.sheet.rows : 1;
  return { token, labels: all.length, pages: Math.ceil(all.length / perPage) };
}

function productData(data: GenerateBody['data'][number]['data']): ProductLabelData {
  if (!('code' in data) || typeof data.code !== 'string')
    throw badInput('Štítek produktu potřebuje kód nebo EAN produktu (data.code).');
  return data as ProductLabelData;
}
