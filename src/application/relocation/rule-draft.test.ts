import { describe, expect, it } from 'vitest';
import { emptyRule } from '../../domain/relocation/relocation-rule';
import { newDraft } from './rule-categories';
import { placeToggled, ruleAdded, wholeCount } from './rule-draft';

describe('editing a relocation rule category draft (R-SUG-04)', () => {
  it('adds an empty rule with the next priority', () => {
    const draft = newDraft();
    ruleAdded(draft);
    ruleAdded(draft);
    expect(draft.data.map((r) => r.priority)).toEqual([1, 2, 3]);
    expect(draft.data[2]).toEqual(emptyRule(3));
  });

  it('keeps a typed bound or priority a whole number of at least 0', () => {
    expect(wholeCount(4.7)).toBe(4);
    expect(wholeCount(-3)).toBe(0);
    expect(wholeCount(Number.NaN)).toBe(0);
    expect(wholeCount(12)).toBe(12);
  });

  it('adds a sector or zone to one side of a rule and takes it off when it is there', () => {
    const rule = { ...emptyRule(1), from_sector_ids: [1, 2], to_zone_ids: [7] };
    expect(placeToggled(rule, 'from', 'sector', 3)).toEqual({ from_sector_ids: [1, 2, 3] });
    expect(placeToggled(rule, 'from', 'sector', 1)).toEqual({ from_sector_ids: [2] });
    expect(placeToggled(rule, 'to', 'zone', 7)).toEqual({ to_zone_ids: [] });
    expect(placeToggled(rule, 'to', 'sector', 7)).toEqual({ to_sector_ids: [7] });
  });
});
