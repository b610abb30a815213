import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import { logChange, logDetail } from '../../application/movement-log/testing/log-fixtures';
import type { GenerateBody, PrinterDto, PrintingApi, RequestBody } from '../../application/printing/printing-api.port';
import { sequentialIds } from '../../application/stock-movements/testing/stock-fakes';
import { MemoryStore } from '../../application/testing/memory-store';
import { printerDto, templateDto } from '../../application/printing/testing/printing-fixtures';
import { strictFake } from '../../application/testing/strict-fake';
import { LabelReprintViewModel } from './label-reprint.view-model';

const printer = printerDto;
const template = (id: number, type: 'shoptet-product' | 'stock-position') => templateDto(id, type);
const stockIn = logChange(41, {
  created_at: '2026-11-23T10:00:00Z',
  details: [logDetail(1, 'ZAH0001', 3), logDetail(2, 'ZAH0002', 12, 9)],
});

function setup(stored: Record<string, string> = {}, api: Partial<PrintingApi> = {}) {
  const generated: GenerateBody[] = [];
  const requested: Array<{ body: RequestBody; key: string }> = [];
  const vm = new LabelReprintViewModel({
    api: strictFake<PrintingApi>('PrintingApi', {
      printers: async () => [printer('Zebra'), printer('A4', false)],
      templates: async () => [
        template(5, 'stock-position'),
        template(1, 'shoptet-product'),
        template(2, 'shoptet-product'),
      ],
      generate: async (body) => {
        generated.push(body);
        return {
          data: { pdf: 'http://x/api/cloud-print/documents/abcdefghijklmnopqrstuvwx.pdf', labels: 15, pages: 15 },
        };
      },
      request: async (body, key) => {
        requested.push({ body, key });
        const offline = body.printer === 'A4';
        return {
          data: {
            job_id: 77,
            status: 'queued' as const,
            printer: `${body.printer} tiskárna`,
            is_present: !offline,
            detail: offline ? 'Tiskárna „A4 tiskárna“ je offline. Úloha č. 77 počká ve frontě.' : null,
          },
        };
      },
      ...api,
    }),
    ids: sequentialIds(),
    store: new MemoryStore(stored),
    shop: () => ({ eshopId: 101, printSettings: { manual: { printer: 'Zebra', productTemplate: 2 }, automated: {} } }),
  });
  return { vm, generated, requested };
}

describe('reprint from the movement log', () => {
  it("opens with the movement's products, copies = the pieces moved, and this device's manual printer and template", async () => {
    const { vm } = setup();
    await vm.opened(stockIn);
    expect(vm.lines.map((l) => [l.code, l.sarze_id, l.copiesText])).toEqual([
      ['ZAH0001', null, '3'],
      ['ZAH0002', 9, '12'],
    ]);
    expect([vm.printer, vm.template]).toEqual(['Zebra', 2]);
    expect(vm.templates.map((t) => t.id)).toEqual([1, 2]);
  });

  it("a device's own saved manual settings win over the shop's", async () => {
    const { vm } = setup({ manualPrint: JSON.stringify({ productPrinter: 'A4', productTemplate: 1 }) });
    await vm.opened(stockIn);
    expect([vm.printer, vm.template]).toEqual(['A4', 1]);
  });

  it('R-PRN-06 prints: generate with the copies (batch kept), then request on the chosen printer with a key', async () => {
    const { vm, generated, requested } = setup();
    await vm.opened(stockIn);
    vm.copiesChanged(1, '2');
    await vm.printClicked();
    expect(generated).toEqual([
      {
        data: [
          { data_source: 'shoptet-product', copies: 3, data: { code: 'ZAH0001' }, template_id: 2, eshop_id: 101 },
          {
            data_source: 'shoptet-product',
            copies: 2,
            data: { code: 'ZAH0002', sarze_id: 9 },
            template_id: 2,
            eshop_id: 101,
          },
        ],
      },
    ]);
    expect(requested).toEqual([
      {
        body: expect.objectContaining({ printer: 'Zebra', computer: 'pc-1', computer_name: 'PC u příjmu' }),
        key: 'key-1',
      },
    ]);
    expect(vm.change).toBeNull();
    expect(vm.result).toEqual({
      intent: 'success',
      text: 'Pohyb 41: 15 štítků odesláno na tiskárnu „Zebra tiskárna“ (úloha č. 77).',
    });
  });

  it('bad copies, no printer or an offline printer: Czech messages, nothing half sent', async () => {
    const { vm, generated } = setup();
    await vm.opened(stockIn);
    vm.copiesChanged(0, '0');
    await vm.printClicked();
    expect(vm.error).toBe('ZAH0001: Počet kopií musí být celé číslo 1 až 999.');
    vm.copiesChanged(0, '10000');
    await vm.printClicked();
    expect(vm.error).toBe('ZAH0001: Počet kopií musí být celé číslo 1 až 999.');
    vm.copiesChanged(0, '1');
    vm.printerChosen(null);
    await vm.printClicked();
    expect(vm.error).toBe('Vyberte tiskárnu.');
    expect(generated).toEqual([]);
    vm.printerChosen('A4');
    await vm.printClicked();
    expect(vm.result).toEqual({
      intent: 'warning',
      text: 'Tiskárna „A4 tiskárna“ je offline. Úloha č. 77 počká ve frontě.',
    });
  });

  it("the server's refusal stays in the dialog", async () => {
    const { vm } = setup(
      {},
      {
        generate: async () => {
          throw new HttpFailure({
            status: 400,
            payload: { detail: 'Produkt „ZAH0001“ neexistuje (hledáno podle kódu i EAN).' },
          });
        },
      },
    );
    await vm.opened(stockIn);
    await vm.printClicked();
    expect(vm.change).not.toBeNull();
    expect(vm.error).toContain('Produkt „ZAH0001“ neexistuje');
  });
});
