import { describe, expect, it } from 'vitest';
import { loadSavedCameraId, loadScannerSettings, saveCameraId, saveScannerSettings } from './scanner-preferences';
import type { KeyValueStore } from '../ports/key-value-store.port';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

describe('scanner preferences', () => {
  it('keeps mode and persistent under the key virtualScanner', () => {
    const store = memoryStore();
    saveScannerSettings(store, { mode: 'confirm', persistent: true });
    expect(JSON.parse(store.data.get('virtualScanner') ?? '')).toEqual({ mode: 'confirm', persistent: true });
    expect(loadScannerSettings(store)).toEqual({ mode: 'confirm', persistent: true });
  });

  it('R-CAM-06 keeps the chosen camera under virtualScanCameraGuid and forgets it on null', () => {
    const store = memoryStore();
    saveCameraId(store, 'cam-7');
    expect(store.data.get('virtualScanCameraGuid')).toBe('cam-7');
    expect(loadSavedCameraId(store)).toBe('cam-7');
    saveCameraId(store, null);
    expect(loadSavedCameraId(store)).toBeNull();
  });
});
