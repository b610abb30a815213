import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';

/**
 * The double's products snapshot (SHOPTET.md §5): jobs with Shoptet's statuses and a GZIP JSON-lines
 * result, one product per line shaped like the product detail's `data` (OAS schema productSnapshot).
 * Lines are produced while the file is sent, so a 50,000-product file costs the double no memory.
 */
export interface SnapshotSource {
  readonly count: number;
  /** Line i (0-based) as Shoptet writes it: a product, or whatever a fault switch puts there. */
  line(i: number): string;
}

/** A generated shop: product i has one variant `P{i}` with an EAN and an image; overrides per index. */
export function generatedShop(count: number, overrides: Record<number, unknown> = {}): SnapshotSource {
  return {
    count,
    line: (i) => {
      const o = overrides[i];
      if (typeof o === 'string') return o;
      return JSON.stringify(o ?? generatedProduct(i));
    },
  };
}

export function generatedProduct(i: number): Record<string, unknown> {
  const code = `P${String(i).padStart(6, '0')}`;
  return {
    guid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    type: 'product',
    name: `Produkt ${i}`,
    visibility: i % 50 === 7 ? 'hidden' : 'visible',
    isVariant: false,
    creationTime: '2026-01-05T10:00:00+0100',
    changeTime: '2026-02-05T10:00:00+0100',
    images: [{ name: `${i}.jpg`, priority: 1, isMainImage: true, changeTime: '2026-01-05T10:00:00+0100' }],
    variants: [
      {
        code,
        ean: String(8590000000000 + i),
        name: null,
        stock: '0.000',
        unit: 'ks',
        visible: true,
        image: null,
        amountDecimalPlaces: 0,
      },
    ],
  };
}

/**
 * The result file: gzip of the lines, streamed. `cutAfterLines` sends only that many lines and no gzip
 * trailer: a download that broke off (the reader gets the lines, then an unexpected end of file).
 */
export function snapshotFile(source: SnapshotSource, options: { cutAfterLines?: number } = {}): Readable {
  const stop = Math.min(source.count, options.cutAfterLines ?? source.count);
  function* lines() {
    for (let i = 0; i < stop; i++) yield source.line(i) + '\n';
  }
  if (stop === source.count) return Readable.from(lines()).pipe(createGzip());
  const whole = gzipSync([...lines()].join(''));
  return Readable.from([whole.subarray(0, whole.length - 8)]);
}
