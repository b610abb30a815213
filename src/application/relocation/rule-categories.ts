import { emptyRule, ruleProblems } from '../../domain/relocation/relocation-rule';
import { describeFailure } from '../errors';
import type { LayoutApi } from '../layout/layout-api.port';
import type { Category, RelocationRulesApi, RuleData } from './relocation-api.port';

/** The category being edited: a copy, saved as a whole. */
export interface CategoryDraft {
  id: number | null;
  name: string;
  data: RuleData[];
}

export const newDraft = (): CategoryDraft => ({ id: null, name: '', data: [emptyRule(1)] });

export const draftOf = (category: Category): CategoryDraft => ({
  id: category.id,
  name: category.name,
  data: category.data.map((r) => ({ ...r })),
});

/** What keeps a draft from being saved, in Czech (the server checks the same rule). */
export function draftProblems(draft: CategoryDraft | null): string[] {
  if (!draft) return [];
  const name = draft.name.trim() ? [] : ['Zadejte název kategorie.'];
  return [...name, ...draft.data.flatMap((r, i) => ruleProblems(r, i))];
}

/** The categories with what their rules can name: the stock sectors (a non-stock one holds no goods to move) and the zones. */
export async function loadRuleEditing(deps: { api: RelocationRulesApi; layout: LayoutApi }) {
  const [categories, sectors, zones] = await Promise.all([
    deps.api.listRules(),
    deps.layout.sectors(),
    deps.layout.zones(),
  ]);
  return { categories, sectors: sectors.filter((s) => !s.non_stock), zones };
}

export type CategoryOutcome =
  /** `change` puts the answer into the list as it is when the server answered. */
  { ok: true; change: (categories: readonly Category[]) => Category[]; text: string } | { ok: false; text: string };

/** Saves a draft that has no problems (with its name trimmed); the list stays sorted by name as Czech sorts. */
export async function saveDraft(api: RelocationRulesApi, draft: CategoryDraft): Promise<CategoryOutcome> {
  try {
    const saved = await api.save({ id: draft.id, name: draft.name.trim(), data: draft.data });
    const change = (categories: readonly Category[]) =>
      [...categories.filter((c) => c.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name, 'cs'));
    return { ok: true, change, text: `Kategorie „${saved.name}“ uložena.` };
  } catch (e) {
    return { ok: false, text: describeFailure(e) };
  }
}

/** R-SUG-04: a refused delete answers the server's detail, and the category stays. */
export async function removeCategory(api: RelocationRulesApi, category: Category): Promise<CategoryOutcome> {
  try {
    await api.remove(category.id);
    const change = (categories: readonly Category[]) => categories.filter((c) => c.id !== category.id);
    return { ok: true, change, text: `Kategorie „${category.name}“ smazána.` };
  } catch (e) {
    return { ok: false, text: describeFailure(e) };
  }
}
