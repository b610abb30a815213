import { describe, expect, it } from 'vitest';
import { readSavedPreferences } from './print-settings';
import { autoPrintCopies, autoPrintEnabled, planAutoPrint, type PrintQueueItem } from './auto-print';

const settings = {
  product: true,
  productSingle: false,
  productPrinter: 'Zebra',
  productTemplate: 1,
  location: true,
  locationTemplate: 5,
  locationPrinter: 'A4',
};
const scanned: PrintQueueItem[] = [
  { type: 'product', code: 'ZAH0001', amount: 3, sarze_id: null, new_sarze: null },
  { type: 'product', code: 'ZAH0002', amount: 2, sarze_id: 7 },
  { type: 'location', code: 'A-01-1', amount: 1 },
];

describe('automatic printing on scan (SPEC 4)', () => {
  it('R-PRN-04 auto print runs only when printOnScan is enabled locally', () => {
    expect(autoPrintEnabled(readSavedPreferences((k) => (k === 'printOnScan' ? 'true' : null)).printOnScan)).toBe(true);
    expect(autoPrintEnabled(readSavedPreferences((k) => (k === 'printOnScan' ? 'false' : null)).printOnScan)).toBe(
      false,
    );
    expect(autoPrintEnabled(readSavedPreferences(() => null).printOnScan)).toBe(false);
  });

  it('R-PRN-05 one copy when productSingle is set, otherwise copies equal the amount', () => {
    expect(autoPrintCopies(5, { productSingle: true })).toBe(1);
    expect(autoPrintCopies(5, { productSingle: false })).toBe(5);
    expect(autoPrintCopies(5, {})).toBe(5);
    const plan = planAutoPrint(scanned, settings, 101);
    expect(plan.jobs.find((j) => j.printer === 'Zebra')!.items.map((i) => i.copies)).toEqual([3, 2]);
    const single = planAutoPrint(scanned, { ...settings, productSingle: true }, 101);
    expect(single.jobs.find((j) => j.printer === 'Zebra')!.items.map((i) => i.copies)).toEqual([1, 1]);
  });

  it('groups the queue into one job per printer with the templates of the settings', () => {
    expect(planAutoPrint(scanned, settings, 101)).toEqual({
      jobs: [
        {
          printer: 'Zebra',
          items: [
            { data_source: 'shoptet-product', copies: 3, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 },
            {
              data_source: 'shoptet-product',
              copies: 2,
              data: { code: 'ZAH0002', sarze_id: 7 },
              template_id: 1,
              eshop_id: 101,
            },
          ],
        },
        {
          printer: 'A4',
          items: [
            {
              data_source: 'stock-position',
              copies: 1,
              data: { location_name: 'A-01-1' },
              template_id: 5,
              eshop_id: 101,
            },
          ],
        },
      ],
      skipped: [],
    });
  });

  it('skips what the settings do not print, and says why', () => {
    const plan = planAutoPrint(scanned, { ...settings, location: false, productPrinter: null }, 101);
    expect(plan.jobs).toEqual([]);
    expect(plan.skipped.map((s) => s.reason)).toEqual(['no-printer', 'no-printer', 'location-off']);
  });
});
