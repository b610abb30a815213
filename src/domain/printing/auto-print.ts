// SPEC 3 "Print queue item" and SPEC 4 (R-PRN-04, R-PRN-05): what a stock-in scan prints by itself.
import type { ScannedLine } from '../stock/scanned-list';
import type { AutomatedPrintSettings } from './print-settings';
import type { PrintGenerateItem } from './print-items';

export interface PrintQueueItem {
  type: 'product' | 'location';
  code: string;
  amount: number;
  sarze_id?: number | null;
  new_sarze?: { name: string; expires_at?: string | null } | null;
}

/** R-PRN-04: only a device with printOnScan on prints by itself. */
export function autoPrintEnabled(printOnScan: boolean): boolean {
  return printOnScan;
}

/** R-PRN-05 */
export function autoPrintCopies(amount: number, settings: AutomatedPrintSettings): number {
  return settings.productSingle ? 1 : amount;
}

/** One print job of an automatic print: a printer, and the labels it gets. */
export interface AutoPrintJob {
  printer: string;
  items: PrintGenerateItem[];
}

export type AutoPrintSkip = 'product-off' | 'location-off' | 'no-printer' | 'no-template';

export interface AutoPrintPlan {
  jobs: AutoPrintJob[];
  skipped: { item: PrintQueueItem; reason: AutoPrintSkip }[];
}

/** Turns queued items into jobs per printer by the automated settings; items the settings do not print are skipped. */
export function planAutoPrint(
  queue: readonly PrintQueueItem[],
  settings: AutomatedPrintSettings,
  eshopId: number,
): AutoPrintPlan {
  const byPrinter = new Map<string, PrintGenerateItem[]>();
  const skipped: AutoPrintPlan['skipped'] = [];
  for (const item of queue) {
    const isProduct = item.type === 'product';
    const on = isProduct ? settings.product : settings.location;
    const printer = isProduct ? settings.productPrinter : settings.locationPrinter;
    const template = isProduct ? settings.productTemplate : settings.locationTemplate;
    if (!on) skipped.push({ item, reason: isProduct ? 'product-off' : 'location-off' });
    else if (!printer) skipped.push({ item, reason: 'no-printer' });
    else if (template === null || template === undefined) skipped.push({ item, reason: 'no-template' });
    else {
      const generate: PrintGenerateItem = isProduct
        ? {
            data_source: 'shoptet-product',
            copies: autoPrintCopies(item.amount, settings),
            data: {
              code: item.code,
              ...(item.sarze_id ? { sarze_id: item.sarze_id } : {}),
              ...(item.new_sarze ? { batch_name: item.new_sarze.name } : {}),
            },
            template_id: template,
            eshop_id: eshopId,
          }
        : {
            data_source: 'stock-position',
            copies: 1,
            data: { location_name: item.code },
            template_id: template,
            eshop_id: eshopId,
          };
      byPrinter.set(printer, [...(byPrinter.get(printer) ?? []), generate]);
    }
  }
  return { jobs: [...byPrinter].map(([printer, items]) => ({ printer, items })), skipped };
}

/** The print queue of a stock-in that went through: one product item per line (SPEC 3 "Print queue item"). */
export function printQueueOf(lines: readonly ScannedLine[]): PrintQueueItem[] {
  return lines.map((line) => ({
    type: 'product',
    code: line.code,
    amount: line.amount,
    sarze_id: line.batch?.kind === 'existing' ? line.batch.id : null,
    new_sarze: line.batch?.kind === 'new' ? { name: line.batch.name, expires_at: line.batch.expiresAt } : null,
  }));
}
