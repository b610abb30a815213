import { formatDayCs } from '../dates/format-date';
// What each label says, decided once for every template: products carry their EAN-13 when they have a valid
// one (what the goods already carry), else their code as Code 128; locations their name as Code 128.
import { isValidEan13 } from '../barcodes/ean13';
import type { LabelContent } from './label-templates';

export interface ProductForLabel {
  code: string;
  ean: string | null;
  name: string;
  variant_name: string;
}
export interface BatchForLabel {
  name: string;
  expires_at: string | null;
}
export interface LocationForLabel {
  name: string;
  sector_name: string;
  zone_name: string | null;
}

export function productLabel(product: ProductForLabel, batch: BatchForLabel | null, withQr: boolean): LabelContent {
  const ean = product.ean && isValidEan13(product.ean) ? product.ean : null;
  // The variant gets a line of its own: a title too long for a 50 × 30 label is cut at its end, and
  // variants of one product (20 l, 50 l, 70 l) differ only there.
  const title = product.name;
  const lines = [product.variant_name, ean ? `Kód: ${product.code}` : ''];
  if (batch) lines.push(`Šarže: ${batch.name}${batch.expires_at ? `, exp. ${formatDayCs(batch.expires_at)}` : ''}`);
  return {
    title,
    barcode: ean ? { symbology: 'ean13', value: ean } : { symbology: 'code128', value: product.code },
    ...(withQr ? { qr: product.code } : {}),
    lines: lines.filter((l) => l !== ''),
  };
}

export function locationLabel(location: LocationForLabel, withQr: boolean): LabelContent {
  return {
    title: location.name,
    barcode: { symbology: 'code128', value: location.name },
    ...(withQr ? { qr: location.name } : {}),
    lines: [
      location.zone_name
        ? `Sektor ${location.sector_name} · zóna ${location.zone_name}`
        : `Sektor ${location.sector_name}`,
    ],
  };
}
