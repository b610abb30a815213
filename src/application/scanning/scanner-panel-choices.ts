// What the scanner panel's failures and choices mean (SPEC 4, R-CAM-01..07): which failure a camera or
// decoder error is, whether a saved camera is forgotten, the next camera, what a chosen file holds.
// The panel's view-model keeps only what is shown; the Czech wording is the panel's.
import type { CameraFailureReason } from '../../domain/scanner/camera-failure';
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { CameraSelector } from '../../domain/scanner/camera-selector';
import { canScanFile, type ScannerState } from '../../domain/scanner/scanner-state';
import type { BarcodeDecoder } from './barcode-decoder.port';
import { CameraError, DecoderUnavailable } from './camera-error';
import type { CameraDevice } from './camera-source.port';

export type ScannerFailure =
  CameraFailureReason | 'decoderUnavailable' | 'fileWithoutCode' | 'fileWhileScanning' | 'noFile';

export interface CameraFailureOutcome {
  failure: ScannerFailure;
  /** A saved camera that is gone must not block every later opening. */
  forgetSavedCamera: boolean;
}

/** A camera that could not be listed or started: an expected failure by its reason, anything else as a start failure. */
export function cameraFailureOf(error: unknown, selector?: CameraSelector): CameraFailureOutcome {
  if (!(error instanceof CameraError)) {
    console.error('Kameru se nepodařilo použít', error);
    return { failure: 'errorGettingUserMedia', forgetSavedCamera: false };
  }
  const forgetSavedCamera = error.reason === 'noCamera' && !!selector && 'deviceId' in selector;
  return { failure: error.reason, forgetSavedCamera };
}

/** A decoder error: without the wasm scanning cannot go on; one unreadable frame is only a miss (logged once). */
export function decoderFailureOf(error: unknown): 'decoderUnavailable' | null {
  if (error instanceof DecoderUnavailable) return 'decoderUnavailable';
  console.error('Dekódování snímku selhalo', error);
  return null;
}

/** "Změnit kameru": the camera after the chosen one, round; null without cameras. */
export function nextCamera(cameras: readonly CameraDevice[], selectedId: string | null): string | null {
  if (cameras.length === 0) return null;
  const index = cameras.findIndex((c) => c.id === selectedId);
  return cameras[(index + 1) % cameras.length].id;
}

/** A failure of null: the decoder missed, which is logged and not shown. */
export type FileScan = { kind: 'code'; text: string } | { kind: 'failure'; failure: ScannerFailure | null };

/** A still image scanned while the camera is off (R-CAM-01): its first code, or why there is none. */
export async function scanChosenFile(
  decoder: Pick<BarcodeDecoder, 'decodeFile'>,
  state: ScannerState,
  file: Blob | null,
  formats: readonly BarcodeFormat[],
): Promise<FileScan> {
  if (!canScanFile({ state, fileGiven: file !== null })) {
    return { kind: 'failure', failure: file === null ? 'noFile' : 'fileWhileScanning' };
  }
  try {
    const results = await decoder.decodeFile(file!, formats);
    return results.length === 0
      ? { kind: 'failure', failure: 'fileWithoutCode' }
      : { kind: 'code', text: results[0].text };
  } catch (error) {
    return { kind: 'failure', failure: decoderFailureOf(error) };
  }
}
