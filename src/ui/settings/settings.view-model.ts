import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DeviceSettings } from '../../application/config/device-settings';
import { ShopSettings, type ShopSettingsPorts } from '../../application/config/shop-settings';
import { describeFailure } from '../../application/errors';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { PrinterDto, PrintingApi, TemplateDto } from '../../application/printing/printing-api.port';
import type { AutomatedPrintSettings, ManualPrintSettings } from '../../domain/printing/print-settings';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import { whileBusy } from '../global/while-busy';

export interface SettingsDeps extends ShopSettingsPorts {
  printing: Pick<PrintingApi, 'printers' | 'templates'>;
  store: KeyValueStore;
  /** What this user may save: print defaults (sklad.tisk_stitku) and delimiters (sklad.multiean_krabice). */
  may: { print: boolean; delimiters: boolean };
}

export type SettingsPart = 'common' | 'print' | 'delimiters';

/**
 * /settings (sklad.nastaveni): the e-shop's common settings, print defaults and multi-EAN delimiters
 * (saved on the server), and this device's sounds, scanner mode and camera (saved at once, locally).
 */
export class SettingsViewModel {
  common: Record<string, boolean>;
  manual: ManualPrintSettings;
  automated: AutomatedPrintSettings;
  delimiters: string;
  num: string;
  printers: readonly PrinterDto[] = [];
  templates: readonly TemplateDto[] = [];

  playSounds: boolean;
  scanMode: ScanMode;
  persistent: boolean;
  cameraId: string | null;

  saving: SettingsPart | null = null;
  error: { part: SettingsPart; text: string } | null = null;
  saved: SettingsPart | null = null;

  private readonly shop: ShopSettings;
  private readonly device: DeviceSettings;

  constructor(private readonly deps: SettingsDeps) {
    this.shop = new ShopSettings(deps);
    this.device = new DeviceSettings(deps.store);
    ({
      common: this.common,
      manual: this.manual,
      automated: this.automated,
      delimiters: this.delimiters,
      num: this.num,
    } = this.shop.form());
    ({
      playSounds: this.playSounds,
      scanMode: this.scanMode,
      persistent: this.persistent,
      cameraId: this.cameraId,
    } = this.device.read());
    makeAutoObservable<this, 'deps' | 'shop' | 'device'>(
      this,
      {
        deps: false,
        shop: false,
        device: false,
        common: observableRef,
        manual: observableRef,
        automated: observableRef,
        printers: observableRef,
        templates: observableRef,
        error: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Printers and templates for the print defaults; without them the defaults still show as saved. */
  async load(): Promise<void> {
    if (!this.deps.may.print) return;
    try {
      const [printers, templates] = await Promise.all([this.deps.printing.printers(), this.deps.printing.templates()]);
      runInAction(() => {
        this.printers = printers;
        this.templates = templates;
      });
    } catch (e) {
      this.fail('print', e);
    }
  }

  get may(): SettingsDeps['may'] {
    return this.deps.may;
  }

  lockedReason(key: string): string | null {
    return this.shop.lockedReason(key);
  }

  commonToggled(key: string, on: boolean): void {
    this.common = this.shop.toggled(this.common, key, on);
  }
  manualChanged(patch: Partial<ManualPrintSettings>): void {
    this.manual = { ...this.manual, ...patch };
  }
  automatedChanged(patch: Partial<AutomatedPrintSettings>): void {
    this.automated = { ...this.automated, ...patch };
  }
  delimitersTyped(text: string): void {
    this.delimiters = text;
  }
  numTyped(text: string): void {
    this.num = text;
  }

  saveCommonClicked(): Promise<void> {
    return this.save('common', () => this.shop.saveCommon(this.common));
  }

  savePrintClicked(): Promise<void> {
    return this.save('print', () => this.shop.savePrint(this.manual, this.automated));
  }

  async saveDelimitersClicked(): Promise<void> {
    const form = { delimiters: this.delimiters, num: this.num };
    const refusal = this.shop.delimiterRefusal(form);
    if (refusal) return runInAction(() => void (this.error = { part: 'delimiters', text: refusal }));
    await this.save('delimiters', () => this.shop.saveDelimiters(form));
  }

  soundsToggled(on: boolean): void {
    this.playSounds = on;
    this.device.soundsChosen(on);
  }
  scanModeChosen(mode: ScanMode): void {
    this.scanMode = mode;
    this.device.scannerChosen(mode, this.persistent);
  }
  persistentToggled(on: boolean): void {
    this.persistent = on;
    this.device.scannerChosen(this.scanMode, on);
  }
  cameraForgotten(): void {
    this.cameraId = null;
    this.device.cameraForgotten();
  }

  private save(part: SettingsPart, work: () => Promise<void>): Promise<void> {
    return whileBusy(
      (on) => {
        this.saving = on ? part : null;
        if (on) this.error = this.saved = null;
      },
      async () => {
        await work();
        runInAction(() => (this.saved = part));
      },
      (e) => this.fail(part, e),
    );
  }

  private fail(part: SettingsPart, e: unknown): void {
    runInAction(() => (this.error = { part, text: describeFailure(e) }));
  }
}
