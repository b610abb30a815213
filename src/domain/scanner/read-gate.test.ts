import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FrameRead } from './frame-read';
import { openGate, passFrame, type ReadGate } from './read-gate';
import { FRAMES_TO_LEAVE_VIEW } from './scanner-constants';

const ean = (text: string, confirmed: boolean): FrameRead[] => [{ text, format: 'EAN13', confirmed }];
const qr = (text: string): FrameRead[] => [{ text, format: 'QR', confirmed: false }];

// Feeds frames through the gate and lists what was handed on.
function run(frames: readonly (readonly FrameRead[])[], gate: ReadGate = openGate): (string | null)[] {
  const out: (string | null)[] = [];
  for (const reads of frames) {
    const next = passFrame(gate, reads);
    out.push(next.code);
    gate = next.gate;
  }
  return out;
}

describe('read gate', () => {
  it('R-CAM-03 a linear code two passes of one frame agreed on is taken at once', () => {
    expect(run([ean('8591234567893', true)])).toEqual(['8591234567893']);
  });

  it('R-CAM-03 a linear code read by one pass waits for the next frame to read the same text', () => {
    expect(run([ean('8591234567893', false), ean('8591234567893', false)])).toEqual([null, '8591234567893']);
  });

  it('R-CAM-03 two single reads that disagree, or are a frame apart, are never taken', () => {
    expect(run([ean('0036000291452', false), ean('7036000291459', false)])).toEqual([null, null]);
    expect(run([ean('8591234567893', false), [], ean('8591234567893', false)])).toEqual([null, null, null]);
  });

  it('R-CAM-03 a QR code carries its own error correction and is taken on one read', () => {
    expect(run([qr('C-02-2')])).toEqual(['C-02-2']);
  });

  it('R-CAM-03 a code is not handed on again while it stays in view', () => {
    const frames = Array.from({ length: 10 }, () => ean('8591234567893', true));
    expect(run(frames)).toEqual(['8591234567893', ...Array(9).fill(null)]);
  });

  it(`R-CAM-03 a code is handed on again after ${FRAMES_TO_LEAVE_VIEW} frames without it, not after one`, () => {
    const seen = ean('8591234567893', true);
    expect(run([seen, [], seen])).toEqual(['8591234567893', null, null]);
    expect(run([seen, [], [], seen])).toEqual(['8591234567893', null, null, '8591234567893']);
  });

  it('R-CAM-03 another code in view is handed on at once, and the first one counts as gone', () => {
    const a = ean('8591234567893', true);
    const b = ean('96385074', true);
    expect(run([a, b, a])).toEqual(['8591234567893', '96385074', '8591234567893']);
  });

  it('R-CAM-03 any frame sequence: a linear code is handed on only after two agreeing reads, and never twice without leaving the view', () => {
    const frame = fc.oneof(
      fc.constant<FrameRead[]>([]),
      fc.boolean().map((c) => ean('8591234567893', c)),
      fc.boolean().map((c) => ean('96385074', c)),
    );
    fc.assert(
      fc.property(fc.array(frame, { maxLength: 40 }), (frames) => {
        const out = run(frames);
        out.forEach((code, i) => {
          if (code === null) return;
          // the frame that handed it on read it, and so did the one before unless it was confirmed
          expect(frames[i].map((r) => r.text)).toContain(code);
          if (!frames[i].some((r) => r.text === code && r.confirmed))
            expect((frames[i - 1] ?? []).map((r) => r.text)).toContain(code);
          const previous = out
            .slice(0, i)
            .map((c, j) => ({ c, j }))
            .filter((x) => x.c !== null)
            .at(-1);
          if (previous?.c === code) {
            const between = frames.slice(previous.j + 1, i);
            const gone = between.some((_, k) =>
              between.slice(k, k + FRAMES_TO_LEAVE_VIEW).every((f) => !f.some((r) => r.text === code)),
            );
            expect(gone).toBe(true);
          }
        });
      }),
    );
  });
});
