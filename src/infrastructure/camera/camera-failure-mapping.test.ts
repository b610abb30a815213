import { describe, expect, it } from 'vitest';
import { reasonForGetUserMediaError } from './camera-failure-mapping';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('getUserMedia failures', () => {
  it('R-CAM-10 a refused permission is permissionDenied', () => {
    expect(reasonForGetUserMediaError(domError('NotAllowedError'))).toBe('permissionDenied');
    expect(reasonForGetUserMediaError(domError('SecurityError'))).toBe('permissionDenied');
  });

  it('R-CAM-10 a missing or vanished camera is noCamera', () => {
    expect(reasonForGetUserMediaError(domError('NotFoundError'))).toBe('noCamera');
    expect(reasonForGetUserMediaError(domError('OverconstrainedError'))).toBe('noCamera');
  });

  it('R-CAM-10 a busy camera or driver failure is errorGettingUserMedia', () => {
    expect(reasonForGetUserMediaError(domError('NotReadableError'))).toBe('errorGettingUserMedia');
    expect(reasonForGetUserMediaError('weird')).toBe('errorGettingUserMedia');
  });

  it('R-CAM-10 a browser without streaming support is cameraStreamingNotSupported', () => {
    expect(reasonForGetUserMediaError(new TypeError('undefined is not a function'))).toBe(
      'cameraStreamingNotSupported',
    );
  });
});
