import { describe, expect, it } from 'vitest';
import { parseCameraSelector, selectorFor } from './camera-selector';

describe('camera selector', () => {
  it('R-CAM-09 accepts facingMode user or environment', () => {
    expect(parseCameraSelector({ facingMode: 'user' })).toEqual({ ok: true, selector: { facingMode: 'user' } });
    expect(parseCameraSelector({ facingMode: 'environment' })).toEqual({
      ok: true,
      selector: { facingMode: 'environment' },
    });
  });

  it('R-CAM-09 rejects any other facingMode', () => {
    expect(parseCameraSelector({ facingMode: 'left' })).toEqual({ ok: false, reason: 'badFacingMode' });
  });

  it('R-CAM-09 accepts a deviceId alone', () => {
    expect(parseCameraSelector({ deviceId: 'abc' })).toEqual({ ok: true, selector: { deviceId: 'abc' } });
    expect(parseCameraSelector({ deviceId: '' })).toEqual({ ok: false, reason: 'badDeviceId' });
  });

  it('R-CAM-09 needs exactly one key', () => {
    expect(parseCameraSelector({})).toEqual({ ok: false, reason: 'notExactlyOneKey' });
    expect(parseCameraSelector({ facingMode: 'user', deviceId: 'abc' })).toEqual({
      ok: false,
      reason: 'notExactlyOneKey',
    });
    expect(parseCameraSelector({ width: 3 })).toEqual({ ok: false, reason: 'notExactlyOneKey' });
    expect(parseCameraSelector('user')).toEqual({ ok: false, reason: 'notAnObject' });
  });

  it('R-CAM-06 a saved camera id selects that device, otherwise the back camera', () => {
    expect(selectorFor('cam-1')).toEqual({ deviceId: 'cam-1' });
    expect(selectorFor(null)).toEqual({ facingMode: 'environment' });
  });
});
