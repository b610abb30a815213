import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LayoutApi, SectorDto, ZoneDto } from '../../application/layout/layout-api.port';
import type { Category, RelocationRulesApi, RuleData } from '../../application/relocation/relocation-api.port';
import { emptyRule, ruleProblems } from '../../domain/relocation/relocation-rule';
import type { Notice } from './chaos-queue.view-model';

/** The category being edited: a copy, saved as a whole. */
export interface CategoryDraft {
  id: number | null;
  name: string;
  data: RuleData[];
}

type Side = 'from' | 'to';
type Place = 'sector' | 'zone';

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
    makeObservable<this, 'say' | 'patchRule'>(this, {
      categories: observableRef,
      sectors: observableRef,
      zones: observableRef,
      draft: observable,
      notice: observableRef,
      loading: observable,
      saving: observable,
      problems: computed,
      startNew: action,
      edit: action,
      closeDraft: action,
      rename: action,
      addRule: action,
      removeRule: action,
      patchRule: action,
      toggle: action,
      say: action,
    });
  }

  /** What keeps the draft from being saved, in Czech (the server checks the same rule). */
  get problems(): string[] {
    if (!this.draft) return [];
    const name = this.draft.name.trim() ? [] : ['Zadejte název kategorie.'];
    return [...name, ...this.draft.data.flatMap((r, i) => ruleProblems(r, i))];
  }

  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const [categories, sectors, zones] = await Promise.all([
        this.deps.api.listRules(),
        this.deps.layout.sectors(),
        this.deps.layout.zones(),
      ]);
      runInAction(() => {
        this.categories = categories;
        this.sectors = sectors.filter((s) => !s.non_stock);
        this.zones = zones;
      });
    } catch (e) {
      this.say('danger', describeFailure(e));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  startNew(): void {
    this.draft = { id: null, name: '', data: [emptyRule(1)] };
    this.notice = null;
  }

  edit(category: Category): void {
    this.draft = { id: category.id, name: category.name, data: category.data.map((r) => ({ ...r })) };
    this.notice = null;
  }

  closeDraft(): void {
    this.draft = null;
  }

  rename(name: string): void {
    if (this.draft) this.draft.name = name;
  }

  addRule(): void {
    if (this.draft) this.draft.data.push(emptyRule(this.draft.data.length + 1));
  }

  removeRule(index: number): void {
    this.draft?.data.splice(index, 1);
  }

  setField(index: number, field: 'name' | 'code_prefix', value: string): void {
    this.patchRule(index, { [field]: value });
  }

  setNumber(index: number, field: 'min' | 'max' | 'priority', value: number): void {
    this.patchRule(index, { [field]: Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0 });
  }

  /** Adds or removes a sector or zone on one side of a rule. */
  toggle(index: number, side: Side, place: Place, id: number): void {
    const key = `${side}_${place}_ids` as const;
    const rule = this.draft?.data[index];
    if (!rule) return;
    const ids = rule[key];
    this.patchRule(index, { [key]: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] });
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.problems.length) return false;
    runInAction(() => (this.saving = true));
    try {
      const saved = await this.deps.api.save({
        id: this.draft.id,
        name: this.draft.name.trim(),
        data: this.draft.data,
      });
      runInAction(() => {
        this.categories = [...this.categories.filter((c) => c.id !== saved.id), saved].sort((a, b) =>
          a.name.localeCompare(b.name, 'cs'),
        );
        this.draft = null;
      });
      this.say('success', `Kategorie „${saved.name}“ uložena.`);
      return true;
    } catch (e) {
      this.say('danger', describeFailure(e));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** R-SUG-04: a refused delete shows the server's detail and keeps the category. */
  async remove(category: Category): Promise<boolean> {
    try {
      await this.deps.api.remove(category.id);
      runInAction(() => {
        this.categories = this.categories.filter((c) => c.id !== category.id);
        if (this.draft?.id === category.id) this.draft = null;
      });
      this.say('success', `Kategorie „${category.name}“ smazána.`);
      return true;
    } catch (e) {
      this.say('danger', describeFailure(e));
      return false;
    }
  }

  private patchRule(index: number, patch: Partial<RuleData>): void {
    const rule = this.draft?.data[index];
    if (rule) Object.assign(rule, patch);
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
