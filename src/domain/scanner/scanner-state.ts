// The camera scanner's life cycle (SPEC 4, R-CAM-01/02).
export type ScannerState = 'notStarted' | 'scanning' | 'paused';

const ALLOWED: Readonly<Record<ScannerState, readonly ScannerState[]>> = {
  notStarted: ['scanning'],
  scanning: ['paused', 'notStarted'],
  paused: ['scanning', 'notStarted'],
};

export function canTransition(from: ScannerState, to: ScannerState): boolean {
  return ALLOWED[from].includes(to);
}

export type TransitionResult =
  | { readonly ok: true; readonly state: ScannerState }
  | { readonly ok: false; readonly from: ScannerState; readonly to: ScannerState };

export function transition(from: ScannerState, to: ScannerState): TransitionResult {
  return canTransition(from, to) ? { ok: true, state: to } : { ok: false, from, to };
}

// The domain cannot see a File object; the caller tells whether one was given.
export interface FileScanRequest {
  readonly state: ScannerState;
  readonly fileGiven: boolean;
}

// A still image and a live stream would fight over the same decoder and preview.
export function canScanFile(request: FileScanRequest): boolean {
  return request.state === 'notStarted' && request.fileGiven;
}

// Clearing removes the preview the running stream is drawing into.
export function canClear(state: ScannerState): boolean {
  return state !== 'scanning';
}
