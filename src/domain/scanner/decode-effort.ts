// How hard the decoder looks at one camera frame. Most frames get the quick pass (an ordinary
// label, upright or turned); every few frames get the thorough one, which also finds small and
// very noisy labels, so speed on the common frame is not bought with labels that are never read.
import { FRAMES_PER_THOROUGH_DECODE } from './scanner-constants';

export type DecodeEffort = 'quick' | 'thorough';

// frameIndex counts the frames decoded since the camera started, from 0. The first frame is
// quick, so a label held up ready is read on the cheapest pass.
export function effortForFrame(frameIndex: number): DecodeEffort {
  return frameIndex % FRAMES_PER_THOROUGH_DECODE === FRAMES_PER_THOROUGH_DECODE - 1 ? 'thorough' : 'quick';
}
