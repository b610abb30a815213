// Labels that scan: every template rendered by the real PDF code, rasterised by poppler's pdftoppm at the
// resolutions of common label printers (203 and 300 dpi), and read back by the app's own zxing-wasm decoder.
// The code read must be the code printed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeZxingReader } from '../../src/infrastructure/camera/zxing-wasm-node';
import { completeEan13 } from '../../src/domain/barcodes/ean13';
import { locationLabel, productLabel } from '../../src/domain/printing/label-content';
import { LABEL_TEMPLATES, type LabelContent, type LabelTemplate } from '../../src/domain/printing/label-templates';
import { renderLabelsPdf } from './label-pdf';

const dir = mkdtempSync(join(tmpdir(), 'sklad-labels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const reader = createNodeZxingReader();
const EAN = completeEan13('859410000123');

const product = { code: 'ZAH-0042', ean: EAN, name: 'Květináč žluťoučký – řepa', variant_name: 'Ø 30 cm' };
const noEan = { code: 'KUCH-NUZ-7', ean: null, name: 'Nůž šéfkuchaře', variant_name: '' };
const location = { name: 'A-12-03', sector_name: 'A', zone_name: 'Přízemí' };

function labelsFor(template: LabelTemplate): LabelContent[] {
  return template.type.type === 'shoptet-product'
    ? [
        productLabel(product, { name: 'L2026-07', expires_at: '2027-12-31' }, template.qr),
        productLabel(noEan, null, template.qr),
      ]
    : [locationLabel(location, template.qr), locationLabel({ ...location, name: 'B-01-1' }, template.qr)];
}

/** The PNG of one label: its page, or its cell of the A4 sheet. */
function rasterise(pdf: string, template: LabelTemplate, index: number, dpi: number): Buffer {
  const out = join(dir, `${template.id}-${index}-${dpi}`);
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const args = ['-r', String(dpi), '-png', '-singlefile', '-gray'];
  if (template.sheet) {
    const { columns, marginX, marginY } = template.sheet;
    const { width, height } = template.label;
    const x = marginX + (index % columns) * width;
    const y = marginY + Math.floor(index / columns) * height;
    args.push(
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      String(px(x)),
      '-y',
      String(px(y)),
      '-W',
      String(px(width)),
      '-H',
      String(px(height)),
    );
  } else args.push('-f', String(index + 1), '-l', String(index + 1));
  execFileSync('pdftoppm', [...args, pdf, out]);
  return readFileSync(`${out}.png`);
}

describe('every label template prints barcodes that scan back to the printed code', () => {
  for (const template of LABEL_TEMPLATES) {
    it(`${template.name}: at 203 and 300 dpi`, async () => {
      const labels = labelsFor(template);
      const pdf = join(dir, `t${template.id}.pdf`);
      writeFileSync(pdf, await renderLabelsPdf(template, labels, new Date('2026-11-23T10:00:00Z')));
      for (const dpi of [203, 300]) {
        for (const [index, label] of labels.entries()) {
          const png = rasterise(pdf, template, index, dpi);
          const linear = await reader.decodeFile(new Blob([new Uint8Array(png)]), ['EAN13', 'Code128']);
          const expected = label.barcode.symbology === 'ean13' ? 'EAN13' : 'Code128';
          expect(linear, `${template.name} label ${index} at ${dpi} dpi`).toEqual([
            { text: label.barcode.value, format: expected },
          ]);
          if (label.qr) {
            const qr = await reader.decodeFile(new Blob([new Uint8Array(png)]), ['QR']);
            expect(qr).toEqual([{ text: label.qr, format: 'QR' }]);
          }
        }
      }
    });
  }

  it('a product with a valid EAN-13 carries it; one without carries its code as Code 128', () => {
    expect(productLabel(product, null, false).barcode).toEqual({ symbology: 'ean13', value: EAN });
    expect(productLabel({ ...product, ean: '8594100001230' }, null, false).barcode).toEqual({
      symbology: 'code128',
      value: 'ZAH-0042',
    });
  });
});
