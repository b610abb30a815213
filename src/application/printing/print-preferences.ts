// The device's print preferences in local storage (SPEC 3 keys), read and written through KeyValueStore.
import {
  PRINT_STORAGE_KEYS,
  readSavedPreferences,
  resolvePrintSettings,
  type AutomatedPrintSettings,
  type ManualPrintSettings,
  type PrintSettings,
  type SavedPrintPreferences,
} from '../../domain/printing/print-settings';
import type { KeyValueStore } from '../ports/key-value-store.port';

export class PrintPreferences {
  constructor(private readonly store: KeyValueStore) {}

  read(): SavedPrintPreferences {
    return readSavedPreferences((key) => this.store.get(key));
  }

  /** The settings in force: the shop's print_settings under what this device saved (R-PRN-01..03), and its flags. */
  inForce(shop: PrintSettings) {
    const saved = this.read();
    return {
      ...resolvePrintSettings(shop, saved),
      manualUseDefaults: saved.manualPrintUseDefaults,
      autoUseDefaults: saved.autoPrintUseDefaults,
      printOnScan: saved.printOnScan,
    };
  }

  /** "Uložit v tomto zařízení": both kinds of settings at once. */
  saveDevice(manual: ManualPrintSettings, automated: AutomatedPrintSettings): void {
    this.saveManual(manual);
    this.saveAutomated(automated);
  }

  saveManual(settings: ManualPrintSettings): void {
    this.store.set(PRINT_STORAGE_KEYS.manualPrint, JSON.stringify(settings));
  }

  saveAutomated(settings: AutomatedPrintSettings): void {
    this.store.set(PRINT_STORAGE_KEYS.autoPrint, JSON.stringify(settings));
  }

  setFlag(key: 'manualPrintUseDefaults' | 'autoPrintUseDefaults' | 'printOnScan', on: boolean): void {
    this.store.set(PRINT_STORAGE_KEYS[key], on ? 'true' : 'false');
  }
}
