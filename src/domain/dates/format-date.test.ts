import { describe, expect, it } from 'vitest';
import { formatDateTimeCs, formatDayCs } from './format-date';

describe('dates', () => {
  it('R-UI-10 dates are shown in cs-CZ with seconds and 24-hour time', () => {
    expect(formatDateTimeCs(new Date(2025, 10, 3, 21, 5, 9))).toBe('3. 11. 2025 21:05:09');
    expect(formatDateTimeCs(new Date(2025, 0, 13, 9, 0, 0))).toBe('13. 1. 2025 9:00:00');
    expect(formatDateTimeCs(new Date(2025, 0, 13, 9, 0, 0))).toBe(
      new Date(2025, 0, 13, 9, 0, 0).toLocaleString('cs-CZ'),
    );
    expect(formatDateTimeCs(new Date('nonsense'))).toBe('');
  });

  it('an expiry is written one way everywhere: d. M. yyyy, read from the day itself (no time zone shift)', () => {
    expect(formatDayCs('2027-03-31')).toBe('31. 3. 2027');
    expect(formatDayCs('2030-01-01')).toBe('1. 1. 2030');
    expect(formatDayCs('není datum')).toBe('není datum');
  });
});
