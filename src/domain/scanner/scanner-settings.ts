// Scanner settings kept on the device (SPEC 3 "Scanner settings"), stored under `virtualScanner`.
import { isScanMode, type ScanMode } from './scan-mode';

export interface ScannerSettings {
  readonly mode: ScanMode;
  readonly persistent: boolean;
}

export const SCANNER_SETTINGS_KEY = 'virtualScanner';
export const SCANNER_CAMERA_KEY = 'virtualScanCameraGuid';

// The spec names no default; continious suits scanning goods one after another.
export const defaultScannerSettings: ScannerSettings = { mode: 'continious', persistent: false };

// Stored text may come from an older version or be hand-edited; anything unreadable falls back
// field by field instead of losing the whole setting.
export function parseScannerSettings(stored: string | null): ScannerSettings {
  if (stored === null) return defaultScannerSettings;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return defaultScannerSettings;
  }
  if (typeof value !== 'object' || value === null) return defaultScannerSettings;
  const record = value as Record<string, unknown>;
  return {
    mode: isScanMode(record.mode) ? record.mode : defaultScannerSettings.mode,
    persistent: typeof record.persistent === 'boolean' ? record.persistent : defaultScannerSettings.persistent,
  };
}

export function serializeScannerSettings(settings: ScannerSettings): string {
  return JSON.stringify({ mode: settings.mode, persistent: settings.persistent });
}

// R-CAM-07: a stray tap must not end a run of scans.
export function canDismissByOutsideTap(settings: ScannerSettings): boolean {
  return settings.mode !== 'continious' && !settings.persistent;
}
