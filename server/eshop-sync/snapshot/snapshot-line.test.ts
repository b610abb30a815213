import { describe, expect, it } from 'vitest';
import { parseSnapshotLine } from './snapshot-line';

const line = (p: Record<string, unknown>) => JSON.stringify(p);

describe('a line of the Shoptet products snapshot', () => {
  it('becomes one catalogue entry per variant with code, EAN, name, variant, image and visibility', () => {
    const parsed = parseSnapshotLine(
      line({
        guid: 'g1',
        type: 'product',
        name: 'Triko',
        visibility: 'visible',
        images: [
          { name: '10.jpg', isMainImage: false },
          { name: '11.jpg', isMainImage: true },
        ],
        variants: [
          { code: 'T-S', ean: '8590000000011', name: 'Velikost: S', visible: true, image: '12.jpg' },
          { code: 'T-M', ean: null, name: 'Velikost: M', visible: false, image: null },
        ],
      }),
    );
    expect(parsed).toEqual({
      guid: 'g1',
      entries: [
        {
          code: 'T-S',
          ean: '8590000000011',
          name: 'Triko',
          variant_name: 'Velikost: S',
          image: '12.jpg',
          hidden: false,
          set_components: null,
        },
        {
          code: 'T-M',
          ean: null,
          name: 'Triko',
          variant_name: 'Velikost: M',
          image: '11.jpg',
          hidden: true,
          set_components: null,
        },
      ],
    });
  });

  it('a hidden product hides every variant; a set carries its components', () => {
    const parsed = parseSnapshotLine(
      line({
        type: 'product-set',
        name: 'Dárková sada',
        visibility: 'hidden',
        variants: [{ code: 'SADA', ean: null, visible: true }],
        setItems: [
          { guid: 'a', code: 'A', amount: '2.000' },
          { guid: 'b', code: 'B', amount: '1.000' },
        ],
      }),
    );
    expect(parsed).toMatchObject({
      entries: [
        {
          code: 'SADA',
          hidden: true,
          set_components: [
            { code: 'A', amount: 2 },
            { code: 'B', amount: 1 },
          ],
        },
      ],
    });
  });

  it('skips, with a Czech reason, a line that is not JSON, has no variants, a too long code or a fractional set amount', () => {
    expect(parseSnapshotLine('{"name": "x", ')).toEqual({ skip: 'Řádek exportu není platný JSON.' });
    expect(parseSnapshotLine(line({ name: 'Bez variant', variants: [] }))).toEqual({
      skip: 'Produkt „Bez variant“ nemá žádnou variantu.',
    });
    const long = parseSnapshotLine(line({ name: 'Dlouhý', variants: [{ code: 'x'.repeat(101) }] }));
    expect('skip' in long && long.skip).toMatch(/Kód produktu/);
    const set = parseSnapshotLine(
      line({ type: 'product-set', name: 'S', variants: [{ code: 'S' }], setItems: [{ code: 'A', amount: '0.500' }] }),
    );
    expect(set).toEqual({ skip: 'Sada „S“: součást A nemá celý kladný počet kusů.' });
  });
});
