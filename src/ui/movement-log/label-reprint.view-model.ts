import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LogChange } from '../../application/movement-log/movement-log.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { printLabels, UnknownPrinter } from '../../application/printing/print-labels';
import { PrintPreferences } from '../../application/printing/print-preferences';
import type { PrinterDto, PrintingApi, TemplateDto } from '../../application/printing/printing-api.port';
import { movementLabelLines, type MovementLabelLine } from '../../domain/printing/movement-labels';
import { labelsCs, parseCopies, type PrintGenerateItem } from '../../domain/printing/print-items';
import { resolveManualSettings, type PrintSettings } from '../../domain/printing/print-settings';

export interface ReprintDeps {
  api: PrintingApi;
  ids: IdGenerator;
  store: KeyValueStore;
  shop: () => { eshopId: number; printSettings: PrintSettings } | null;
}

export interface ReprintLine extends MovementLabelLine {
  copiesText: string;
}

/**
 * Reprint from the movement log: the product labels of one movement, each with its copies (by default the
 * pieces it moved), on a printer and template chosen in the dialog (by default this device's manual settings).
 */
export class LabelReprintViewModel {
  change: LogChange | null = null;
  lines: readonly ReprintLine[] = [];
  printers: readonly PrinterDto[] = [];
  templates: readonly TemplateDto[] = [];
  printer: string | null = null;
  template: number | null = null;
  busy = false;
  error: string | null = null;
  /** What the last print did, shown above the log once the dialog closed. */
  result: { intent: 'success' | 'warning'; text: string } | null = null;
  private readonly preferences: PrintPreferences;

  constructor(private readonly deps: ReprintDeps) {
    this.preferences = new PrintPreferences(deps.store);
    makeObservable(this, {
      change: observableRef,
      lines: observableRef,
      printers: observableRef,
      templates: observableRef,
      printer: observable,
      template: observable,
      busy: observable,
      error: observable,
      result: observableRef,
      closed: action,
      copiesChanged: action,
      printerChosen: action,
      templateChosen: action,
    });
  }

  get visiblePrinters(): PrinterDto[] {
    return this.printers.filter((p) => p.is_visible && p.is_active);
  }

  async opened(change: LogChange): Promise<void> {
    const shop = this.deps.shop();
    const manual = shop ? resolveManualSettings(shop.printSettings, this.preferences.read()) : {};
    runInAction(() => {
      this.change = change;
      this.lines = movementLabelLines(change.details).map((l) => ({ ...l, copiesText: String(l.copies) }));
      this.error = null;
      this.result = null;
      this.busy = true;
    });
    try {
      const [printers, templates] = await Promise.all([this.deps.api.printers(), this.deps.api.templates()]);
      runInAction(() => {
        this.printers = printers;
        this.templates = templates.filter((t) => t.type.type === 'shoptet-product');
        this.printer ??= manual.productPrinter ?? manual.printer ?? null;
        this.template ??= manual.productTemplate ?? this.templates[0]?.id ?? null;
      });
    } catch (e) {
      runInAction(() => (this.error = describeFailure(e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  closed(): void {
    this.change = null;
  }
  copiesChanged(index: number, text: string): void {
    this.lines = this.lines.map((l, i) => (i === index ? { ...l, copiesText: text } : l));
  }
  printerChosen(identifier: string | null): void {
    this.printer = identifier;
  }
  templateChosen(id: number | null): void {
    this.template = id;
  }

  /** The generate items of the dialog, or the Czech reason it describes none. */
  private items(): PrintGenerateItem[] | string {
    const shop = this.deps.shop();
    if (!shop) return 'Nastavení e-shopu se ještě nenačetlo.';
    if (!this.printer) return 'Vyberte tiskárnu.';
    if (this.template === null) return 'Vyberte šablonu štítku.';
    const items: PrintGenerateItem[] = [];
    for (const line of this.lines) {
      const copies = parseCopies(line.copiesText);
      if (typeof copies === 'string') return `${line.code}: ${copies}`;
      const data = { code: line.code, ...(line.sarze_id ? { sarze_id: line.sarze_id } : {}) };
      items.push({ data_source: 'shoptet-product', copies, data, template_id: this.template, eshop_id: shop.eshopId });
    }
    return items.length ? items : 'Pohyb neobsahuje žádný produkt.';
  }

  async printClicked(): Promise<void> {
    const items = this.items();
    if (typeof items === 'string') return runInAction(() => void (this.error = items));
    const printer = this.printer!;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const printed = await printLabels(this.deps.api, this.deps.ids, this.printers, { printer, items });
      runInAction(() => {
        this.result = printed.job.detail
          ? { intent: 'warning', text: printed.job.detail }
          : {
              intent: 'success',
              text: `Pohyb ${this.change?.id}: ${labelsCs(printed.labels)} odesláno na tiskárnu „${printed.job.printer}“ (úloha č. ${printed.job.job_id}).`,
            };
        this.change = null;
      });
    } catch (e) {
      runInAction(() => (this.error = e instanceof UnknownPrinter ? e.message : describeFailure(e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
