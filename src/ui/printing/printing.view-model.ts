import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LayoutApi, SectorDto, ZoneDto } from '../../application/layout/layout-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { printLabels, UnknownPrinter } from '../../application/printing/print-labels';
import { PrintPreferences } from '../../application/printing/print-preferences';
import type { PrinterDto, PrintingApi, PrintJobDto, TemplateDto } from '../../application/printing/printing-api.port';
import type { PrintGenerateItem, LocationLabelData } from '../../domain/printing/print-items';
import { labelsCs, parseCopies } from '../../domain/printing/print-items';
import {
  resolvePrintSettings,
  type AutomatedPrintSettings,
  type ManualPrintSettings,
  type PrintSettings,
} from '../../domain/printing/print-settings';

export type LocationScope = 'location' | 'sector' | 'zone' | 'all';
export type LabelKind = 'product' | 'location';

export interface PrintingShop {
  eshopId: number;
  printSettings: PrintSettings;
  /** Keeps the app's copy of the shop config in step after "save as the shop's defaults". */
  shopDefaultsSaved(settings: PrintSettings): void;
}

export interface Ports {
  api: PrintingApi;
  /** POST /update_print_settings/ (SPEC 7): the shop's defaults. */
  config: Pick<ConfigApi, 'updatePrintSettings'>;
  layout: LayoutApi;
  store: KeyValueStore;
  ids: IdGenerator;
  /** Waits between two looks at a job's state (a timer in the app, immediate in tests). */
  pause: (ms: number) => Promise<void>;
}

const JOB_WATCH_LOOKS = 40;

/**
 * /printing: product labels (code or EAN, batch, copies) and location labels (a location, a sector, a zone
 * or all), each with its printer and template; a PDF preview; the manual and automated settings of this
 * device and the shop's defaults.
 */
export class PrintingViewModel {
  printers: readonly PrinterDto[] = [];
  templates: readonly TemplateDto[] = [];
  sectors: readonly SectorDto[] = [];
  zones: readonly ZoneDto[] = [];
  loading = false;
  busy = false;
  error: string | null = null;
  notice: string | null = null;
  job: PrintJobDto | null = null;
  previewUrl: string | null = null;
  agentToken: string | null = null;

  productCode = '';
  batchName = '';
  productCopies = '1';
  locationScope: LocationScope = 'sector';
  locationName = '';
  sectorId: number | null = null;
  zoneId: number | null = null;
  locationCopies = '1';

  manual: ManualPrintSettings = {};
  automated: AutomatedPrintSettings = {};
  manualUseDefaults = false;
  autoUseDefaults = false;
  printOnScan = false;

  private readonly preferences: PrintPreferences;

  constructor(
    private readonly ports: Ports,
    private readonly shop: PrintingShop,
  ) {
    this.preferences = new PrintPreferences(ports.store);
    this.applyStoredSettings();
    makeObservable(this, {
      printers: observableRef,
      templates: observableRef,
      sectors: observableRef,
      zones: observableRef,
      loading: observable,
      busy: observable,
      error: observable,
      notice: observable,
      job: observableRef,
      previewUrl: observable,
      agentToken: observable,
      productCode: observable,
      batchName: observable,
      productCopies: observable,
      locationScope: observable,
      locationName: observable,
      sectorId: observable,
      zoneId: observable,
      locationCopies: observable,
      manual: observableRef,
      automated: observableRef,
      manualUseDefaults: observable,
      autoUseDefaults: observable,
      printOnScan: observable,
      productTemplates: computed,
      locationTemplates: computed,
      visiblePrinters: computed,
      fieldChanged: action,
      manualChanged: action,
      automatedChanged: action,
      flagChanged: action,
      errorDismissed: action,
      previewClosed: action,
    });
  }

  /** The settings in force: the shop's print_settings under what this device saved (R-PRN-01..03). */
  private applyStoredSettings(): void {
    const saved = this.preferences.read();
    const resolved = resolvePrintSettings(this.shop.printSettings, saved);
    this.manual = resolved.manual;
    this.automated = resolved.automated;
    this.manualUseDefaults = saved.manualPrintUseDefaults;
    this.autoUseDefaults = saved.autoPrintUseDefaults;
    this.printOnScan = saved.printOnScan;
  }

  get productTemplates(): TemplateDto[] {
    return this.templates.filter((t) => t.type.type === 'shoptet-product');
  }
  get locationTemplates(): TemplateDto[] {
    return this.templates.filter((t) => t.type.type === 'stock-position');
  }
  get visiblePrinters(): PrinterDto[] {
    return this.printers.filter((p) => p.is_visible && p.is_active);
  }

  printerFor(kind: LabelKind): string | null {
    return (
      (kind === 'product' ? this.manual.productPrinter : this.manual.locationPrinter) ?? this.manual.printer ?? null
    );
  }
  templateFor(kind: LabelKind): number | null {
    const chosen = kind === 'product' ? this.manual.productTemplate : this.manual.locationTemplate;
    const list = kind === 'product' ? this.productTemplates : this.locationTemplates;
    return chosen ?? list[0]?.id ?? null;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [printers, templates, sectors, zones] = await Promise.all([
        this.ports.api.printers(),
        this.ports.api.templates(),
        this.ports.layout.sectors(),
        this.ports.layout.zones(),
      ]);
      runInAction(() => {
        this.printers = printers;
        this.templates = templates;
        this.sectors = sectors;
        this.zones = zones;
        this.sectorId ??= sectors[0]?.id ?? null;
        this.zoneId ??= zones[0]?.id ?? null;
      });
    } catch (e) {
      this.fail(e);
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /**
   * Another device or the print agent changed printers or jobs of this e-shop: the printer list and the
   * shown job's state are fetched again. What the worker is filling in is not touched.
   */
  async printingChanged(): Promise<void> {
    try {
      const jobId = this.job?.job_id;
      const [printers, job] = await Promise.all([
        this.ports.api.printers(),
        jobId === undefined ? null : this.ports.api.job(jobId).then((r) => r.data),
      ]);
      runInAction(() => {
        this.printers = printers;
        if (job && job.job_id === this.job?.job_id) this.job = job;
      });
    } catch (e) {
      this.fail(e);
    }
  }

  fieldChanged<K extends 'productCode' | 'batchName' | 'productCopies' | 'locationName' | 'locationCopies'>(
    field: K,
    value: string,
  ): void {
    this[field] = value;
  }
  locationScopeChanged = action((scope: LocationScope) => {
    this.locationScope = scope;
  });
  sectorChosen = action((id: number) => {
    this.sectorId = id;
  });
  zoneChosen = action((id: number) => {
    this.zoneId = id;
  });

  manualChanged(patch: Partial<ManualPrintSettings>): void {
    this.manual = { ...this.manual, ...patch };
  }
  automatedChanged(patch: Partial<AutomatedPrintSettings>): void {
    this.automated = { ...this.automated, ...patch };
  }
  flagChanged(flag: 'manualPrintUseDefaults' | 'autoPrintUseDefaults' | 'printOnScan', on: boolean): void {
    this.preferences.setFlag(flag, on);
    if (flag === 'manualPrintUseDefaults') this.manualUseDefaults = on;
    else if (flag === 'autoPrintUseDefaults') this.autoUseDefaults = on;
    else this.printOnScan = on;
  }

  errorDismissed(): void {
    this.error = null;
  }
  previewClosed(): void {
    this.previewUrl = null;
  }

  /** The labels the form describes, or a Czech reason why it describes none. */
  itemsFor(kind: LabelKind): PrintGenerateItem[] | string {
    const template = this.templateFor(kind);
    if (template === null) return 'Vyberte šablonu štítku.';
    const copies = parseCopies(kind === 'product' ? this.productCopies : this.locationCopies);
    if (typeof copies === 'string') return copies;
    if (kind === 'product') {
      const code = this.productCode.trim();
      if (!code) return 'Zadejte nebo naskenujte kód či EAN produktu.';
      const batch = this.batchName.trim();
      const data = { code, ...(batch ? { batch_name: batch } : {}) };
      return [{ data_source: 'shoptet-product', copies, data, template_id: template, eshop_id: this.shop.eshopId }];
    }
    const data = this.locationData();
    if (typeof data === 'string') return data;
    return [{ data_source: 'stock-position', copies, data, template_id: template, eshop_id: this.shop.eshopId }];
  }

  private locationData(): LocationLabelData | string {
    switch (this.locationScope) {
      case 'location':
        return this.locationName.trim()
          ? { location_name: this.locationName.trim() }
          : 'Zadejte nebo naskenujte pozici.';
      case 'sector':
        return this.sectorId !== null ? { sector_id: this.sectorId } : 'Vyberte sektor.';
      case 'zone':
        return this.zoneId !== null ? { zone_id: this.zoneId } : 'Vyberte zónu.';
      case 'all':
        return { all: true };
    }
  }

  async printClicked(kind: LabelKind): Promise<void> {
    const items = this.itemsFor(kind);
    const printer = this.printerFor(kind);
    if (typeof items === 'string') return this.refuse(items);
    if (!printer) return this.refuse('Vyberte tiskárnu.');
    await this.run(async () => {
      const printed = await printLabels(this.ports.api, this.ports.ids, this.printers, { printer, items });
      runInAction(() => {
        this.job = printed.job;
        this.notice =
          printed.job.detail ?? `${labelsCs(printed.labels)} odesláno na tiskárnu „${printed.job.printer}“.`;
      });
      await this.watch(printed.job.job_id);
    });
  }

  async previewClicked(kind: LabelKind): Promise<void> {
    const items = this.itemsFor(kind);
    if (typeof items === 'string') return this.refuse(items);
    await this.run(async () => {
      const generated = await this.ports.api.generate({ data: items });
      runInAction(() => {
        this.previewUrl = generated.data.pdf;
        this.notice = `Náhled: ${labelsCs(generated.data.labels)}, ${generated.data.pages} ${pagesCs(generated.data.pages)}.`;
      });
    });
  }

  /** Follows the job until the agent reports it (printed or failed), or the printer is offline. */
  private async watch(jobId: number): Promise<void> {
    for (let look = 0; look < JOB_WATCH_LOOKS; look++) {
      const { data } = await this.ports.api.job(jobId);
      runInAction(() => (this.job = data));
      if (data.status === 'printed' || data.status === 'failed' || !data.is_present) return;
      await this.ports.pause(500);
    }
  }

  saveDeviceClicked(): void {
    this.preferences.saveManual(this.manual);
    this.preferences.saveAutomated(this.automated);
    this.notice = 'Nastavení tisku uloženo v tomto zařízení.';
    this.error = null;
  }

  async saveShopDefaultsClicked(): Promise<void> {
    await this.run(async () => {
      const settings = { manual: this.manual, automated: this.automated };
      await this.ports.config.updatePrintSettings(settings);
      this.shop.shopDefaultsSaved(settings);
      runInAction(() => (this.notice = 'Nastavení tisku uloženo jako výchozí pro celý e-shop.'));
    });
  }

  async connectComputerClicked(name: string): Promise<void> {
    await this.run(async () => {
      const made = await this.ports.api.createAgentToken(name.trim() || 'Počítač s tiskárnou');
      runInAction(() => (this.agentToken = made.token));
    });
  }

  private refuse(message: string): void {
    this.error = message;
    this.notice = null;
  }

  private async run(work: () => Promise<void>): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.notice = null;
    });
    try {
      await work();
    } catch (e) {
      this.fail(e);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private fail(e: unknown): void {
    runInAction(() => (this.error = e instanceof UnknownPrinter ? e.message : describeFailure(e)));
  }
}

function pagesCs(n: number): string {
  if (n === 1) return 'strana';
  if (n >= 2 && n <= 4) return 'strany';
  return 'stran';
}
