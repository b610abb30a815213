import { describe, expect, it } from 'vitest';
import type { LayoutApi } from '../layout/layout-api.port';
import { strictFake } from '../testing/strict-fake';
import { NetworkFailure } from '../errors';
import {
  labelItems,
  LabelPrinting,
  printerFor,
  printingFailureText,
  printOrder,
  templateFor,
  type LabelForm,
} from './label-printing';
import { UnknownPrinter } from './print-labels';
import type { PrintingApi, PrintJobDto } from './printing-api.port';
import { printerDto, templateDto } from './testing/printing-fixtures';

const form = (over: Partial<LabelForm> = {}): LabelForm => ({
  productCode: '',
  batchName: '',
  productCopies: '1',
  locationScope: 'sector',
  locationName: '',
  sectorId: 7,
  zoneId: null,
  locationCopies: '1',
  ...over,
});
const job = (status: string, over: Partial<PrintJobDto> = {}) =>
  ({ job_id: 9, status, is_present: true, printer: 'Zebra', ...over }) as PrintJobDto;

describe('label printing (use cases of /printing)', () => {
  it('R-PRN-01 the printer and template of a kind of label, else the defaults', () => {
    const templates = [templateDto(1, 'shoptet-product'), templateDto(5, 'stock-position')];
    expect(printerFor({ printer: 'Zebra', locationPrinter: 'A4' }, 'location')).toBe('A4');
    expect(printerFor({ printer: 'Zebra' }, 'product')).toBe('Zebra');
    expect(templateFor({}, templates, 'location')).toBe(5);
    expect(templateFor({ productTemplate: 3 }, templates, 'product')).toBe(3);
  });

  it('a form describes its labels or says in Czech what is missing', () => {
    expect(labelItems(form(), 'product', 1, 101)).toBe('Zadejte nebo naskenujte kód či EAN produktu.');
    expect(labelItems(form(), 'product', null, 101)).toBe('Vyberte šablonu štítku.');
    expect(labelItems(form({ locationScope: 'zone' }), 'location', 5, 101)).toBe('Vyberte zónu.');
    expect(labelItems(form({ productCode: ' P1 ', batchName: 'L7', productCopies: '2' }), 'product', 1, 101)).toEqual([
      {
        data_source: 'shoptet-product',
        copies: 2,
        data: { code: 'P1', batch_name: 'L7' },
        template_id: 1,
        eshop_id: 101,
      },
    ]);
  });

  it('R-PRN-01 an order is the labels and their printer; without a printer it is refused in Czech', () => {
    const templates = [templateDto(1, 'shoptet-product'), templateDto(5, 'stock-position')];
    const filled = form({ productCode: 'P1' });
    expect(printOrder(filled, 'product', {}, templates, 101)).toBe('Vyberte tiskárnu.');
    expect(printOrder(form(), 'product', {}, templates, 101)).toBe('Zadejte nebo naskenujte kód či EAN produktu.');
    expect(printOrder(filled, 'product', { printer: 'Zebra', productPrinter: 'Brother' }, templates, 101)).toEqual({
      printer: 'Brother',
      items: [{ data_source: 'shoptet-product', copies: 1, data: { code: 'P1' }, template_id: 1, eshop_id: 101 }],
    });
    expect(printOrder(form(), 'location', { printer: 'Zebra' }, templates, 101)).toEqual({
      printer: 'Zebra',
      items: [{ data_source: 'stock-position', copies: 1, data: { sector_id: 7 }, template_id: 5, eshop_id: 101 }],
    });
  });

  it('a failed call is worded for the screen: an unknown printer names itself', () => {
    expect(printingFailureText(new UnknownPrinter('Zebra'))).toBe('Tiskárna „Zebra“ není mezi tiskárnami e-shopu.');
    expect(printingFailureText(new NetworkFailure({ reason: 'timeout', message: 't' }))).toBe(
      'Server neodpověděl včas.',
    );
  });

  it('R-PRN-06 prints, tells what was sent, and follows the job until the agent reports it', async () => {
    const looks = [job('waiting'), job('printed')];
    const printing = new LabelPrinting({
      api: strictFake<PrintingApi>('PrintingApi', {
        generate: async () => ({ data: { pdf: '/labels/1.pdf', labels: 3, pages: 1 } }) as never,
        request: async () => ({ data: job('queued') }) as never,
        job: async () => ({ data: looks.shift()! }) as never,
      }),
      config: { updatePrintSettings: async () => undefined as never },
      layout: strictFake<LayoutApi>('LayoutApi', {}),
      ids: { uuid: () => 'key-1' },
      pause: async () => {},
    });
    const seen: string[] = [];
    let notice = '';
    await printing.print(
      [printerDto('Zebra')],
      { printer: 'Zebra', items: [] },
      (j) => seen.push(j.status),
      (n) => (notice = n),
    );
    expect(seen).toEqual(['queued', 'waiting', 'printed']);
    expect(notice).toBe('3 štítky odesláno na tiskárnu „Zebra“.');
  });
});
