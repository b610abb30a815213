import { describe, expect, it } from 'vitest';
import { confirmationArea, confirmFrameRead, crop } from './frame-confirmation';
import type { LinedRead } from './zxing-format-mapping';

const ean = (text: string, lines: number): LinedRead => ({ text, format: 'EAN13', lines });

describe('confirming a frame read', () => {
  it('R-CAM-11 a linear code is confirmed when the second read finds the same text and nothing else', () => {
    expect(confirmFrameRead(ean('5030159003930', 2), [ean('5030159003930', 5)])).toEqual([
      { text: '5030159003930', format: 'EAN13', confirmed: true },
    ]);
  });

  it('R-CAM-11 a linear code the second read does not find stays unconfirmed', () => {
    expect(confirmFrameRead(ean('5030159003930', 2), [])).toEqual([
      { text: '5030159003930', format: 'EAN13', confirmed: false },
    ]);
  });

  it('R-CAM-11 one label read two ways: the text more lines agree on, unconfirmed; a tie reads nothing', () => {
    // ean13-1/35.webp of the corpus: a worn EAN-13 read as 7034759003930 on 4 lines, 5030159003930 on 5
    expect(confirmFrameRead(ean('7034759003930', 2), [ean('7034759003930', 4), ean('5030159003930', 5)])).toEqual([
      { text: '5030159003930', format: 'EAN13', confirmed: false },
    ]);
    expect(confirmFrameRead(ean('7034759003930', 2), [ean('7034759003930', 4), ean('5030159003930', 4)])).toEqual([]);
  });

  it('R-CAM-11 a QR code needs no second read; a QR beside a linear code is no conflict', () => {
    expect(confirmFrameRead({ text: 'C-02-2', format: 'QR', lines: 0 }, [])).toEqual([
      { text: 'C-02-2', format: 'QR', confirmed: true },
    ]);
    expect(
      confirmFrameRead(ean('96385074', 2), [ean('96385074', 3), { text: 'C-02-2', format: 'QR', lines: 0 }]),
    ).toEqual([{ text: '96385074', format: 'EAN13', confirmed: true }]);
  });

  it('the confirming read looks at a square around the found code, cut to the image', () => {
    const image = { data: new Uint8ClampedArray(640 * 480 * 4), width: 640, height: 480 };
    // a horizontal EAN found on two scan lines: long and thin
    expect(confirmationArea(image, { x: 200, y: 238, width: 200, height: 4 })).toEqual({
      x: 154,
      y: 94,
      width: 292,
      height: 292,
    });
    expect(confirmationArea(image, { x: 0, y: 0, width: 600, height: 10 })).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 411,
    });
  });

  it('crops the pixels row by row', () => {
    const data = new Uint8ClampedArray(4 * 3 * 4).map((_, i) => i);
    const cut = crop({ data, width: 4, height: 3 }, { x: 1, y: 1, width: 2, height: 2 });
    expect(cut.width).toBe(2);
    expect([...cut.data.slice(0, 4)]).toEqual([20, 21, 22, 23]);
    expect([...cut.data.slice(8, 12)]).toEqual([36, 37, 38, 39]);
  });
});
