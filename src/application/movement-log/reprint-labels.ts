import { movementLabelLines, type MovementLabelLine } from '../../domain/printing/movement-labels';
import { labelsCs, parseCopies, type PrintGenerateItem } from '../../domain/printing/print-items';
import { resolveManualSettings, type PrintSettings } from '../../domain/printing/print-settings';
import { describeFailure } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { printLabels, UnknownPrinter } from '../printing/print-labels';
import { PrintPreferences } from '../printing/print-preferences';
import type { PrinterDto, PrintingApi, TemplateDto } from '../printing/printing-api.port';
import type { LogChange } from './movement-log.port';

// Reprint from the movement log: the product labels of one movement, each with its copies (by default the pieces
// it moved), on a printer and template chosen in the dialog (by default this device's manual settings). The
// dialog's view-model keeps what is typed and chosen; what it means and sending it is here.

export interface ReprintPorts {
  api: PrintingApi;
  ids: IdGenerator;
  store: KeyValueStore;
  shop: () => { eshopId: number; printSettings: PrintSettings } | null;
}

export interface ReprintLine extends MovementLabelLine {
  copiesText: string;
}

/** What the dialog offers: the shop's printers, its product templates and this device's defaults among them. */
export interface ReprintChoices {
  printers: readonly PrinterDto[];
  templates: readonly TemplateDto[];
  printer: string | null;
  template: number | null;
}

/** What the dialog has typed and chosen. */
export interface ReprintForm {
  lines: readonly ReprintLine[];
  printer: string | null;
  template: number | null;
}

export type ReprintResult = { intent: 'success' | 'warning'; text: string };

export class ReprintLabels {
  private readonly preferences: PrintPreferences;

  constructor(private readonly ports: ReprintPorts) {
    this.preferences = new PrintPreferences(ports.store);
  }

  /** The movement's product lines, each with as many copies as pieces it moved. */
  linesOf(change: LogChange): ReprintLine[] {
    return movementLabelLines(change.details).map((l) => ({ ...l, copiesText: String(l.copies) }));
  }

  /** The printers and product templates, with this device's manual printer and template (R-PRN-01..03). */
  async choices(): Promise<ReprintChoices | { failed: string }> {
    const shop = this.ports.shop();
    const manual = shop ? resolveManualSettings(shop.printSettings, this.preferences.read()) : {};
    try {
      const [printers, all] = await Promise.all([this.ports.api.printers(), this.ports.api.templates()]);
      const templates = all.filter((t) => t.type.type === 'shoptet-product');
      return {
        printers,
        templates,
        printer: manual.productPrinter ?? manual.printer ?? null,
        template: manual.productTemplate ?? templates[0]?.id ?? null,
      };
    } catch (e) {
      return { failed: describeFailure(e) };
    }
  }

  /** The generate items of an order, or the Czech reason it describes none. */
  items(form: ReprintForm): PrintGenerateItem[] | string {
    const shop = this.ports.shop();
    if (!shop) return 'Nastavení e-shopu se ještě nenačetlo.';
    if (!form.printer) return 'Vyberte tiskárnu.';
    const template = form.template;
    if (template === null) return 'Vyberte šablonu štítku.';
    const items: PrintGenerateItem[] = [];
    for (const line of form.lines) {
      const copies = parseCopies(line.copiesText);
      if (typeof copies === 'string') return `${line.code}: ${copies}`;
      const data = { code: line.code, ...(line.sarze_id ? { sarze_id: line.sarze_id } : {}) };
      items.push({ data_source: 'shoptet-product', copies, data, template_id: template, eshop_id: shop.eshopId });
    }
    return items.length ? items : 'Pohyb neobsahuje žádný produkt.';
  }

  /** R-PRN-06: generates the labels of a movement and sends them to the printer; a refusal is a Czech text. */
  async print(order: {
    changeId: number | undefined;
    printers: readonly PrinterDto[];
    printer: string;
    items: PrintGenerateItem[];
  }): Promise<{ printed: ReprintResult } | { failed: string }> {
    try {
      const printed = await printLabels(this.ports.api, this.ports.ids, order.printers, {
        printer: order.printer,
        items: order.items,
      });
      const { detail, printer, job_id } = printed.job;
      if (detail) return { printed: { intent: 'warning', text: detail } };
      const labels = labelsCs(printed.labels);
      const text = `Pohyb ${order.changeId}: ${labels} odesláno na tiskárnu „${printer}“ (úloha č. ${job_id}).`;
      return { printed: { intent: 'success', text } };
    } catch (e) {
      return { failed: e instanceof UnknownPrinter ? e.message : describeFailure(e) };
    }
  }
}
