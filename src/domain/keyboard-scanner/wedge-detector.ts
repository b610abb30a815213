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
  /**
   * Longest gap between two keys of one burst. Wired scanners type every few ms, but a Bluetooth
   * scanner or a busy machine leaves gaps of up to 100 ms; a person types 80–200 ms apart and
   * rarely keeps four keys in a row under 100 ms.
   */
  maxGapMs: number;
  /** Longest gap before the Enter/Tab suffix (some scanners pause before the suffix). */
  maxTerminatorGapMs: number;
  /**
   * A scanner that stalls mid-code (radio retry, a slow machine) leaves a fast head, a pause and a
   * fast tail. A pause up to this long between two fast runs joins them, so the tail is never
   * looked up on its own (a numeric tail could even match another product).
   */
  maxStallMs: number;
  /** Shortest code taken as a scan; shorter bursts are key rollover of a typing person. */
  minLength: number;
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = {
  maxGapMs: 100,
  maxTerminatorGapMs: 150,
  maxStallMs: 1000,
  minLength: 4,
};

/** The keys of the current burst (each within maxGapMs of the one before), and a stalled head before it. */
export interface WedgeState {
  readonly burst: readonly KeyStroke[];
  /** Fast keys (at least two) that ended in a stall shorter than maxStallMs: the start of the same scan, maybe. */
  readonly head: readonly KeyStroke[];
}

export const initialWedgeState: WedgeState = { burst: [], head: [] };

export type WedgeEffect =
  /**
   * A typed character. `burstStart` when it began a new burst (the field's text before it is worth
   * keeping) unless `resumesHead`: then the text before the stalled head is the one to keep.
   */
  | { kind: 'typed'; burstStart: boolean; midBurst: boolean; resumesHead: boolean }
  /** A scan ended by Enter or Tab: the code read from the physical keys; `stalled` when joined across a pause. */
  | { kind: 'scan'; code: string; terminator: 'Enter' | 'Tab'; stalled: boolean }
  /** Enter after typing by hand: the user submits what they typed. */
  | { kind: 'submit' }
  /** Not a key of ours (Shift, arrows, shortcuts, Tab while typing). */
  | { kind: 'pass' };

/**
 * Tells a scanner from a person by the time between keys (pure: the caller passes event times).
 * A burst is a run of printable keys each within maxGapMs of the previous; Enter or Tab right
 * after a burst (joined with a stalled head) of at least minLength keys makes it a scan. Each scan
 * resets the state, so a run of scans back to back yields each code once, in order.
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
    const scan = scanOf(state, stroke, options);
    if (scan) return { state: initialWedgeState, effect: { kind: 'scan', terminator, ...scan } };
    return { state: initialWedgeState, effect: terminator === 'Enter' ? { kind: 'submit' } : { kind: 'pass' } };
  }
  if (!isPrintable(stroke.key, stroke.code)) return { state, effect: { kind: 'pass' } };
  const gap = last === undefined ? Infinity : stroke.timeMs - last.timeMs;
  if (last !== undefined && gap >= 0 && gap <= options.maxGapMs) {
    return {
      state: { burst: [...state.burst, stroke], head: state.head },
      effect: { kind: 'typed', burstStart: false, midBurst: true, resumesHead: false },
    };
  }
  // A new burst. The one that just ended becomes (or extends) a stalled head when it was fast and the pause short.
  const stalled = last !== undefined && state.burst.length >= 2 && gap >= 0 && gap <= options.maxStallMs;
  const head = stalled ? [...state.head, ...state.burst] : [];
  return {
    state: { burst: [stroke], head },
    effect: { kind: 'typed', burstStart: true, midBurst: false, resumesHead: head.length > 0 },
  };
}

function scanOf(state: WedgeState, end: KeyStroke, options: WedgeOptions): { code: string; stalled: boolean } | null {
  const last = state.burst.at(-1);
  if (!last) return null;
  if (end.timeMs - last.timeMs > options.maxTerminatorGapMs) return null;
  const keys = [...state.head, ...state.burst];
  if (keys.length < options.minLength) return null;
  const code = keys.map((s) => physicalChar(s.code, s.key, s.shiftKey) ?? '').join('');
  return code.trim() === '' ? null : { code, stalled: state.head.length > 0 };
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
