import { describe, expect, it } from 'vitest';
import { defuseText, restoreText } from './csv-cells';
import { guessMapping, mappingProblems } from './import-columns';
import { readAmount, readDate } from './import-values';

describe('reading imported spreadsheets', () => {
  it('guesses columns from Czech and English headers, ignoring case and diacritics', () => {
    expect(guessMapping('stock', ['Kod', 'LOCATION', 'Množství (ks)', 'Lot', 'Expiry'])).toEqual({
      location: 1,
      code: 0,
      amount: 2,
      batch: 3,
      expiry: 4,
    });
    expect(mappingProblems('stock', { location: 0, code: 0, amount: null }, 2)).toEqual([
      'Jeden sloupec nelze použít pro „Pozice“ i „Kód produktu“.',
      'Vyberte sloupec pro „Množství“.',
    ]);
  });

  it('reads whole amounts and Czech, ISO and Excel-serial dates; refuses the rest in Czech', () => {
    expect(readAmount('1 200')).toEqual({ ok: true, value: 1200 });
    expect(readAmount('1,5')).toEqual({ ok: false, problem: '„1,5“ není kladné celé číslo.' });
    expect(readDate('31. 12. 2027')).toEqual({ ok: true, value: '2027-12-31' });
    expect(readDate('2027-02-29').ok).toBe(false);
    expect(readDate('46387')).toEqual({ ok: true, value: '2026-12-31' });
  });

  it('defuses formula-like text for CSV and restores it on import', () => {
    for (const text of ['=1+1', '+420', '-x', '@SUM(A1)']) {
      expect(defuseText(text)).toBe(`'${text}`);
      expect(restoreText(defuseText(text))).toBe(text);
    }
    expect(defuseText('A-01-1')).toBe('A-01-1');
  });
});
