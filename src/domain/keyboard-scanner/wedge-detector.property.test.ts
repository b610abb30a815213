import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hidKeystrokes, type KeyboardLayout } from './testing/hid-keystrokes';
import { DEFAULT_WEDGE_OPTIONS, scansOf, type KeyStroke } from './wedge-detector';

const ALPHABET = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-./'];
const codeArb = fc
  .array(fc.constantFrom(...ALPHABET), { minLength: DEFAULT_WEDGE_OPTIONS.minLength, maxLength: 24 })
  .map((cs) => cs.join(''));
const layoutArb = fc.constantFrom<KeyboardLayout>('us', 'cs');

/** Timestamps a scanner's keydowns: each character `gaps[i]` ms after the previous; Shift 1 ms after the previous character. */
function timed(
  keys: ReturnType<typeof hidKeystrokes>,
  start: number,
  gaps: readonly number[],
): { strokes: KeyStroke[]; end: number } {
  let t = start;
  let g = 0;
  const strokes: KeyStroke[] = [];
  for (const key of keys) {
    if (key.code === 'ShiftLeft') {
      strokes.push({ ...key, timeMs: t + 1 });
      continue;
    }
    t += gaps[g++ % gaps.length];
    strokes.push({ ...key, timeMs: t });
  }
  return { strokes, end: t };
}

describe('keyboard wedge over random timings and layouts (property)', () => {
  it('reads every code of a burst of scans exactly once, in order, with 5–100 ms between keys and Shift for capitals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(codeArb, layoutArb), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 5, max: 100 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 8 }),
        (scans, gaps, pauses) => {
          const strokes: KeyStroke[] = [];
          let t = 0;
          scans.forEach(([code, layout], i) => {
            const burst = timed(hidKeystrokes(code, layout), t, gaps);
            strokes.push(...burst.strokes);
            t = burst.end + pauses[i % pauses.length];
          });
          expect(scansOf(strokes)).toEqual(scans.map(([code]) => code));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never takes a person typing (120 ms or more between keys) for a scanner', () => {
    fc.assert(
      fc.property(
        codeArb,
        layoutArb,
        fc.array(fc.integer({ min: 120, max: 600 }), { minLength: 1 }),
        (code, layout, gaps) => {
          const { strokes } = timed(hidKeystrokes(code, layout), 0, gaps);
          expect(scansOf(strokes)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('joins a scan that stalls once for up to a second into the whole code, never a tail alone', () => {
    fc.assert(
      fc.property(
        codeArb.filter((c) => c.length >= 6),
        layoutArb,
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 101, max: DEFAULT_WEDGE_OPTIONS.maxStallMs }),
        (code, layout, headLength, stall) => {
          const keys = hidKeystrokes(code, layout);
          // split after the headLength-th character (counting Shift keydowns with their character)
          let chars = 0;
          const splitAt = keys.findIndex((k) => k.code !== 'ShiftLeft' && ++chars > headLength);
          const head = timed(keys.slice(0, splitAt), 0, [8]);
          const tail = timed(keys.slice(splitAt), head.end + stall - 8, [8]);
          expect(scansOf([...head.strokes, ...tail.strokes])).toEqual([code]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
