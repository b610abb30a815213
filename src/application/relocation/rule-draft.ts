import { emptyRule } from '../../domain/relocation/relocation-rule';
import type { RuleData } from './relocation-api.port';
import type { CategoryDraft } from './rule-categories';

export type RuleSide = 'from' | 'to';
export type RulePlace = 'sector' | 'zone';

/** Adds an empty rule at the end of the draft, with the next priority. */
export function ruleAdded(draft: CategoryDraft): void {
  draft.data.push(emptyRule(draft.data.length + 1));
}

/** A typed range bound or priority as the rule holds it: a whole number, at least 0 (a cleared field is 0). */
export const wholeCount = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The change that adds a sector or zone on one side of a rule, or takes it off when it is there. */
export function placeToggled(rule: RuleData, side: RuleSide, place: RulePlace, id: number): Partial<RuleData> {
  const key = `${side}_${place}_ids` as const;
  const ids = rule[key];
  return { [key]: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] };
}
