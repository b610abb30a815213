import { describe, expect, it } from 'vitest';
import { documentNumber, isDocumentType, pragueDay, pragueYear } from './document-types';

describe('movement document numbers', () => {
  it('prints prefix, year and a four-digit sequence per type', () => {
    expect(documentNumber('receipt', 2026, 1)).toBe('PR-2026-0001');
    expect(documentNumber('issue', 2026, 42)).toBe('VY-2026-0042');
    expect(documentNumber('issue', 2027, 12345)).toBe('VY-2027-12345');
  });

  it('R-ROUTE-03 knows only receipt and issue', () => {
    expect(isDocumentType('receipt')).toBe(true);
    expect(isDocumentType('issue')).toBe(true);
    expect(isDocumentType('transfer')).toBe(false);
  });

  it('takes the day and year in Prague, so New Year at 23:30 UTC already counts for the new year', () => {
    const night = new Date('2026-12-31T23:30:00Z');
    expect(pragueDay(night)).toBe('2027-01-01');
    expect(pragueYear(night)).toBe(2027);
    expect(pragueDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});

describe('row counts in Czech', () => {
  it('uses the singular, the 2–4 form and the 5+ form', async () => {
    const { rowsCs } = await import('./document-types');
    expect([0, 1, 2, 4, 5, 22].map(rowsCs)).toEqual([
      '0 řádků',
      '1 řádek',
      '2 řádky',
      '4 řádky',
      '5 řádků',
      '22 řádků',
    ]);
  });
});
