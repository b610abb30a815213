import type { ScanMode } from '../../domain/scanner/scan-mode';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { PLAY_SOUNDS_KEY, soundsAllowed } from '../scanning/scan-sounds';
import {
  loadSavedCameraId,
  loadScannerSettings,
  saveCameraId,
  saveScannerSettings,
} from '../scanning/scanner-preferences';

/** What this device keeps for itself (never sent to the server): sounds, the scanner's mode, the chosen camera. */
export interface DevicePreferences {
  playSounds: boolean;
  scanMode: ScanMode;
  persistent: boolean;
  cameraId: string | null;
}

/**
 * The settings screen's device part: read once when the screen opens, and each change saved at once in
 * this device's storage under the keys the scanner and the sounds read them from.
 */
export class DeviceSettings {
  constructor(private readonly store: KeyValueStore) {}

  read(): DevicePreferences {
    const scanner = loadScannerSettings(this.store);
    return {
      playSounds: soundsAllowed(this.store),
      scanMode: scanner.mode,
      persistent: scanner.persistent,
      cameraId: loadSavedCameraId(this.store),
    };
  }

  soundsChosen(on: boolean): void {
    this.store.set(PLAY_SOUNDS_KEY, on ? 'true' : 'false');
  }

  scannerChosen(mode: ScanMode, persistent: boolean): void {
    saveScannerSettings(this.store, { mode, persistent });
  }

  cameraForgotten(): void {
    saveCameraId(this.store, null);
  }
}
