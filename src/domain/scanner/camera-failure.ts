// Why the camera could not be used (SPEC 8 "Camera and scanning"). Data only; the Czech text
// is chosen at the edge.
export const CAMERA_FAILURE_REASONS = [
  'noCamera',
  'permissionDenied',
  'cameraStreamingNotSupported',
  'errorGettingUserMedia',
  'insecureContext',
] as const;

export type CameraFailureReason = (typeof CAMERA_FAILURE_REASONS)[number];
