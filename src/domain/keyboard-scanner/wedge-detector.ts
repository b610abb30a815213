import { isPrintable, physicalChar, terminatorOf } from './physical-keys';

/** One keydown as the browser reported it, with its event time in milliseconds. */
export interface KeyStroke {
  code: string;
  key: string;
  timeMs: number;
  shiftKey: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export interface WedgeOptions {
  /** Longest gap between two keys of one scan. Scanners type every few ms, people every 80 ms or more. */
  maxGapMs: number;
  /** Longest gap before the Enter/Tab suffix (some scanners pause before the suffix). */
  maxTerminatorGapMs: number;
  /** Shortest code taken as a scan; shorter bursts are key rollover of a typing person. */
  minLength: number;
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = { maxGapMs: 40, maxTerminatorGapMs: 100, minLength: 4 };

/** The keys of the current burst: each came within maxGapMs of the one before. */
export interface WedgeState {
  readonly burst: readonly KeyStroke[];
}

export const initialWedgeState: WedgeState = { burst: [] };

export type WedgeEffect =
  /** A typed character; `burstStart` when it began a new burst (the field's text before it is worth keeping). */
  | { kind: 'typed'; burstStart: boolean; midBurst: boolean }
  /** A scan ended by Enter or Tab: the code read from the physical keys. */
  | { kind: 'scan'; code: string; terminator: 'Enter' | 'Tab' }
  /** Enter after typing by hand: the user submits what they typed. */
  | { kind: 'submit' }
  /** Not a key of ours (Shift, arrows, shortcuts, Tab while typing). */
  | { kind: 'pass' };

/**
 * Tells a scanner from a person by the time between keys (pure: the caller passes event times).
 * A burst is a run of printable keys each within maxGapMs of the previous; Enter or Tab right
 * after a burst of at least minLength keys makes it a scan. Each scan resets the burst, so a run of
 * scans back to back yields each code once, in order.
 */
export function feedKey(
  state: WedgeState,
  stroke: KeyStroke,
  options: WedgeOptions = DEFAULT_WEDGE_OPTIONS,
): { state: WedgeState; effect: WedgeEffect } {
  // Shortcuts and AltGr characters (Ctrl+Alt on Windows) are the person's, never a scanner's.
  if (stroke.ctrlKey || stroke.metaKey || stroke.altKey) return { state, effect: { kind: 'pass' } };
  const last = state.burst.at(-1);
  const terminator = terminatorOf(stroke.code, stroke.key);
  if (terminator) {
    const code = scanCode(state.burst, stroke, options);
    if (code !== null) return { state: initialWedgeState, effect: { kind: 'scan', code, terminator } };
    return { state: initialWedgeState, effect: terminator === 'Enter' ? { kind: 'submit' } : { kind: 'pass' } };
  }
  if (!isPrintable(stroke.key, stroke.code)) return { state, effect: { kind: 'pass' } };
  const continues =
    last !== undefined && stroke.timeMs - last.timeMs <= options.maxGapMs && stroke.timeMs >= last.timeMs;
  return {
    state: { burst: continues ? [...state.burst, stroke] : [stroke] },
    effect: { kind: 'typed', burstStart: !continues, midBurst: continues },
  };
}

function scanCode(burst: readonly KeyStroke[], end: KeyStroke, options: WedgeOptions): string | null {
  const last = burst.at(-1);
  if (!last || burst.length < options.minLength) return null;
  if (end.timeMs - last.timeMs > options.maxTerminatorGapMs) return null;
  const code = burst.map((s) => physicalChar(s.code, s.key, s.shiftKey) ?? '').join('');
  return code.trim() === '' ? null : code;
}

/** Feeds a whole recorded sequence; the scans it yields, in order (for tests and benchmarks). */
export function scansOf(strokes: readonly KeyStroke[], options: WedgeOptions = DEFAULT_WEDGE_OPTIONS): string[] {
  let state = initialWedgeState;
  const codes: string[] = [];
  for (const s of strokes) {
    const step = feedKey(state, s, options);
    state = step.state;
    if (step.effect.kind === 'scan') codes.push(step.effect.code);
  }
  return codes;
}
