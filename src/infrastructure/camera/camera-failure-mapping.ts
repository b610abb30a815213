// getUserMedia reports failures as DOMException names that differ between browsers and versions.
import type { CameraFailureReason } from '../../domain/scanner/camera-failure';

export function reasonForGetUserMediaError(error: unknown): CameraFailureReason {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissionDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    // a saved camera that is no longer connected
    case 'OverconstrainedError':
      return 'noCamera';
    // no navigator.mediaDevices at all, e.g. an old WebView
    case 'TypeError':
      return 'cameraStreamingNotSupported';
    default:
      // NotReadableError, AbortError, TrackStartError: the camera is busy or the driver failed
      return 'errorGettingUserMedia';
  }
}
