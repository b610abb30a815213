import { describe, expect, it } from 'vitest';
import { loadSavedCameraId, loadScannerSettings, saveCameraId, saveScannerSettings } from './scanner-preferences';
import { MemoryStore } from '../testing/memory-store';

describe('scanner preferences', () => {
  it('keeps mode and persistent under the key virtualScanner', () => {
    const store = new MemoryStore();
    saveScannerSettings(store, { mode: 'confirm', persistent: true });
    expect(JSON.parse(store.get('virtualScanner') ?? '')).toEqual({ mode: 'confirm', persistent: true });
    expect(loadScannerSettings(store)).toEqual({ mode: 'confirm', persistent: true });
  });

  it('R-CAM-06 keeps the chosen camera under virtualScanCameraGuid and forgets it on null', () => {
    const store = new MemoryStore();
    saveCameraId(store, 'cam-7');
    expect(store.get('virtualScanCameraGuid')).toBe('cam-7');
    expect(loadSavedCameraId(store)).toBe('cam-7');
    saveCameraId(store, null);
    expect(loadSavedCameraId(store)).toBeNull();
  });
});
