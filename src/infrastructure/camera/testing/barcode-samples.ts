// One real symbol per supported format, drawn by bwip-js (an encoder independent of zxing).
import bwipjs from 'bwip-js';
import type { BarcodeFormat } from '../../../domain/scanner/barcode-format';
import { decodeBwipPng, type RgbaImage } from './rgba-image';

export interface BarcodeSample {
  readonly format: BarcodeFormat;
  readonly bcid: string;
  readonly text: string;
  // What a reader must return; differs from `text` where the symbology adds a check digit or brackets.
  readonly expected: string;
  // The format reported back; an add-on is reported as part of the EAN/UPC it belongs to.
  readonly reportedAs?: BarcodeFormat;
  readonly options?: Record<string, unknown>;
}

export const BARCODE_SAMPLES: readonly BarcodeSample[] = [
  { format: 'QR', bcid: 'qrcode', text: 'SKLAD-A01-03', expected: 'SKLAD-A01-03' },
  { format: 'Aztec', bcid: 'azteccode', text: 'SKLAD-AZTEC-42', expected: 'SKLAD-AZTEC-42' },
  { format: 'Codabar', bcid: 'rationalizedCodabar', text: 'A40156B', expected: 'A40156B' },
  { format: 'Code39', bcid: 'code39', text: 'SKLAD39', expected: 'SKLAD39' },
  { format: 'Code93', bcid: 'code93', text: 'SKLAD93', expected: 'SKLAD93', options: { includecheck: true } },
  { format: 'Code128', bcid: 'code128', text: 'POZ-A01-03-2', expected: 'POZ-A01-03-2' },
  { format: 'DataMatrix', bcid: 'datamatrix', text: 'SKLAD-DM-7', expected: 'SKLAD-DM-7' },
  {
    format: 'MaxiCode',
    bcid: 'maxicode',
    text: 'SKLAD MAXICODE 123',
    expected: 'SKLAD MAXICODE 123',
    options: { mode: 4 },
  },
  { format: 'ITF', bcid: 'interleaved2of5', text: '12345678', expected: '12345678' },
  { format: 'EAN13', bcid: 'ean13', text: '859123456789', expected: '8591234567893' },
  { format: 'EAN8', bcid: 'ean8', text: '9638507', expected: '96385074' },
  { format: 'PDF417', bcid: 'pdf417', text: 'SKLAD PDF417', expected: 'SKLAD PDF417' },
  { format: 'RSS14', bcid: 'databaromni', text: '(01)09501101530003', expected: '0109501101530003' },
  {
    format: 'RSSExpanded',
    bcid: 'databarexpanded',
    text: '(01)09501101530003(10)ABC123',
    expected: '010950110153000310ABC123',
  },
  { format: 'UPCA', bcid: 'upca', text: '03600029145', expected: '036000291452' },
  { format: 'UPCE', bcid: 'upce', text: '0123456', expected: '01234565' },
  // The add-on sits 9 modules from the main symbol; zxing-cpp finds it at 7 to 9 but not at bwip's default 12.
  {
    format: 'UPCEANExtension',
    bcid: 'ean13',
    text: '8591234567893 12',
    expected: '859123456789312',
    reportedAs: 'EAN13',
    options: { addongap: 9 },
  },
];

export async function renderSample(sample: BarcodeSample, scale = 3): Promise<RgbaImage> {
  const png = await bwipjs.toBuffer({
    bcid: sample.bcid,
    text: sample.text,
    scale,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
    includetext: false,
    ...(isLinear(sample.format) ? { height: 15 } : {}),
    ...sample.options,
  });
  return decodeBwipPng(png);
}

function isLinear(format: BarcodeFormat): boolean {
  return !['QR', 'Aztec', 'DataMatrix', 'MaxiCode', 'PDF417'].includes(format);
}
