import { describe, expect, it } from 'vitest';
import { strictFake } from '../testing/strict-fake';
import { MemoryStore } from '../testing/memory-store';
import { AutoPrinter, printAfterStockIn } from './auto-printer';
import type { GenerateBody, PrintingApi } from './printing-api.port';
import { scannedLine } from '../../domain/stock/testing/scanned-line';

const line = scannedLine;
const shop = {
  eshopId: 101,
  printSettings: {
    manual: {},
    automated: { product: true, productSingle: false, productPrinter: 'Zebra', productTemplate: 1 },
  },
};

function setup(stored: Record<string, string>) {
  const generated: GenerateBody[] = [];
  const api = strictFake<PrintingApi>('PrintingApi', {
    printers: async () => [
      {
        id: 1,
        name: 'Zebra',
        identifier: 'Zebra',
        is_visible: true,
        is_active: true,
        is_present: true,
        computer: { uuid: 'pc', name: 'PC' },
      },
    ],
    generate: async (body) => {
      generated.push(body);
      return { data: { pdf: 'http://x/api/cloud-print/documents/a.pdf', labels: 5, pages: 5 } };
    },
    request: async () => ({
      data: { job_id: 1, status: 'queued', printer: 'Zebra', is_present: true, detail: null },
    }),
  });
  const printer = new AutoPrinter(api, new MemoryStore(stored), { uuid: () => 'k' }, () => shop);
  return { printer, generated };
}

describe('printing after a stock-in', () => {
  it('R-PRN-04 prints nothing (and calls nothing) without printOnScan on this device', async () => {
    const { printer, generated } = setup({});
    expect(await printAfterStockIn(printer, [line('ZAH0001', 3)])).toBeNull();
    expect(generated).toEqual([]);
  });

  it('R-PRN-05 with printOnScan: one label per stocked-in piece, with the batch of the line', async () => {
    const { printer, generated } = setup({ printOnScan: 'true' });
    const message = await printAfterStockIn(printer, [
      line('ZAH0001', 3),
      line('ZAH0002', 2, { kind: 'new', name: 'L7', expiresAt: null }),
    ]);
    expect(generated[0].data.map((i) => [i.data, i.copies])).toEqual([
      [{ code: 'ZAH0001' }, 3],
      [{ code: 'ZAH0002', batch_name: 'L7' }, 2],
    ]);
    expect(message).toEqual({ kind: 'info', text: 'Tisk štítků: 5 ks odesláno na Zebra.' });
  });

  it('R-PRN-05 with productSingle saved on the device: one label per product', async () => {
    const { printer, generated } = setup({
      printOnScan: 'true',
      autoPrint: JSON.stringify({ ...shop.printSettings.automated, productSingle: true }),
    });
    await printAfterStockIn(printer, [line('ZAH0001', 3)]);
    expect(generated[0].data[0].copies).toBe(1);
  });
});
