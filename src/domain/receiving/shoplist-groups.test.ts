import { describe, expect, it } from 'vitest';
import { excessOf, groupLines, groupOf, missingOf } from './shoplist-groups';

const line = (code: string, amount_expected: number, amount_stocked_up: number) => ({
  code,
  amount_expected,
  amount_stocked_up,
});

describe('shopping list groups', () => {
  it('R-AO-01 stocked up above expected is excess, below is lacking, equal is correct', () => {
    expect(groupOf(line('A', 5, 6))).toBe('excess');
    expect(groupOf(line('A', 5, 4))).toBe('lacking');
    expect(groupOf(line('A', 5, 5))).toBe('correct');
  });

  it('R-AO-01 a line expected at zero is correct untouched and excess as soon as one piece arrives', () => {
    expect(groupOf(line('Z', 0, 0))).toBe('correct');
    expect(groupOf(line('Z', 0, 1))).toBe('excess');
    expect(excessOf(line('Z', 0, 3))).toBe(3);
    expect(missingOf(line('Z', 0, 3))).toBe(0);
  });

  it('R-AO-01 splits a list into the three groups, each keeping the list order', () => {
    const lines = [line('A', 2, 0), line('B', 2, 2), line('C', 2, 5), line('D', 1, 0), line('E', 0, 0)];
    const groups = groupLines(lines);
    expect(groups.lacking.map((l) => l.code)).toEqual(['A', 'D']);
    expect(groups.correct.map((l) => l.code)).toEqual(['B', 'E']);
    expect(groups.excess.map((l) => l.code)).toEqual(['C']);
  });

  it('counts missing and excess pieces of a line', () => {
    expect(missingOf(line('A', 7, 3))).toBe(4);
    expect(excessOf(line('A', 7, 3))).toBe(0);
    expect(excessOf(line('A', 7, 10))).toBe(3);
  });
});
