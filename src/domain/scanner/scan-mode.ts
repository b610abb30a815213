// What happens after a code is read (SPEC 4 "Scan modes"). The spelling 'continious' is the
// stored value of existing installations, so it is kept.
export type ScanMode = 'continious' | 'confirm' | 'once';

export const SCAN_MODES: readonly ScanMode[] = ['continious', 'confirm', 'once'];

export function isScanMode(value: unknown): value is ScanMode {
  return typeof value === 'string' && (SCAN_MODES as readonly string[]).includes(value);
}
