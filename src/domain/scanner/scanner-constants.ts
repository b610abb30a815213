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
// Every third decoded frame (1.5 s at 2 fps) is the thorough pass; the others are the quick pass.
export const FRAMES_PER_THOROUGH_DECODE = 3;
// A scan region wider than this is scaled down before decoding: a label that fills half a 1080p
// frame still has 2+ px per module at 640 px, and decoding cost grows with the pixel count.
export const MAX_DECODE_WIDTH = 640;
