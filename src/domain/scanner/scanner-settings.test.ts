import { describe, expect, it } from 'vitest';
import {
  canDismissByOutsideTap,
  defaultScannerSettings,
  parseScannerSettings,
  serializeScannerSettings,
} from './scanner-settings';
import { BARCODE_FORMATS } from './barcode-format';

describe('scanner settings', () => {
  it('R-CAM-07 outside tap cannot dismiss in continious mode or when persistent', () => {
    expect(canDismissByOutsideTap({ mode: 'continious', persistent: false })).toBe(false);
    expect(canDismissByOutsideTap({ mode: 'confirm', persistent: true })).toBe(false);
    expect(canDismissByOutsideTap({ mode: 'once', persistent: true })).toBe(false);
    expect(canDismissByOutsideTap({ mode: 'confirm', persistent: false })).toBe(true);
    expect(canDismissByOutsideTap({ mode: 'once', persistent: false })).toBe(true);
  });

  it('settings survive a round trip through storage text', () => {
    const settings = { mode: 'once', persistent: true } as const;
    expect(parseScannerSettings(serializeScannerSettings(settings))).toEqual(settings);
  });

  it('unreadable stored settings fall back field by field', () => {
    expect(parseScannerSettings(null)).toEqual(defaultScannerSettings);
    expect(parseScannerSettings('{not json')).toEqual(defaultScannerSettings);
    expect(parseScannerSettings('{"mode":"continuous","persistent":true}')).toEqual({
      mode: 'continious',
      persistent: true,
    });
    expect(parseScannerSettings('{"mode":"confirm","persistent":"yes"}')).toEqual({
      mode: 'confirm',
      persistent: false,
    });
  });

  it('R-CAM-11 all seventeen formats of the spec are listed', () => {
    expect(BARCODE_FORMATS).toHaveLength(17);
  });
});
