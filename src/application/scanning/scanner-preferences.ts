// Reads and writes the scanner's local settings through the store port, with the domain's parsing.
import {
  SCANNER_CAMERA_KEY,
  SCANNER_SETTINGS_KEY,
  parseScannerSettings,
  serializeScannerSettings,
  type ScannerSettings,
} from '../../domain/scanner/scanner-settings';
import type { ScannerKeyValueStore } from './scanner-settings.port';

export function loadScannerSettings(store: ScannerKeyValueStore): ScannerSettings {
  return parseScannerSettings(store.get(SCANNER_SETTINGS_KEY));
}

export function saveScannerSettings(store: ScannerKeyValueStore, settings: ScannerSettings): void {
  store.set(SCANNER_SETTINGS_KEY, serializeScannerSettings(settings));
}

export function loadSavedCameraId(store: ScannerKeyValueStore): string | null {
  const id = store.get(SCANNER_CAMERA_KEY);
  return id && id.length > 0 ? id : null;
}

export function saveCameraId(store: ScannerKeyValueStore, id: string | null): void {
  if (id) store.set(SCANNER_CAMERA_KEY, id);
  else store.remove(SCANNER_CAMERA_KEY);
}
