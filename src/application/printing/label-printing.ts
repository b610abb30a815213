import type { LocationLabelData, PrintGenerateItem } from '../../domain/printing/print-items';
import { labelsCs, parseCopies } from '../../domain/printing/print-items';
import type { ManualPrintSettings, PrintSettings } from '../../domain/printing/print-settings';
import { pagesCs } from '../../domain/text/czech-plural';
import type { LayoutApi, SectorDto, ZoneDto } from '../layout/layout-api.port';
import type { ConfigApi } from '../ports/config-api.port';
import type { IdGenerator } from '../ports/id-generator.port';
import { describeFailure } from '../errors';
import { printLabels, UnknownPrinter } from './print-labels';
import type { PrinterDto, PrintingApi, PrintJobDto, TemplateDto } from './printing-api.port';

// The use cases of /printing: what a label form describes, printing it and following the job, the preview,
// the shop's defaults and pairing a computer. The screen keeps only what is typed and shown.

export type LocationScope = 'location' | 'sector' | 'zone' | 'all';
export type LabelKind = 'product' | 'location';

/** What the two label forms hold, as typed. */
export interface LabelForm {
  productCode: string;
  batchName: string;
  productCopies: string;
  locationScope: LocationScope;
  locationName: string;
  sectorId: number | null;
  zoneId: number | null;
  locationCopies: string;
}

export interface LabelPrintingPorts {
  api: PrintingApi;
  /** POST /update_print_settings/ (SPEC 7): the shop's defaults. */
  config: Pick<ConfigApi, 'updatePrintSettings'>;
  layout: Pick<LayoutApi, 'sectors' | 'zones'>;
  ids: IdGenerator;
  /** Waits between two looks at a job's state (a timer in the app, immediate in tests). */
  pause: (ms: number) => Promise<void>;
}

export interface PrintingCatalogue {
  printers: readonly PrinterDto[];
  templates: readonly TemplateDto[];
  sectors: readonly SectorDto[];
  zones: readonly ZoneDto[];
}

const JOB_WATCH_LOOKS = 40;

export const templatesOf = (templates: readonly TemplateDto[], kind: LabelKind): TemplateDto[] =>
  templates.filter((t) => t.type.type === (kind === 'product' ? 'shoptet-product' : 'stock-position'));

/** R-PRN-01..03: the printer of a kind of label, else the manual default printer. */
export function printerFor(manual: ManualPrintSettings, kind: LabelKind): string | null {
  return (kind === 'product' ? manual.productPrinter : manual.locationPrinter) ?? manual.printer ?? null;
}

/** The chosen template of a kind of label, else the first template of that kind. */
export function templateFor(manual: ManualPrintSettings, templates: readonly TemplateDto[], kind: LabelKind) {
  const chosen = kind === 'product' ? manual.productTemplate : manual.locationTemplate;
  return chosen ?? templatesOf(templates, kind)[0]?.id ?? null;
}

/** The labels a form describes, or a Czech reason why it describes none. */
export function labelItems(
  form: LabelForm,
  kind: LabelKind,
  template: number | null,
  eshopId: number,
): PrintGenerateItem[] | string {
  if (template === null) return 'Vyberte šablonu štítku.';
  const copies = parseCopies(kind === 'product' ? form.productCopies : form.locationCopies);
  if (typeof copies === 'string') return copies;
  if (kind === 'product') {
    const code = form.productCode.trim();
    if (!code) return 'Zadejte nebo naskenujte kód či EAN produktu.';
    const batch = form.batchName.trim();
    const data = { code, ...(batch ? { batch_name: batch } : {}) };
    return [{ data_source: 'shoptet-product', copies, data, template_id: template, eshop_id: eshopId }];
  }
  const data = locationData(form);
  if (typeof data === 'string') return data;
  return [{ data_source: 'stock-position', copies, data, template_id: template, eshop_id: eshopId }];
}

export interface PrintOrder {
  printer: string;
  items: PrintGenerateItem[];
}

/** R-PRN-01..03: what a form sends to print, the labels and their printer, or a Czech reason why nothing. */
export function printOrder(
  form: LabelForm,
  kind: LabelKind,
  manual: ManualPrintSettings,
  templates: readonly TemplateDto[],
  eshopId: number,
): PrintOrder | string {
  const items = labelItems(form, kind, templateFor(manual, templates, kind), eshopId);
  if (typeof items === 'string') return items;
  const printer = printerFor(manual, kind);
  return printer ? { printer, items } : 'Vyberte tiskárnu.';
}

/** A failed call as the screen says it: an unknown printer by its own text, the rest as every screen does. */
export function printingFailureText(e: unknown): string {
  return e instanceof UnknownPrinter ? e.message : describeFailure(e);
}

export const SAVED_ON_DEVICE = 'Nastavení tisku uloženo v tomto zařízení.';

function locationData(form: LabelForm): LocationLabelData | string {
  switch (form.locationScope) {
    case 'location':
      return form.locationName.trim() ? { location_name: form.locationName.trim() } : 'Zadejte nebo naskenujte pozici.';
    case 'sector':
      return form.sectorId !== null ? { sector_id: form.sectorId } : 'Vyberte sektor.';
    case 'zone':
      return form.zoneId !== null ? { zone_id: form.zoneId } : 'Vyberte zónu.';
    case 'all':
      return { all: true };
  }
}

export class LabelPrinting {
  constructor(private readonly ports: LabelPrintingPorts) {}

  async catalogue(): Promise<PrintingCatalogue> {
    const [printers, templates, sectors, zones] = await Promise.all([
      this.ports.api.printers(),
      this.ports.api.templates(),
      this.ports.layout.sectors(),
      this.ports.layout.zones(),
    ]);
    return { printers, templates, sectors, zones };
  }

  /** The printers again and, when a job is shown, its state (another device or the agent changed them). */
  async refreshed(jobId: number | undefined): Promise<{ printers: readonly PrinterDto[]; job: PrintJobDto | null }> {
    const [printers, job] = await Promise.all([
      this.ports.api.printers(),
      jobId === undefined ? null : this.ports.api.job(jobId).then((r) => r.data),
    ]);
    return { printers, job };
  }

  /**
   * R-PRN-06: generates the labels and sends them to the printer, then follows the job until the agent reports
   * it (printed or failed) or the printer is offline. `sent` gets what to tell the worker once it is sent,
   * `seen` each state of the job.
   */
  async print(
    printers: readonly PrinterDto[],
    order: PrintOrder,
    seen: (job: PrintJobDto) => void,
    sent: (notice: string) => void,
  ): Promise<void> {
    const printed = await printLabels(this.ports.api, this.ports.ids, printers, order);
    seen(printed.job);
    sent(printed.job.detail ?? `${labelsCs(printed.labels)} odesláno na tiskárnu „${printed.job.printer}“.`);
    await this.watch(printed.job.job_id, seen);
  }

  async preview(items: PrintGenerateItem[]): Promise<{ pdf: string; notice: string }> {
    const { data } = await this.ports.api.generate({ data: items });
    return { pdf: data.pdf, notice: `Náhled: ${labelsCs(data.labels)}, ${pagesCs(data.pages)}.` };
  }

  /** Stores the settings as the shop's defaults; answers what to tell the worker. */
  async saveShopDefaults(settings: PrintSettings): Promise<string> {
    await this.ports.config.updatePrintSettings(settings);
    return 'Nastavení tisku uloženo jako výchozí pro celý e-shop.';
  }

  /** A token for the print agent of a computer; a nameless computer gets a name that says what it is for. */
  async connectComputer(name: string): Promise<string> {
    return (await this.ports.api.createAgentToken(name.trim() || 'Počítač s tiskárnou')).token;
  }

  private async watch(jobId: number, seen: (job: PrintJobDto) => void): Promise<void> {
    for (let look = 0; look < JOB_WATCH_LOOKS; look++) {
      const { data } = await this.ports.api.job(jobId);
      seen(data);
      if (data.status === 'printed' || data.status === 'failed' || !data.is_present) return;
      await this.ports.pause(500);
    }
  }
}
