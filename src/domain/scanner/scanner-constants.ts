// Business constants of the camera scanner (SPEC 9). Kept in one place so the view-model,
// the frame loop and the tests agree on them.
export const FRAMES_PER_SECOND = 2;
export const FRAME_INTERVAL_MS = 1000 / FRAMES_PER_SECOND;
export const CONTINIOUS_FLASH_MS = 1000;
export const CONTINIOUS_RESUME_MS = 1000;
export const ONCE_CLOSE_DELAY_MS = 500;
export const MIN_QRBOX_SIDE = 50;
export const DEFAULT_SCAN_WIDTH = 300;
// A warehouse frame rarely holds more than one label worth reading; a small cap keeps decoding fast.
export const MAX_SYMBOLS_PER_FRAME = 1;
// The second read of a linear code looks for a few symbols, so that one label read two ways shows
// up as two texts (a worn EAN in the corpus reads as two valid codes on different scan lines).
export const CONFIRMING_SYMBOLS = 4;
// A code handed on is handed on again only after this many decoded frames in a row without it
// (1 s at 2 fps): one blurred frame of a label still in view must not count it twice.
export const FRAMES_TO_LEAVE_VIEW = 2;
// A scan region wider than this is scaled down before decoding: a label that fills half a 1080p
// frame still has 2+ px per module at 640 px, and decoding cost grows with the pixel count.
export const MAX_DECODE_WIDTH = 640;
// When the scan region misses, the whole picture is decoded at this width: a code spilling out of
// the drawn box is big, so it keeps 2+ px per module even this small, and the pass stays cheap.
export const WIDE_DECODE_WIDTH = 320;
