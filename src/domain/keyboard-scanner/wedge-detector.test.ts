import { describe, expect, it } from 'vitest';
import { czechKeyFor } from './testing/czech-layout';
import { physicalChar } from './physical-keys';
import { DEFAULT_WEDGE_OPTIONS, feedKey, initialWedgeState, scansOf, type KeyStroke } from './wedge-detector';

/** Keys of `text` typed on a Czech layout by a US-layout scanner, `gap` ms apart, then the suffix. */
function scanned(text: string, start: number, gap: number, suffix: 'Enter' | 'Tab' = 'Enter'): KeyStroke[] {
  const keys = [...text].map((c, i) => ({ ...czechKeyFor(c), timeMs: start + i * gap }));
  return [...keys, { code: suffix, key: suffix, shiftKey: false, timeMs: start + text.length * gap }];
}
function typedUs(text: string, start: number, gap: number): KeyStroke[] {
  return [...text].map((c, i) => ({
    code: /\d/.test(c) ? `Digit${c}` : `Key${c.toUpperCase()}`,
    key: c,
    shiftKey: false,
    timeMs: start + i * gap,
  }));
}

describe('keyboard wedge: physical keys', () => {
  it('reads the number row of a Czech layout as digits (Digit2 typing ě yields 2)', () => {
    expect(physicalChar('Digit2', 'ě', false)).toBe('2');
    expect([...'0123456789'].map((d) => physicalChar(`Digit${d}`, czechKeyFor(d).key, false)).join('')).toBe(
      '0123456789',
    );
  });
  it('undoes the QWERTZ swap of Y and Z and keeps the case from Shift', () => {
    expect(physicalChar('KeyZ', 'y', false)).toBe('z');
    expect(physicalChar('KeyY', 'Z', true)).toBe('Y');
  });
  it('reads Minus as a dash although the Czech layout types =', () => {
    expect(physicalChar('Minus', '=', false)).toBe('-');
  });
  it('reads Shift on the number row as the US symbol, though the Czech layout types the digit (multi-EAN "*")', () => {
    expect(physicalChar('Digit8', '8', true)).toBe('*');
    expect(physicalChar('Digit2', '@', true)).toBe('@');
    expect(scansOf(scanned('ZAH0005*3', 0, 8))).toEqual(['ZAH0005*3']);
  });
  it('reads numpad digits and falls back to the key text for codes it does not know', () => {
    expect(physicalChar('Numpad7', '7', false)).toBe('7');
    expect(physicalChar('', 'x', false)).toBe('x');
    expect(physicalChar('ShiftLeft', 'Shift', true)).toBeNull();
  });
});

describe('keyboard wedge: scanning versus typing', () => {
  it('takes keys 8 ms apart ended by Enter as a scan, read from the physical keys', () => {
    expect(scansOf(scanned('8594100000015', 1000, 8))).toEqual(['8594100000015']);
  });
  it('accepts Tab as the end of a scan too', () => {
    const steps = scanned('A-01-1', 0, 5, 'Tab');
    let state = initialWedgeState;
    let last;
    for (const s of steps) ({ state, effect: last } = feedKey(state, s));
    expect(last).toEqual({ kind: 'scan', code: 'A-01-1', terminator: 'Tab', stalled: false });
  });
  it('takes the same keys typed by a person (120 ms apart) as typing: Enter submits, no scan', () => {
    const keys = typedUs('12345678', 0, 120);
    let state = initialWedgeState;
    const effects = [];
    for (const s of [...keys, { code: 'Enter', key: 'Enter', shiftKey: false, timeMs: 1200 }]) {
      const step = feedKey(state, s);
      state = step.state;
      effects.push(step.effect);
    }
    expect(effects.at(-1)).toEqual({ kind: 'submit' });
    expect(effects.filter((e) => e.kind === 'scan')).toHaveLength(0);
    expect(effects.filter((e) => e.kind === 'typed' && e.burstStart)).toHaveLength(8);
  });
  it('does not take a fast key rollover of two or three keys as a scan', () => {
    expect(scansOf(scanned('12', 0, 10))).toEqual([]);
    expect(scansOf(scanned('123', 0, 10))).toEqual([]);
  });
  it('takes only the scanner burst when a person typed before it', () => {
    const strokes = [...typedUs('99', 0, 200), ...scanned('4006381333931', 2000, 8)];
    expect(scansOf(strokes)).toEqual(['4006381333931']);
  });
  it('marks where a burst starts so the field text before it can be restored', () => {
    let state = initialWedgeState;
    const starts: boolean[] = [];
    for (const s of scanned('1234', 500, 8).slice(0, 4)) {
      const step = feedKey(state, s);
      state = step.state;
      if (step.effect.kind === 'typed') starts.push(step.effect.burstStart);
    }
    expect(starts).toEqual([true, false, false, false]);
  });
  it('refuses a burst whose suffix comes too late', () => {
    const keys = scanned('12345', 0, 8);
    keys[keys.length - 1] = { ...keys[keys.length - 1], timeMs: 40 + DEFAULT_WEDGE_OPTIONS.maxTerminatorGapMs + 1 };
    expect(scansOf(keys)).toEqual([]);
  });
  it('never splits a burst whose keys come up to 100 ms apart', () => {
    const keys = scanned('ZAH0022', 0, 100);
    expect(scansOf(keys)).toEqual(['ZAH0022']);
  });
  it('joins a fast head and tail across a stall of up to a second, so the tail is never looked up alone', () => {
    const keys = scanned('8594100000531', 0, 8);
    const broken = keys.map((k, i) => (i >= 6 ? { ...k, timeMs: k.timeMs + 600 } : k));
    let state = initialWedgeState;
    let last;
    for (const k of broken) ({ state, effect: last } = feedKey(state, k));
    expect(last).toEqual({ kind: 'scan', code: '8594100000531', terminator: 'Enter', stalled: true });
  });
  it('does not join across a pause longer than maxStallMs: the short tail is not a scan', () => {
    const keys = scanned('123456', 0, 8);
    const broken = keys.map((k, i) => (i >= 4 ? { ...k, timeMs: k.timeMs + DEFAULT_WEDGE_OPTIONS.maxStallMs + 1 } : k));
    expect(scansOf(broken)).toEqual([]);
  });
  it('does not join keys a person typed one by one after a fast pair', () => {
    const strokes = [...typedUs('ab', 0, 50), ...typedUs('cde', 400, 150)];
    strokes.push({ code: 'Enter', key: 'Enter', shiftKey: false, timeMs: 800 });
    expect(scansOf(strokes)).toEqual([]);
  });
  it('ignores Shift presses and shortcuts inside a scan', () => {
    const strokes: KeyStroke[] = [
      { code: 'ShiftLeft', key: 'Shift', shiftKey: true, timeMs: 0 },
      { code: 'KeyA', key: 'A', shiftKey: true, timeMs: 4 },
      { code: 'Minus', key: '=', shiftKey: false, timeMs: 8 },
      { code: 'Digit0', key: 'é', shiftKey: false, timeMs: 12 },
      { code: 'Digit1', key: '+', shiftKey: false, timeMs: 16 },
      { code: 'Enter', key: 'Enter', shiftKey: false, timeMs: 20 },
      { code: 'KeyC', key: 'c', shiftKey: false, ctrlKey: true, timeMs: 30 },
    ];
    expect(scansOf(strokes)).toEqual(['A-01']);
    expect(feedKey(initialWedgeState, strokes[6]).effect).toEqual({ kind: 'pass' });
  });
});

describe('keyboard wedge: bursts of scans', () => {
  it('yields every code of a back-to-back burst once, in order, never merged', () => {
    const codes = ['8594100000015', '8594100000015', 'A-01-1', '4006381333931', 'ZAH0001'];
    let t = 0;
    const strokes: KeyStroke[] = [];
    for (const c of codes) {
      strokes.push(...scanned(c, t, 8));
      t += (c.length + 1) * 8; // the next scan starts right after the suffix
    }
    expect(scansOf(strokes)).toEqual(codes);
  });
  it('reads any code of digits, letters and dashes on the Czech layout exactly (property over random codes)', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz-*.';
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 200; n++) {
      const length = 4 + Math.floor(rnd() * 20);
      const code = Array.from({ length }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
      if (code.trim() !== code) continue;
      expect(scansOf(scanned(code, n * 1000, 1 + Math.floor(rnd() * 30)))).toEqual([code]);
    }
  });
});
