import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../testing/memory-store';
import { DeviceSettings } from './device-settings';

describe('the settings of this device (use case)', () => {
  it('reads what the scanner and the sounds read, and saves each change at once', () => {
    const store = new MemoryStore();
    const device = new DeviceSettings(store);
    const before = device.read();
    device.soundsChosen(!before.playSounds);
    device.scannerChosen('once', !before.persistent);
    expect(new DeviceSettings(store).read()).toEqual({
      ...before,
      playSounds: !before.playSounds,
      scanMode: 'once',
      persistent: !before.persistent,
    });
    device.cameraForgotten();
    expect(device.read().cameraId).toBeNull();
  });
});
