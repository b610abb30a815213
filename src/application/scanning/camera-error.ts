import { TaggedError } from '../tagged-error';
import type { CameraFailureReason } from '../../domain/scanner/camera-failure';

// An expected camera failure, carried as data to the panel, which words it in Czech.
export class CameraError extends TaggedError('CameraError')<{
  readonly reason: CameraFailureReason;
  readonly cause?: unknown;
}> {}

// The decoder's wasm could not be loaded or crashed; scanning cannot go on without it.
export class DecoderUnavailable extends TaggedError('DecoderUnavailable')<{ readonly cause?: unknown }> {}
