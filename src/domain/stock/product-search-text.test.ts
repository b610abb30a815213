import { describe, expect, it } from 'vitest';
import { FULLTEXT_MAX_LENGTH, fulltextQuery } from './product-search-text';

describe('the text of a full-text product search', () => {
  it('is trimmed and needs at least two characters', () => {
    expect(fulltextQuery('  hr ')).toBe('hr');
    expect(fulltextQuery(' h ')).toBeNull();
    expect(fulltextQuery('')).toBeNull();
  });
  it('is cut to the longest text the server takes', () => {
    expect(fulltextQuery('x'.repeat(150))).toHaveLength(FULLTEXT_MAX_LENGTH);
  });
});
