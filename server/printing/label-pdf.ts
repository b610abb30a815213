// Renders labels to one PDF: a page per label for label printers, or A4 sheets of labels.
import PDFDocument from 'pdfkit';
import type { LabelContent, LabelTemplate } from '../../src/domain/printing/label-templates';
import { registerFonts, type Pdf } from '../pdf/roboto-subsets';
import { drawLine } from './label-fonts';
import { drawLinear, drawQr } from './vector-barcode';

const PT_PER_MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

/** The PDF of these labels in this template; `createdAt` is written into the document's info. */
export function renderLabelsPdf(
  template: LabelTemplate,
  labels: readonly LabelContent[],
  createdAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    info: { Title: `Štítky: ${template.name}`, Producer: 'Sklad', Creator: 'Sklad', CreationDate: createdAt },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = template.label;
  if (template.sheet) {
    const { columns, rows, marginX, marginY } = template.sheet;
    const perPage = columns * rows;
    labels.forEach((label, index) => {
      if (index % perPage === 0) doc.addPage({ size: [A4.width * PT_PER_MM, A4.height * PT_PER_MM], margin: 0 });
      const slot = index % perPage;
      const x = marginX + (slot % columns) * width;
      const y = marginY + Math.floor(slot / columns) * height;
      drawLabel(doc, template, label, { x: x * PT_PER_MM, y: y * PT_PER_MM });
    });
  } else {
    for (const label of labels) {
      doc.addPage({ size: [width * PT_PER_MM, height * PT_PER_MM], margin: 0 });
      drawLabel(doc, template, label, { x: 0, y: 0 });
    }
  }
  doc.end();
  return done;
}

function drawLabel(doc: Pdf, template: LabelTemplate, label: LabelContent, origin: { x: number; y: number }): void {
  const w = template.label.width * PT_PER_MM;
  const h = template.label.height * PT_PER_MM;
  const pad = (template.label.height >= 40 ? 3 : 2.5) * PT_PER_MM;
  const isLocation = template.type.type === 'stock-position';
  const titleSize = template.label.height * (isLocation ? 0.38 : 0.27);
  const smallSize = Math.max(5.5, template.label.height * 0.2);
  const qrSize = label.qr ? Math.min(h - 2 * pad, w * 0.3) : 0;
  const x = origin.x + pad;
  const contentWidth = w - 2 * pad - (qrSize ? qrSize + pad : 0);
  let y = origin.y + pad;

  drawLine(doc, label.title, { x, y, width: contentWidth, size: titleSize, weight: 'bold' });
  y += titleSize * 1.25;
  const linesHeight = (1 + label.lines.length) * smallSize * 1.2;
  const barHeight = origin.y + h - pad - linesHeight - y;
  drawLinear(doc, label.barcode.symbology, label.barcode.value, {
    x,
    y,
    width: contentWidth,
    height: barHeight,
    maxModule: 0.5 * PT_PER_MM,
  });
  y += barHeight + smallSize * 0.15;
  drawLine(doc, label.barcode.value, { x, y, width: contentWidth, size: smallSize, align: 'center' });
  for (const line of label.lines) {
    y += smallSize * 1.2;
    drawLine(doc, line, { x, y, width: contentWidth, size: smallSize });
  }
  if (label.qr) drawQr(doc, label.qr, { x: origin.x + w - pad - qrSize, y: origin.y + (h - qrSize) / 2, size: qrSize });
}
