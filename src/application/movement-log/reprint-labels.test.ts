import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import type { GenerateBody, PrintingApi } from '../printing/printing-api.port';
import { printerDto, templateDto } from '../printing/testing/printing-fixtures';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { MemoryStore } from '../testing/memory-store';
import { strictFake } from '../testing/strict-fake';
import { ReprintLabels } from './reprint-labels';
import { logChange, logDetail } from './testing/log-fixtures';

const change = logChange(41, { details: [logDetail(1, 'ZAH0001', 3), logDetail(2, 'ZAH0002', -12, 9)] });
const shop = { eshopId: 101, printSettings: { manual: { printer: 'Zebra' }, automated: {} } };

function reprint(api: Partial<PrintingApi> = {}, shown: typeof shop | null = shop) {
  const generated: GenerateBody[] = [];
  const use = new ReprintLabels({
    api: strictFake<PrintingApi>('PrintingApi', {
      printers: async () => [printerDto('Zebra')],
      templates: async () => [templateDto(5, 'stock-position'), templateDto(3, 'shoptet-product')],
      generate: async (body) => {
        generated.push(body);
        return { data: { pdf: 'http://x/a.pdf', labels: 2, pages: 1 } };
      },
      request: async (body) => ({
        data: {
          job_id: 8,
          status: 'queued' as const,
          printer: `${body.printer} tiskárna`,
          is_present: true,
          detail: null,
        },
      }),
      ...api,
    }),
    ids: sequentialIds(),
    store: new MemoryStore(),
    shop: () => shown,
  });
  return { use, generated };
}

describe('ReprintLabels', () => {
  it('a line a product, copies = the pieces moved either way', () => {
    const { use } = reprint();
    expect(use.linesOf(change).map((l) => [l.code, l.sarze_id, l.copiesText])).toEqual([
      ['ZAH0001', null, '3'],
      ['ZAH0002', 9, '12'],
    ]);
  });

  it("offers the product templates only, the shop's manual printer and else the first product template", async () => {
    const { use } = reprint();
    expect(await use.choices()).toEqual({
      printers: [printerDto('Zebra')],
      templates: [templateDto(3, 'shoptet-product')],
      printer: 'Zebra',
      template: 3,
    });
  });

  it('a failed load is a Czech text', async () => {
    const { use } = reprint({
      printers: async () => {
        throw new HttpFailure({ status: 400, payload: { detail: 'Tiskárny nejsou dostupné.' } });
      },
    });
    expect(await use.choices()).toEqual({ failed: 'Tiskárny nejsou dostupné.' });
  });

  it('describes nothing without the shop, a printer, a template, valid copies or a product', () => {
    const lines = reprint().use.linesOf(change);
    const form = { lines, printer: 'Zebra', template: 3 };
    expect(reprint({}, null).use.items(form)).toBe('Nastavení e-shopu se ještě nenačetlo.');
    const { use } = reprint();
    expect(use.items({ ...form, printer: null })).toBe('Vyberte tiskárnu.');
    expect(use.items({ ...form, template: null })).toBe('Vyberte šablonu štítku.');
    expect(use.items({ ...form, lines: [{ ...lines[0], copiesText: '1000' }] })).toBe(
      'ZAH0001: Počet kopií musí být celé číslo 1 až 999.',
    );
    expect(use.items({ ...form, lines: [] })).toBe('Pohyb neobsahuje žádný produkt.');
    const item = (copies: number, data: object) => ({ data_source: 'shoptet-product', copies, data, template_id: 3 });
    expect(use.items(form)).toEqual([
      { ...item(3, { code: 'ZAH0001' }), eshop_id: 101 },
      { ...item(12, { code: 'ZAH0002', sarze_id: 9 }), eshop_id: 101 },
    ]);
  });

  it('R-PRN-06 prints the items and tells what was sent where; an unknown printer is refused before generating', async () => {
    const { use, generated } = reprint();
    const items = use.items({ lines: use.linesOf(change), printer: 'Zebra', template: 3 });
    if (typeof items === 'string') throw new Error(items);
    const printers = [printerDto('Zebra')];
    expect(await use.print({ changeId: 41, printers, printer: 'Zebra', items })).toEqual({
      printed: { intent: 'success', text: 'Pohyb 41: 2 štítky odesláno na tiskárnu „Zebra tiskárna“ (úloha č. 8).' },
    });
    expect(await use.print({ changeId: 41, printers, printer: 'A4', items })).toEqual({
      failed: 'Tiskárna „A4“ není mezi tiskárnami e-shopu.',
    });
    expect(generated).toHaveLength(1);
  });
});
