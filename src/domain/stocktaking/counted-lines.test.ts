import { describe, expect, it } from 'vitest';
import { findLocation, progressText, withLineOnTop } from './counted-lines';

describe('counted lines', () => {
  it('a fresh sum replaces its line and moves it to the top', () => {
    const lines = [
      { code: 'A', sarze_id: null, amount: 1 },
      { code: 'B', sarze_id: 4, amount: 2 },
      { code: 'B', sarze_id: null, amount: 3 },
    ];
    expect(withLineOnTop(lines, { code: 'B', sarze_id: 4, amount: 5 })).toEqual([
      { code: 'B', sarze_id: 4, amount: 5 },
      { code: 'A', sarze_id: null, amount: 1 },
      { code: 'B', sarze_id: null, amount: 3 },
    ]);
  });

  it('finds a scanned location without regard to case and spaces', () => {
    const locations = [{ name: 'A-01-1' }, { name: 'A-01-2' }];
    expect(findLocation(locations, ' a-01-2 ')).toEqual({ name: 'A-01-2' });
    expect(findLocation(locations, 'A-01-3')).toBeUndefined();
  });

  it('tells the progress', () => {
    expect(progressText(3, 9)).toBe('3 / 9 pozic spočítáno');
    expect(progressText(1, 4)).toBe('1 / 4 pozice spočítány');
    expect(progressText(0, 1)).toBe('0 / 1 pozice spočítána');
  });
});
