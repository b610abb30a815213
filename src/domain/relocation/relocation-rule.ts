/**
 * A relocation rule (docs/decisions/relocation.md): move products matching `code_prefix` from the
 * sectors or zones named in `from_*` to those named in `to_*`, so that the target holds at least `min`
 * (refilled up to `max`). Rules of a category apply in ascending `priority`; a product is handled by
 * the first rule that matches it.
 */
export interface RelocationRule {
  name: string;
  from_sector_ids: number[];
  from_zone_ids: number[];
  to_sector_ids: number[];
  to_zone_ids: number[];
  code_prefix: string;
  min: number;
  max: number;
  priority: number;
}

export const emptyRule = (priority: number): RelocationRule => ({
  name: '',
  from_sector_ids: [],
  from_zone_ids: [],
  to_sector_ids: [],
  to_zone_ids: [],
  code_prefix: '',
  min: 1,
  max: 10,
  priority,
});

/** Why a rule cannot be saved, in Czech; empty when it can. */
export function ruleProblems(rule: RelocationRule, position: number): string[] {
  const which = `Pravidlo ${position + 1}${rule.name ? ` (${rule.name})` : ''}`;
  const problems: string[] = [];
  if (rule.from_sector_ids.length + rule.from_zone_ids.length === 0)
    problems.push(`${which}: vyberte sektor nebo zónu, odkud se má brát.`);
  if (rule.to_sector_ids.length + rule.to_zone_ids.length === 0)
    problems.push(`${which}: vyberte sektor nebo zónu, kam se má přesouvat.`);
  if (rule.min > rule.max) problems.push(`${which}: minimum (${rule.min}) nesmí být větší než maximum (${rule.max}).`);
  if (rule.max <= 0) problems.push(`${which}: maximum musí být větší než nula.`);
  const overlap = rule.from_sector_ids.filter((id) => rule.to_sector_ids.includes(id));
  if (overlap.length) problems.push(`${which}: stejný sektor nemůže být zdrojem i cílem.`);
  return problems;
}
