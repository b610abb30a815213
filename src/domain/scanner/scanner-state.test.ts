import { describe, expect, it } from 'vitest';
import { canClear, canScanFile, canTransition, transition, type ScannerState } from './scanner-state';

const states: ScannerState[] = ['notStarted', 'scanning', 'paused'];

describe('camera scanner states', () => {
  it('R-CAM-01 allows exactly the transitions of the spec and no other', () => {
    const allowed = states.flatMap((from) =>
      states.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'notStarted->scanning',
        'scanning->paused',
        'scanning->notStarted',
        'paused->scanning',
        'paused->notStarted',
      ].sort(),
    );
  });

  it('R-CAM-01 not started cannot go directly to paused', () => {
    expect(transition('notStarted', 'paused')).toEqual({ ok: false, from: 'notStarted', to: 'paused' });
  });

  it('R-CAM-01 paused can resume scanning', () => {
    expect(transition('paused', 'scanning')).toEqual({ ok: true, state: 'scanning' });
  });

  it('R-CAM-02 a file can be scanned only when not started and only with a file', () => {
    expect(canScanFile({ state: 'notStarted', fileGiven: true })).toBe(true);
    expect(canScanFile({ state: 'notStarted', fileGiven: false })).toBe(false);
    expect(canScanFile({ state: 'scanning', fileGiven: true })).toBe(false);
    expect(canScanFile({ state: 'paused', fileGiven: true })).toBe(false);
  });

  it('R-CAM-02 the scanner cannot be cleared while scanning', () => {
    expect(canClear('scanning')).toBe(false);
    expect(canClear('paused')).toBe(true);
    expect(canClear('notStarted')).toBe(true);
  });
});
