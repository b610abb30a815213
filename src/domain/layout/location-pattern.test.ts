import { describe, expect, it } from 'vitest';
import { describeLayoutProblem } from './layout-problem';
import { expandLocationPattern, MAX_BULK_LOCATIONS } from './location-pattern';

const names = (pattern: string, max?: number) => {
  const result = expandLocationPattern(pattern, max);
  if (!result.ok) throw new Error(describeLayoutProblem(result.problem));
  return result.names;
};

describe('bulk location pattern', () => {
  it('expands aisle, racks and shelves left to right with zero padding', () => {
    const result = names('A-{01..20}-{1..5}');
    expect(result).toHaveLength(100);
    expect(result.slice(0, 6)).toEqual(['A-01-1', 'A-01-2', 'A-01-3', 'A-01-4', 'A-01-5', 'A-02-1']);
    expect(result.at(-1)).toBe('A-20-5');
  });

  it('supports letter ranges, lists, descending ranges and plain names', () => {
    expect(names('{A..C}{1,3}')).toEqual(['A1', 'A3', 'B1', 'B3', 'C1', 'C3']);
    expect(names('R{3..1}')).toEqual(['R3', 'R2', 'R1']);
    expect(names('X-{8..10}')).toEqual(['X-8', 'X-9', 'X-10']);
    expect(names(' PALETA ')).toEqual(['PALETA']);
  });

  it('refuses more than the cap without expanding, with a Czech sentence', () => {
    const result = expandLocationPattern('A-{1..100}-{1..100}');
    expect(result).toEqual({ ok: false, problem: { kind: 'pattern-too-many', count: 10000, max: MAX_BULK_LOCATIONS } });
    if (!result.ok) expect(describeLayoutProblem(result.problem)).toContain('nejvýše 5000');
    expect(expandLocationPattern('A{1..999999}').ok).toBe(false);
    expect(names('{1..5000}')).toHaveLength(5000);
  });

  it('refuses broken syntax with the position', () => {
    expect(expandLocationPattern('A-{1..3')).toMatchObject({
      ok: false,
      problem: { kind: 'pattern-syntax', position: 2, reason: 'unclosed' },
    });
    expect(expandLocationPattern('A-1..3}')).toMatchObject({ ok: false, problem: { reason: 'unopened' } });
    expect(expandLocationPattern('A-{}')).toMatchObject({ ok: false, problem: { reason: 'empty-group' } });
    expect(expandLocationPattern('A-{1..B}')).toMatchObject({ ok: false, problem: { reason: 'mixed-range' } });
    expect(expandLocationPattern('A-{a..Z}')).toMatchObject({ ok: false, problem: { reason: 'bad-range' } });
    expect(expandLocationPattern('')).toMatchObject({ ok: false, problem: { kind: 'pattern-empty' } });
  });

  it('refuses names that cannot be printed as Code 128 and repeated names', () => {
    expect(expandLocationPattern('Č-{1..2}')).toMatchObject({ ok: false, problem: { kind: 'name-bad-characters' } });
    expect(expandLocationPattern('A {1..2}')).toMatchObject({ ok: false, problem: { kind: 'name-bad-characters' } });
    expect(expandLocationPattern('A-{1,1}')).toMatchObject({
      ok: false,
      problem: { kind: 'pattern-duplicates', names: ['a-1'] },
    });
  });
});
