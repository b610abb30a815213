import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { EshopConfig } from '../../application/config/config-types';
import { describeFailure } from '../../application/errors';
import type { ConfigApi } from '../../application/ports/config-api.port';
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
import {
  changedSettings,
  commonSwitchValues,
  storedSwitchValues,
  lockedReason,
  parseDelimiterForm,
} from '../../domain/settings/common-settings';

export interface SettingsDeps {
  config: Pick<ConfigApi, 'updateCommonSettings' | 'updatePrintSettings' | 'updateMultieanDelimiters'>;
  printing: Pick<PrintingApi, 'printers' | 'templates'>;
  store: KeyValueStore;
  eshop: EshopConfig;
  /** Keeps the app's copy of the e-shop config in step after a save. */
  eshopSaved(patch: Partial<EshopConfig>): void;
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

  /** What the server holds as far as this screen knows: the config it opened with, plus its own saves. */
  private stored: { common: Record<string, unknown>; print: { manual: object; automated: object } };

  constructor(private readonly deps: SettingsDeps) {
    const { eshop, store } = deps;
    this.stored = { common: storedSwitchValues(eshop.common_settings), print: structuredClone(eshop.print_settings) };
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

  // Saves send only what differs from the values last loaded or saved (the server merges key by key),
  // so two people saving different switches at once both keep theirs.
  async saveCommonClicked(): Promise<void> {
    const values = changedSettings(this.common, this.stored.common) as Record<string, boolean>;
    await this.save('common', async () => {
      await this.deps.config.updateCommonSettings(values);
      this.stored.common = { ...this.stored.common, ...values };
      this.deps.eshopSaved({ common_settings: { ...this.deps.eshop.common_settings, ...values } });
    });
  }

  async savePrintClicked(): Promise<void> {
    const settings = {
      manual: changedSettings(this.manual, this.stored.print.manual),
      automated: changedSettings(this.automated, this.stored.print.automated),
    };
    await this.save('print', async () => {
      await this.deps.config.updatePrintSettings(settings);
      const { manual, automated } = this.stored.print;
      this.stored.print = {
        manual: { ...manual, ...settings.manual },
        automated: { ...automated, ...settings.automated },
      };
      this.deps.eshopSaved({ print_settings: { manual: { ...this.manual }, automated: { ...this.automated } } });
    });
  }

  async saveDelimitersClicked(): Promise<void> {
    const parsed = parseDelimiterForm({ delimiters: this.delimiters, num: this.num });
    if (typeof parsed === 'string') {
      runInAction(() => (this.error = { part: 'delimiters', text: parsed }));
      return;
    }
    await this.save('delimiters', async () => {
      await this.deps.config.updateMultieanDelimiters(parsed);
      this.deps.eshopSaved({ multiean_delimiters: parsed });
    });
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

  private async save(part: SettingsPart, work: () => Promise<void>): Promise<void> {
    runInAction(() => {
      this.saving = part;
      this.error = null;
      this.saved = null;
    });
    try {
      await work();
      runInAction(() => (this.saved = part));
    } catch (e) {
      this.fail(part, e);
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  private fail(part: SettingsPart, e: unknown): void {
    runInAction(() => (this.error = { part, text: describeFailure(e) }));
  }
}
