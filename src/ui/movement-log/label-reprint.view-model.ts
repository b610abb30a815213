import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LogChange } from '../../application/movement-log/movement-log.port';
import {
  ReprintLabels,
  type ReprintLine,
  type ReprintPorts,
  type ReprintResult,
} from '../../application/movement-log/reprint-labels';
import type { PrinterDto, TemplateDto } from '../../application/printing/printing-api.port';

/**
 * The reprint dialog of the movement log: the movement's label lines with their copies as typed, the printer and
 * template chosen. What they mean and printing them is the ReprintLabels use case's.
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
  result: ReprintResult | null = null;
  private readonly reprint: ReprintLabels;

  constructor(deps: ReprintPorts) {
    this.reprint = new ReprintLabels(deps);
    makeAutoObservable<this, 'reprint'>(
      this,
      {
        change: observableRef,
        lines: observableRef,
        printers: observableRef,
        templates: observableRef,
        result: observableRef,
        reprint: false,
      },
      { autoBind: true },
    );
  }

  get visiblePrinters(): PrinterDto[] {
    return this.printers.filter((p) => p.is_visible && p.is_active);
  }

  async opened(change: LogChange): Promise<void> {
    const choosing = this.reprint.choices();
    runInAction(() => {
      this.change = change;
      this.lines = this.reprint.linesOf(change);
      this.error = null;
      this.result = null;
      this.busy = true;
    });
    const choices = await choosing;
    runInAction(() => {
      this.busy = false;
      if ('failed' in choices) return void (this.error = choices.failed);
      this.printers = choices.printers;
      this.templates = choices.templates;
      this.printer ??= choices.printer;
      this.template ??= choices.template;
    });
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

  async printClicked(): Promise<void> {
    const items = this.reprint.items(this);
    if (typeof items === 'string') return runInAction(() => void (this.error = items));
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    const order = { changeId: this.change?.id, printers: this.printers, printer: this.printer!, items };
    const answer = await this.reprint.print(order);
    runInAction(() => {
      this.busy = false;
      if ('failed' in answer) return void (this.error = answer.failed);
      this.result = answer.printed;
      this.change = null;
    });
  }
}
