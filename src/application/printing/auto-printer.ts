// Automatic printing on scan (SPEC 4): the stock-in screens hand over what was stocked in; with printOnScan on
// this device, the labels the automated settings ask for are printed, one job per printer.
import { autoPrintEnabled, planAutoPrint, printQueueOf, type PrintQueueItem } from '../../domain/printing/auto-print';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { describeFailure } from '../errors';
import { resolveAutomatedSettings, type PrintSettings } from '../../domain/printing/print-settings';
import type { IdGenerator } from '../ports/id-generator.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { printLabels, type PrintedLabels } from './print-labels';
import { PrintPreferences } from './print-preferences';
import type { PrintingApi } from './printing-api.port';

export interface AutoPrintShop {
  eshopId: number;
  printSettings: PrintSettings;
}

export type AutoPrintOutcome =
  | { kind: 'off' }
  | { kind: 'nothing'; reasons: string[] }
  | { kind: 'printed'; printed: PrintedLabels[]; reasons: string[] };

const SKIP_CS = {
  'product-off': 'automatický tisk produktů je vypnutý',
  'location-off': 'automatický tisk pozic je vypnutý',
  'no-printer': 'v automatickém tisku chybí tiskárna',
  'no-template': 'v automatickém tisku chybí šablona',
} as const;

export class AutoPrinter {
  private readonly preferences: PrintPreferences;

  constructor(
    private readonly api: PrintingApi,
    store: KeyValueStore,
    private readonly ids: IdGenerator,
    private readonly shop: () => AutoPrintShop | null,
  ) {
    this.preferences = new PrintPreferences(store);
  }

  /** R-PRN-04: true only with printOnScan on this device. */
  get enabled(): boolean {
    return autoPrintEnabled(this.preferences.read().printOnScan);
  }

  async printScanned(queue: readonly PrintQueueItem[]): Promise<AutoPrintOutcome> {
    const saved = this.preferences.read();
    const shop = this.shop();
    if (!autoPrintEnabled(saved.printOnScan) || !shop || queue.length === 0) return { kind: 'off' };
    const settings = resolveAutomatedSettings(shop.printSettings, saved);
    const plan = planAutoPrint(queue, settings, shop.eshopId);
    const reasons = [...new Set(plan.skipped.map((s) => SKIP_CS[s.reason]))];
    if (plan.jobs.length === 0) return { kind: 'nothing', reasons };
    const printers = await this.api.printers();
    const printed: PrintedLabels[] = [];
    for (const job of plan.jobs) printed.push(await printLabels(this.api, this.ids, printers, job));
    return { kind: 'printed', printed, reasons };
  }
}
/** What the stock screen tells the user after a stock-in printed (or could not print) by itself. */
export interface AutoPrintMessage {
  kind: 'info' | 'warning' | 'error';
  text: string;
}

/** After a stock-in went through: prints its labels when this device prints on scan; null when it does not. */
export async function printAfterStockIn(
  printer: AutoPrinter,
  lines: readonly ScannedLine[],
): Promise<AutoPrintMessage | null> {
  try {
    const outcome = await printer.printScanned(printQueueOf(lines));
    if (outcome.kind === 'off') return null;
    if (outcome.kind === 'nothing')
      return { kind: 'warning', text: `Štítky se nevytiskly: ${outcome.reasons.join(', ')}.` };
    const labels = outcome.printed.reduce((sum, p) => sum + p.labels, 0);
    const offline = outcome.printed.find((p) => !p.job.is_present);
    if (offline) return { kind: 'warning', text: offline.job.detail ?? `Tiskárna ${offline.job.printer} je offline.` };
    return {
      kind: 'info',
      text: `Tisk štítků: ${labels} ks odesláno na ${outcome.printed.map((p) => p.job.printer).join(', ')}.`,
    };
  } catch (e) {
    return { kind: 'error', text: `Štítky se nevytiskly: ${describeFailure(e)}` };
  }
}

export const AutoPrinterToken = Symbol.for('AutoPrinter');
