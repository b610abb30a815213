// What the decoder read in one camera frame (the quick pass, the thorough pass on a miss, and for a
// linear code a second, differently binarized read around it).
import type { BarcodeFormat } from './barcode-format';

export interface FrameRead {
  readonly text: string;
  readonly format: BarcodeFormat;
  // true when a second, independent read of the same frame agreed (or the symbology corrects its
  // own errors); a linear code without it waits for the next frame to read the same text
  readonly confirmed: boolean;
}
