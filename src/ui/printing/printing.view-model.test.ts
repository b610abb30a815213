import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { LayoutApi } from '../../application/layout/layout-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { PrinterDto, PrintingApi } from '../../application/printing/printing-api.port';
import { printerDto, templateDto } from '../../application/printing/testing/printing-fixtures';
import { strictFake } from '../../application/testing/strict-fake';
import { MemoryStore } from '../../application/testing/memory-store';
import type { PrintSettings } from '../../domain/printing/print-settings';
import { PrintingViewModel } from './printing.view-model';

const printer = printerDto;
const templates = [
  templateDto(1, 'shoptet-product', 'Produkt 50 × 30 mm'),
  templateDto(5, 'stock-position', 'Pozice 50 × 30 mm'),
];
const shopSettings: PrintSettings = {
  manual: { printer: 'Zebra', productTemplate: 1, locationTemplate: 5 },
  automated: { product: true, productPrinter: 'Zebra', productTemplate: 1 },
};

function setup(
  api: Partial<PrintingApi>,
  stored: Record<string, string> = {},
  updatePrintSettings: ConfigApi['updatePrintSettings'] = async () => {
    throw new Error('updatePrintSettings was not set up in this test');
  },
) {
  const calls: unknown[] = [];
  const saved: PrintSettings[] = [];
  const store = new MemoryStore(stored);
  const vm = new PrintingViewModel(
    {
      api: strictFake<PrintingApi>('PrintingApi', {
        printers: async () => [printer('Zebra'), printer('A4', false)],
        templates: async () => templates,
        ...api,
      }),
      layout: strictFake<LayoutApi>('LayoutApi', {
        sectors: async () => [
          {
            id: 7,
            sector_name: 'A',
            order: 0,
            zone_id: null,
            picking: false,
            multiple_batches: false,
            non_stock: false,
          },
        ],
        zones: async () => [],
      }),
      config: { updatePrintSettings },
      store,
      ids: { uuid: () => `key-${calls.length}` },
      pause: async () => {},
    },
    { eshopId: 101, printSettings: shopSettings, shopDefaultsSaved: (s) => saved.push(s) },
  );
  return { vm, calls, saved, store };
}

describe('printing screen', () => {
  it('R-PRN-01 starts from the shop print_settings: printer and templates of the manual defaults', async () => {
    const { vm } = setup({});
    await vm.load();
    expect(vm.printerFor('product')).toBe('Zebra');
    expect(vm.templateFor('location')).toBe(5);
    expect(vm.sectorId).toBe(7);
  });

  it('R-PRN-06 prints a sector: generate_v2 first, then request_v2 with data.pdf and the printer with its computer', async () => {
    const order: string[] = [];
    const { vm } = setup({
      generate: async (body) => {
        order.push('generate');
        expect(body.data).toEqual([
          { data_source: 'stock-position', copies: 2, data: { sector_id: 7 }, template_id: 5, eshop_id: 101 },
        ]);
        return { data: { pdf: 'http://x/api/cloud-print/documents/abc.pdf', labels: 6, pages: 6 } };
      },
      request: async (body, key) => {
        order.push('request');
        expect(body).toEqual({
          url: 'http://x/api/cloud-print/documents/abc.pdf',
          printer: 'Zebra',
          computer: 'pc-1',
          computer_name: 'PC u příjmu',
        });
        expect(key).toMatch(/^key-/);
        return { data: { job_id: 9, status: 'queued', printer: 'Zebra tiskárna', is_present: true, detail: null } };
      },
      job: async () => ({
        data: { job_id: 9, status: 'printed', printer: 'Zebra tiskárna', is_present: true, detail: null },
      }),
    });
    await vm.load();
    vm.fieldChanged('locationCopies', '2');
    await vm.printClicked('location');
    expect(order).toEqual(['generate', 'request']);
    expect(vm.notice).toBe('6 štítků odesláno na tiskárnu „Zebra tiskárna“.');
    expect(vm.job?.status).toBe('printed');
  });

  it('refuses an empty code and copies outside 1–999 without calling the server', async () => {
    const { vm } = setup({});
    await vm.load();
    await vm.printClicked('product');
    expect(vm.error).toBe('Zadejte nebo naskenujte kód či EAN produktu.');
    vm.fieldChanged('productCode', 'ZAH0001');
    vm.fieldChanged('productCopies', '10000');
    await vm.printClicked('product');
    expect(vm.error).toBe('Počet kopií musí být celé číslo 1 až 999.');
  });

  it("shows the server's Czech detail when it refuses", async () => {
    const { vm } = setup({
      generate: async () => {
        throw new HttpFailure({
          status: 400,
          payload: { detail: 'Produkt „X“ neexistuje (hledáno podle kódu i EAN).' },
        });
      },
    });
    await vm.load();
    vm.fieldChanged('productCode', 'X');
    await vm.printClicked('product');
    expect(vm.error).toBe('Produkt „X“ neexistuje (hledáno podle kódu i EAN).');
  });

  it('an offline printer: the job waits and the screen says so', async () => {
    const detail = 'Tiskárna „A4 tiskárna“ je offline. Úloha č. 3 počká ve frontě…';
    const { vm } = setup({
      generate: async () => ({ data: { pdf: 'http://x/api/cloud-print/documents/abc.pdf', labels: 1, pages: 1 } }),
      request: async () => ({
        data: { job_id: 3, status: 'queued', printer: 'A4 tiskárna', is_present: false, detail },
      }),
      job: async () => ({
        data: { job_id: 3, status: 'queued', printer: 'A4 tiskárna', is_present: false, detail: null },
      }),
    });
    await vm.load();
    vm.manualChanged({ productPrinter: 'A4' });
    vm.fieldChanged('productCode', 'ZAH0001');
    await vm.printClicked('product');
    expect(vm.notice).toBe(detail);
    expect(vm.job).toMatchObject({ status: 'queued', is_present: false });
  });

  it('saves settings on the device (local storage keys) and as the shop defaults', async () => {
    const sent: unknown[] = [];
    const { vm, saved, store } = setup({}, {}, async (s) => void sent.push(s));
    await vm.load();
    vm.automatedChanged({ productSingle: true });
    vm.flagChanged('printOnScan', true);
    vm.saveDeviceClicked();
    expect(JSON.parse(store.get('autoPrint')!)).toMatchObject({ productSingle: true, productPrinter: 'Zebra' });
    expect(store.get('printOnScan')).toBe('true');
    await vm.saveShopDefaultsClicked();
    expect(sent).toEqual([
      { manual: shopSettings.manual, automated: { ...shopSettings.automated, productSingle: true } },
    ]);
    expect(saved).toHaveLength(1);
  });

  it("a job's state and the printers move when the agent reports (printing kind), keeping what is being typed", async () => {
    let agentOnline = false;
    const { vm } = setup({
      printers: async () => [printer('Zebra'), printer('A4', agentOnline)],
      generate: async () => ({ data: { pdf: 'http://x/api/cloud-print/documents/abc.pdf', labels: 1, pages: 1 } }),
      request: async () => ({
        data: { job_id: 3, status: 'queued', printer: 'A4 tiskárna', is_present: false, detail: null },
      }),
      job: async () => ({
        data: agentOnline
          ? { job_id: 3, status: 'printed', printer: 'A4 tiskárna', is_present: true, detail: null }
          : { job_id: 3, status: 'queued', printer: 'A4 tiskárna', is_present: false, detail: null },
      }),
    });
    await vm.load();
    vm.manualChanged({ productPrinter: 'A4' });
    vm.fieldChanged('productCode', 'ZAH0001');
    await vm.printClicked('product');
    vm.fieldChanged('productCode', 'ZAH00');
    agentOnline = true;
    await vm.printingChanged();
    expect(vm.job).toMatchObject({ job_id: 3, status: 'printed', is_present: true });
    expect(vm.printers.find((p) => p.identifier === 'A4')?.is_present).toBe(true);
    expect(vm.productCode).toBe('ZAH00');
  });
});
