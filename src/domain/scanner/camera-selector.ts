// Which camera to open (SPEC 5, R-CAM-09): exactly one key, a facing mode or a device id.
export type FacingMode = 'user' | 'environment';

export type CameraSelector = { readonly facingMode: FacingMode } | { readonly deviceId: string };

export type CameraSelectorResult =
  | { readonly ok: true; readonly selector: CameraSelector }
  | { readonly ok: false; readonly reason: 'notAnObject' | 'notExactlyOneKey' | 'badFacingMode' | 'badDeviceId' };

export function parseCameraSelector(value: unknown): CameraSelectorResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'notAnObject' };
  const keys = Object.keys(value);
  if (keys.length !== 1) return { ok: false, reason: 'notExactlyOneKey' };
  const record = value as Record<string, unknown>;
  if (keys[0] === 'facingMode') {
    const mode = record.facingMode;
    return mode === 'user' || mode === 'environment'
      ? { ok: true, selector: { facingMode: mode } }
      : { ok: false, reason: 'badFacingMode' };
  }
  if (keys[0] === 'deviceId') {
    const id = record.deviceId;
    return typeof id === 'string' && id.length > 0
      ? { ok: true, selector: { deviceId: id } }
      : { ok: false, reason: 'badDeviceId' };
  }
  return { ok: false, reason: 'notExactlyOneKey' };
}

// A warehouse scans labels in front of the phone, so without a saved choice the back camera is wanted.
export function selectorFor(savedCameraId: string | null): CameraSelector {
  return savedCameraId ? { deviceId: savedCameraId } : { facingMode: 'environment' };
}
