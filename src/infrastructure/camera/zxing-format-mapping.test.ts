import { describe, expect, it } from 'vitest';
import { BARCODE_FORMATS } from '../../domain/scanner/barcode-format';
import { MAX_SYMBOLS_PER_FRAME } from '../../domain/scanner/scanner-constants';
import { confirmingReaderOptions, fromZxingFormat, toReaderOptions } from './zxing-format-mapping';

describe('zxing format mapping', () => {
  it('R-CAM-11 every spec format maps to a zxing format that maps back to it', () => {
    for (const format of BARCODE_FORMATS.filter((f) => f !== 'UPCEANExtension')) {
      const options = toReaderOptions([format]);
      expect(options.formats).toHaveLength(1);
      expect(fromZxingFormat(options.formats![0])).toBe(format);
    }
  });

  it('R-CAM-11 the UPC/EAN extension turns on add-on reading instead of adding a format', () => {
    expect(toReaderOptions(['EAN13']).eanAddOnSymbol).toBe('Ignore');
    expect(toReaderOptions(['EAN13', 'UPCEANExtension'])).toMatchObject({ formats: ['EAN13'], eanAddOnSymbol: 'Read' });
  });

  it('keeps the number of symbols per frame small', () => {
    expect(toReaderOptions(['QR']).maxNumberOfSymbols).toBe(MAX_SYMBOLS_PER_FRAME);
    expect(MAX_SYMBOLS_PER_FRAME).toBeLessThanOrEqual(4);
  });

  it('R-CAM-11 light-on-dark codes are looked for by the thorough pass, not the quick one', () => {
    expect(toReaderOptions(['QR'], 'quick').tryInvert).toBe(false);
    expect(toReaderOptions(['QR'], 'thorough').tryInvert).toBe(true);
  });

  it('R-CAM-11 the confirming read thresholds differently and looks for more than one symbol', () => {
    const options = confirmingReaderOptions(['EAN13']);
    expect(options.binarizer).not.toBe(toReaderOptions(['EAN13'], 'thorough').binarizer ?? 'LocalAverage');
    expect(options.maxNumberOfSymbols).toBeGreaterThan(1);
    expect(options.tryHarder).toBe(true);
  });
});
