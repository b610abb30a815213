// Reads and writes the scanner's local settings through the store port, with the domain's parsing.
import {
  SCANNER_CAMERA_KEY,
  SCANNER_SETTINGS_KEY,
  parseScannerSettings,
  serializeScannerSettings,
  type ScannerSettings,
} from '../../domain/scanner/scanner-settings';
import type { KeyValueStore } from '../ports/key-value-store.port';

export function loadScannerSettings(store: KeyValueStore): ScannerSettings {
  return parseScannerSettings(store.get(SCANNER_SETTINGS_KEY));
}

export function saveScannerSettings(store: KeyValueStore, settings: ScannerSettings): void {
  store.set(SCANNER_SETTINGS_KEY, serializeScannerSettings(settings));
}

export function loadSavedCameraId(store: KeyValueStore): string | null {
  const id = store.get(SCANNER_CAMERA_KEY);
  return id && id.length > 0 ? id : null;
}

export function saveCameraId(store: KeyValueStore, id: string | null): void {
  if (id) store.set(SCANNER_CAMERA_KEY, id);
  else store.remove(SCANNER_CAMERA_KEY);
}
