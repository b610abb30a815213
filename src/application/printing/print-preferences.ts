// The device's print preferences in local storage (SPEC 3 keys), read and written through KeyValueStore.
import {
  PRINT_STORAGE_KEYS,
  readSavedPreferences,
  type AutomatedPrintSettings,
  type ManualPrintSettings,
  type SavedPrintPreferences,
} from '../../domain/printing/print-settings';
import type { KeyValueStore } from '../ports/key-value-store.port';

export class PrintPreferences {
  constructor(private readonly store: KeyValueStore) {}

  read(): SavedPrintPreferences {
    return readSavedPreferences((key) => this.store.get(key));
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
