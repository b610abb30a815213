import { describe, expect, it } from 'vitest';
import { emptyRule } from '../../domain/relocation/relocation-rule';
import { HttpFailure } from '../errors';
import type { LayoutApi, SectorDto } from '../layout/layout-api.port';
import { strictFake } from '../testing/strict-fake';
import type { Category, RelocationRulesApi } from './relocation-api.port';
import { draftOf, draftProblems, loadRuleEditing, newDraft, removeCategory, saveDraft } from './rule-categories';

const category = (id: number, name: string): Category => ({ id, name, data: [{ ...emptyRule(1), name: 'R' }] });

describe('editing relocation rule categories (use case)', () => {
  it('a draft without a name or with an incomplete rule has problems, in Czech', () => {
    expect(draftProblems(null)).toEqual([]);
    expect(draftProblems(newDraft())[0]).toBe('Zadejte název kategorie.');
    expect(draftProblems(newDraft()).length).toBeGreaterThan(1);
    const original = category(1, 'Doplnění');
    const draft = draftOf(original);
    expect(draft).toEqual(original);
    expect(draft.data[0]).not.toBe(original.data[0]);
  });

  it('offers only stock sectors to the rules', async () => {
    const sector = (id: number, non_stock: boolean) => ({ id, sector_name: `S${id}`, non_stock }) as SectorDto;
    const loaded = await loadRuleEditing({
      api: strictFake<RelocationRulesApi>('RelocationRulesApi', { listRules: async () => [category(1, 'A')] }),
      layout: strictFake<LayoutApi>('LayoutApi', {
        sectors: async () => [sector(1, false), sector(2, true)],
        zones: async () => [],
      }),
    });
    expect(loaded.sectors.map((s) => s.id)).toEqual([1]);
    expect(loaded.categories).toHaveLength(1);
  });

  it('a save sends the trimmed name and puts the answer into the list sorted as Czech sorts', async () => {
    const sent: unknown[] = [];
    const api = strictFake<RelocationRulesApi>('RelocationRulesApi', {
      save: async (c) => {
        sent.push(c);
        return { id: 3, name: c.name, data: c.data };
      },
    });
    const outcome = await saveDraft(api, { ...newDraft(), name: '  Čaje ' });
    expect(sent).toEqual([{ id: null, name: 'Čaje', data: newDraft().data }]);
    if (!outcome.ok) throw new Error(outcome.text);
    expect(outcome.text).toBe('Kategorie „Čaje“ uložena.');
    expect(outcome.change([category(1, 'Káva'), category(2, 'Cukr')]).map((c) => c.name)).toEqual([
      'Cukr',
      'Čaje',
      'Káva',
    ]);
  });

  it('R-SUG-04 a refused delete answers the server detail and changes nothing', async () => {
    const refused = strictFake<RelocationRulesApi>('RelocationRulesApi', {
      remove: async () => {
        throw new HttpFailure({ status: 400, payload: { detail: 'Kategorie se používá.' } });
      },
    });
    expect(await removeCategory(refused, category(1, 'A'))).toEqual({ ok: false, text: 'Kategorie se používá.' });
    const api = strictFake<RelocationRulesApi>('RelocationRulesApi', { remove: async () => undefined });
    const outcome = await removeCategory(api, category(1, 'A'));
    if (!outcome.ok) throw new Error(outcome.text);
    expect(outcome.change([category(1, 'A'), category(2, 'B')]).map((c) => c.id)).toEqual([2]);
  });
});
