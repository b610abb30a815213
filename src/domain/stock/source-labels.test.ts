import { describe, expect, it } from 'vitest';
import { isSourceLabel, SOURCE_LABELS, SourceLabel } from './source-labels';

describe('source labels', () => {
  it('R-SCAN-09 warehouse, warehouse move, deleted product and deleted set labels', () => {
    expect(SourceLabel.warehouse).toBe('Sklad');
    expect(SourceLabel.warehouseMove).toBe('Přesun ve skladu');
    expect(SourceLabel.deletedProduct).toBe('smazany-produkt');
    expect(SourceLabel.deletedSet).toBe('smazanana-sada');
    expect(isSourceLabel('Sklad')).toBe(true);
    expect(isSourceLabel('sklad')).toBe(false);
  });
  it('R-LOG-02 the reverse record has its own fixed label', () => {
    expect(SourceLabel.reverseRecord).toBe('Zpětný záznam');
    expect(SOURCE_LABELS).toContain('Zpětný záznam');
  });
});
