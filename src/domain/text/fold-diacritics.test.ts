import { describe, expect, it } from 'vitest';
import { DIACRITICS_FROM, DIACRITICS_TO, foldForSearch } from './fold-diacritics';

describe('search text without diacritics', () => {
  it('folds Czech letters to their plain forms and ignores case', () => {
    expect(foldForSearch('Květináč ŽLUŤOUČKÝ')).toBe('kvetinac zlutoucky');
    expect(foldForSearch('kvetinac')).toBe('kvetinac');
  });
  it('pairs every letter with exactly one plain letter (the SQL translate needs equal lengths)', () => {
    expect([...DIACRITICS_FROM]).toHaveLength([...DIACRITICS_TO].length);
  });
});
