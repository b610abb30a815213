// Which camera reads become scans. Two rules a warehouse needs and a decoder cannot know:
// - A linear code is taken only when two reads agree: two passes over one frame, or two frames in
//   a row. zxing-cpp reads some worn or curved EAN/UPC labels as another code with a valid check
//   digit; stocking the wrong product is worse than waiting half a second.
// - A code just handed on is not handed on again while it stays in view: only after it has been
//   missing from FRAMES_TO_LEAVE_VIEW decoded frames in a row (continuous scanning of one label
//   would otherwise count it again every second).
import { isLinearFormat } from './barcode-format';
import type { FrameRead } from './frame-read';
import { FRAMES_TO_LEAVE_VIEW } from './scanner-constants';

export interface ReadGate {
  // a linear code read once without agreement, waiting for the next frame to read it again
  readonly unconfirmed: string | null;
  // the code last handed on, and how many decoded frames in a row have not shown it
  readonly lastHandedOn: string | null;
  readonly framesWithout: number;
}

export const openGate: ReadGate = { unconfirmed: null, lastHandedOn: null, framesWithout: 0 };

export interface GateStep {
  readonly gate: ReadGate;
  // the code to hand on, if this frame produced one
  readonly code: string | null;
}

// One decoded frame, with what it read (empty on a miss: a miss is evidence too).
export function passFrame(gate: ReadGate, reads: readonly FrameRead[]): GateStep {
  let lastHandedOn = gate.lastHandedOn;
  let framesWithout = gate.framesWithout;
  if (lastHandedOn !== null) {
    if (reads.some((r) => r.text === lastHandedOn)) framesWithout = 0;
    else if (++framesWithout >= FRAMES_TO_LEAVE_VIEW) {
      lastHandedOn = null;
      framesWithout = 0;
    }
  }
  const fresh = reads.find((r) => r.text !== lastHandedOn);
  if (!fresh) return { gate: { unconfirmed: null, lastHandedOn, framesWithout }, code: null };
  const agreed = fresh.confirmed || !isLinearFormat(fresh.format) || gate.unconfirmed === fresh.text;
  if (!agreed) return { gate: { unconfirmed: fresh.text, lastHandedOn, framesWithout }, code: null };
  return { gate: { unconfirmed: null, lastHandedOn: fresh.text, framesWithout: 0 }, code: fresh.text };
}
