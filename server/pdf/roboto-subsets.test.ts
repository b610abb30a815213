import { describe, expect, it } from 'vitest';
import { subsetRuns } from './roboto-subsets';

describe('the Czech font-subset split (labels and documents alike)', () => {
  it('draws ASCII and á é í ó ú ý from latin, č ď ě ň ř š ť ů ž from latin-ext', () => {
    expect(subsetRuns('Žluťoučký kůň')).toEqual([
      { subset: 'ext', text: 'Ž' },
      { subset: 'latin', text: 'lu' },
      { subset: 'ext', text: 'ť' },
      { subset: 'latin', text: 'ou' },
      { subset: 'ext', text: 'č' },
      { subset: 'latin', text: 'ký k' },
      { subset: 'ext', text: 'ůň' },
    ]);
  });

  it('follows the unicode ranges fontsource gives each subset (™ and − in latin, ₫ in latin-ext)', () => {
    expect(subsetRuns('5 € − 1™').map((r) => r.subset)).toEqual(['latin']);
    expect(subsetRuns('₫').map((r) => r.subset)).toEqual(['ext']);
  });
});
