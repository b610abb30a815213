import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ShopSettings, type ShopSettingsPorts } from '../../application/config/shop-settings';
import { describeFailure } from '../../application/errors';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { PrinterDto, PrintingApi, TemplateDto } from '../../application/printing/printing-api.port';
import { PLAY_SOUNDS_KEY, soundsAllowed } from '../../application/scanning/scan-sounds';
import {
  loadSavedCameraId,
  loadScannerSettings,
  saveCameraId,
  saveScannerSettings,
} from '../../application/scanning/scanner-preferences';
import type { AutomatedPrintSettings, ManualPrintSettings } from '../../domain/printing/print-settings';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import { commonSwitchValues, lockedReason } from '../../domain/settings/common-settings';
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

  constructor(private readonly deps: SettingsDeps) {
    const { eshop, store } = deps;
    this.shop = new ShopSettings(deps);
    this.common = commonSwitchValues(eshop.common_settings, eshop);
    this.manual = { ...eshop.print_settings.manual };
    this.automated = { ...eshop.print_settings.automated };
    this.delimiters = eshop.multiean_delimiters.delimiters.join(' ');
    // the select offers the first or the second number; a stored other value means the first (R-SCAN-06)
    this.num = eshop.multiean_delimiters.num === 2 ? '2' : '1';
    this.playSounds = soundsAllowed(store);
    const scanner = loadScannerSettings(store);
    this.scanMode = scanner.mode;
    this.persistent = scanner.persistent;
    this.cameraId = loadSavedCameraId(store);
    makeObservable(this, {
      common: observableRef,
      manual: observableRef,
      automated: observableRef,
      delimiters: observable,
      num: observable,
      printers: observableRef,
      templates: observableRef,
      playSounds: observable,
      scanMode: observable,
      persistent: observable,
      cameraId: observable,
      saving: observable,
      error: observableRef,
      saved: observable,
      commonToggled: action,
      manualChanged: action,
      automatedChanged: action,
      delimitersTyped: action,
      numTyped: action,
      soundsToggled: action,
      scanModeChosen: action,
      persistentToggled: action,
      cameraForgotten: action,
    });
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
    return lockedReason(key, this.deps.eshop);
  }

  commonToggled(key: string, on: boolean): void {
    if (this.lockedReason(key)) return;
    this.common = { ...this.common, [key]: on };
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
    this.deps.store.set(PLAY_SOUNDS_KEY, on ? 'true' : 'false');
  }
  scanModeChosen(mode: ScanMode): void {
    this.scanMode = mode;
    saveScannerSettings(this.deps.store, { mode, persistent: this.persistent });
  }
  persistentToggled(on: boolean): void {
    this.persistent = on;
    saveScannerSettings(this.deps.store, { mode: this.scanMode, persistent: on });
  }
  cameraForgotten(): void {
    this.cameraId = null;
    saveCameraId(this.deps.store, null);
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
