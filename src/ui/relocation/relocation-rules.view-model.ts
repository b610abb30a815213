import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LayoutApi, SectorDto, ZoneDto } from '../../application/layout/layout-api.port';
import type { Category, RelocationRulesApi, RuleData } from '../../application/relocation/relocation-api.port';
import {
  draftOf,
  draftProblems,
  loadRuleEditing,
  newDraft,
  removeCategory,
  saveDraft,
  type CategoryDraft,
  type CategoryOutcome,
} from '../../application/relocation/rule-categories';
import {
  placeToggled,
  ruleAdded,
  wholeCount,
  type RulePlace,
  type RuleSide,
} from '../../application/relocation/rule-draft';
import type { Notice } from './chaos-queue.view-model';

/** /locations/relocation_rules: categories with their rules; create, edit, delete (R-SUG-04). */
export class RelocationRulesViewModel {
  categories: readonly Category[] = [];
  sectors: readonly SectorDto[] = [];
  zones: readonly ZoneDto[] = [];
  draft: CategoryDraft | null = null;
  notice: Notice | null = null;
  loading = false;
  saving = false;

  constructor(private readonly deps: { api: RelocationRulesApi; layout: LayoutApi }) {
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, categories: observableRef, sectors: observableRef, zones: observableRef, notice: observableRef },
      { autoBind: true },
    );
  }

  /** What keeps the draft from being saved, in Czech (the server checks the same rule). */
  get problems(): string[] {
    return draftProblems(this.draft);
  }

  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const { categories, sectors, zones } = await loadRuleEditing(this.deps);
      runInAction(() => {
        this.categories = categories;
        this.sectors = sectors;
        this.zones = zones;
      });
    } catch (e) {
      this.say('danger', describeFailure(e));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  startNew(): void {
    this.draft = newDraft();
    this.notice = null;
  }

  edit(category: Category): void {
    this.draft = draftOf(category);
    this.notice = null;
  }

  closeDraft(): void {
    this.draft = null;
  }

  rename(name: string): void {
    if (this.draft) this.draft.name = name;
  }

  addRule(): void {
    if (this.draft) ruleAdded(this.draft);
  }

  removeRule(index: number): void {
    this.draft?.data.splice(index, 1);
  }

  setField(index: number, field: 'name' | 'code_prefix', value: string): void {
    this.patchRule(index, { [field]: value });
  }

  setNumber(index: number, field: 'min' | 'max' | 'priority', value: number): void {
    this.patchRule(index, { [field]: wholeCount(value) });
  }

  /** Adds or removes a sector or zone on one side of a rule. */
  toggle(index: number, side: RuleSide, place: RulePlace, id: number): void {
    const rule = this.draft?.data[index];
    if (rule) this.patchRule(index, placeToggled(rule, side, place, id));
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.problems.length) return false;
    this.saving = true;
    const outcome = await saveDraft(this.deps.api, this.draft);
    runInAction(() => (this.saving = false));
    return this.settle(outcome, () => (this.draft = null));
  }

  /** R-SUG-04: a refused delete shows the server's detail and keeps the category. */
  async remove(category: Category): Promise<boolean> {
    const outcome = await removeCategory(this.deps.api, category);
    return this.settle(outcome, () => {
      if (this.draft?.id === category.id) this.draft = null;
    });
  }

  private settle(outcome: CategoryOutcome, closed: () => void): boolean {
    if (outcome.ok) {
      this.categories = outcome.change(this.categories);
      closed();
    }
    this.say(outcome.ok ? 'success' : 'danger', outcome.text);
    return outcome.ok;
  }

  private patchRule(index: number, patch: Partial<RuleData>): void {
    const rule = this.draft?.data[index];
    if (rule) Object.assign(rule, patch);
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
