import { describe, expect, it } from 'vitest';
import { describeLayoutProblem } from './layout-problem';
import { groupNameProblem, locationNameProblem, takenNames } from './layout-name';

describe('location names are scannable codes', () => {
  it('accepts letters, digits and - . _ / after trimming', () => {
    expect(locationNameProblem(' A-01-1 ')).toBeUndefined();
    expect(locationNameProblem('pal.3_B/2')).toBeUndefined();
  });

  it('refuses empty, too long, diacritics and spaces with a Czech detail', () => {
    expect(locationNameProblem('  ')).toEqual({ kind: 'name-empty', what: 'location' });
    expect(locationNameProblem('A'.repeat(33))).toMatchObject({ kind: 'name-too-long', max: 32 });
    const bad = locationNameProblem('Regál č 1');
    expect(bad).toMatchObject({ kind: 'name-bad-characters' });
    expect(describeLayoutProblem(bad!)).toContain('mezera');
    expect(describeLayoutProblem(bad!)).toContain('„č“');
  });

  it('finds taken names regardless of case', () => {
    expect(takenNames(['a-01-1', 'Z-1'], ['A-01-1', 'B'])).toEqual(['a-01-1']);
  });

  it('zone and sector names may be any text but not empty', () => {
    expect(groupNameProblem('Přízemí – sever', 'zone')).toBeUndefined();
    expect(groupNameProblem('', 'sector')).toEqual({ kind: 'name-empty', what: 'sector' });
  });
});
