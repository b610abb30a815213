import { describe, expect, it } from 'vitest';
import { formatDateTimeCs } from './format-date';

describe('dates', () => {
  it('R-UI-10 dates are shown in cs-CZ with seconds and 24-hour time', () => {
    expect(formatDateTimeCs(new Date(2025, 10, 3, 21, 5, 9))).toBe('3. 11. 2025 21:05:09');
    expect(formatDateTimeCs(new Date(2025, 0, 13, 9, 0, 0))).toBe('13. 1. 2025 9:00:00');
    expect(formatDateTimeCs(new Date(2025, 0, 13, 9, 0, 0))).toBe(
      new Date(2025, 0, 13, 9, 0, 0).toLocaleString('cs-CZ'),
    );
    expect(formatDateTimeCs(new Date('nonsense'))).toBe('');
  });
});
