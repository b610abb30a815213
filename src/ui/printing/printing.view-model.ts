import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SectorDto, ZoneDto } from '../../application/layout/layout-api.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import {
  labelItems,
  LabelPrinting,
  printerFor,
  printingFailureText,
  printOrder,
  SAVED_ON_DEVICE,
  templateFor,
  templatesOf,
  type LabelKind,
  type LabelPrintingPorts,
  type LocationScope,
} from '../../application/printing/label-printing';
import { PrintPreferences } from '../../application/printing/print-preferences';
import type { PrinterDto, PrintJobDto, TemplateDto } from '../../application/printing/printing-api.port';
import type { AutomatedPrintSettings, ManualPrintSettings, PrintSettings } from '../../domain/printing/print-settings';
import { clearingMessages, whileBusy } from '../global/while-busy';

export type { LabelKind, LocationScope };

export interface PrintingShop {
  eshopId: number;
  printSettings: PrintSettings;
  /** Keeps the app's copy of the shop config in step after "save as the shop's defaults". */
  shopDefaultsSaved(settings: PrintSettings): void;
}

export type Ports = LabelPrintingPorts & { store: KeyValueStore };

/** The stored flags (SPEC 3 keys) and the fields that show them. */
const FLAG_FIELDS = {
  manualPrintUseDefaults: 'manualUseDefaults',
  autoPrintUseDefaults: 'autoUseDefaults',
  printOnScan: 'printOnScan',
} as const;

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
  private readonly printing: LabelPrinting;

  constructor(
    ports: Ports,
    private readonly shop: PrintingShop,
  ) {
    this.preferences = new PrintPreferences(ports.store);
    this.printing = new LabelPrinting(ports);
    Object.assign(this, this.preferences.inForce(shop.printSettings));
    makeAutoObservable<this, 'preferences' | 'printing' | 'shop'>(
      this,
      {
        ...{ printers: observableRef, templates: observableRef, sectors: observableRef, zones: observableRef },
        ...{ job: observableRef, manual: observableRef, automated: observableRef },
        ...{ preferences: false, printing: false, shop: false },
      },
      { autoBind: true },
    );
  }

  get productTemplates(): TemplateDto[] {
    return templatesOf(this.templates, 'product');
  }
  get locationTemplates(): TemplateDto[] {
    return templatesOf(this.templates, 'location');
  }
  get visiblePrinters(): PrinterDto[] {
    return this.printers.filter((p) => p.is_visible && p.is_active);
  }

  printerFor(kind: LabelKind): string | null {
    return printerFor(this.manual, kind);
  }
  templateFor(kind: LabelKind): number | null {
    return templateFor(this.manual, this.templates, kind);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { printers, templates, sectors, zones } = await this.printing.catalogue();
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
      const { printers, job } = await this.printing.refreshed(this.job?.job_id);
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
  locationScopeChanged(scope: LocationScope): void {
    this.locationScope = scope;
  }
  sectorChosen(id: number): void {
    this.sectorId = id;
  }
  zoneChosen(id: number): void {
    this.zoneId = id;
  }

  manualChanged(patch: Partial<ManualPrintSettings>): void {
    this.manual = { ...this.manual, ...patch };
  }
  automatedChanged(patch: Partial<AutomatedPrintSettings>): void {
    this.automated = { ...this.automated, ...patch };
  }
  flagChanged(flag: 'manualPrintUseDefaults' | 'autoPrintUseDefaults' | 'printOnScan', on: boolean): void {
    this.preferences.setFlag(flag, on);
    this[FLAG_FIELDS[flag]] = on;
  }

  errorDismissed(): void {
    this.error = null;
  }
  previewClosed(): void {
    this.previewUrl = null;
  }

  async printClicked(kind: LabelKind): Promise<void> {
    const order = printOrder(this, kind, this.manual, this.templates, this.shop.eshopId);
    if (typeof order === 'string') return this.refuse(order);
    await this.run(() =>
      this.printing.print(
        this.printers,
        order,
        (job) => runInAction(() => (this.job = job)),
        (notice) => runInAction(() => (this.notice = notice)),
      ),
    );
  }

  async previewClicked(kind: LabelKind): Promise<void> {
    const items = labelItems(this, kind, this.templateFor(kind), this.shop.eshopId);
    if (typeof items === 'string') return this.refuse(items);
    await this.run(async () => {
      const preview = await this.printing.preview(items);
      runInAction(() => {
        this.previewUrl = preview.pdf;
        this.notice = preview.notice;
      });
    });
  }

  saveDeviceClicked(): void {
    this.preferences.saveDevice(this.manual, this.automated);
    this.notice = SAVED_ON_DEVICE;
    this.error = null;
  }

  async saveShopDefaultsClicked(): Promise<void> {
    await this.run(async () => {
      const settings = { manual: this.manual, automated: this.automated };
      const notice = await this.printing.saveShopDefaults(settings);
      this.shop.shopDefaultsSaved(settings);
      runInAction(() => (this.notice = notice));
    });
  }

  async connectComputerClicked(name: string): Promise<void> {
    await this.run(async () => {
      const token = await this.printing.connectComputer(name);
      runInAction(() => (this.agentToken = token));
    });
  }

  private refuse(message: string): void {
    this.error = message;
    this.notice = null;
  }

  private run(work: () => Promise<void>): Promise<void> {
    return whileBusy(clearingMessages(this), work, (e) => this.fail(e));
  }

  private fail(e: unknown): void {
    runInAction(() => (this.error = printingFailureText(e)));
  }
}
