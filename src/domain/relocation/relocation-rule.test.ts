import { describe, expect, it } from 'vitest';
import { matchesQueueItem, queueForMode } from './chaos-queue';
import { emptyRule, ruleProblems } from './relocation-rule';

describe('relocation rule', () => {
  const ok = { ...emptyRule(1), from_sector_ids: [1], to_zone_ids: [3] };

  it('a rule with a source, a target and min ≤ max has no problems', () => {
    expect(ruleProblems(ok, 0)).toEqual([]);
  });

  it('names each problem in Czech, with the rule it belongs to', () => {
    expect(ruleProblems({ ...ok, from_sector_ids: [] }, 1)).toEqual([
      'Pravidlo 2: vyberte sektor nebo zónu, odkud se má brát.',
    ]);
    expect(ruleProblems({ ...ok, name: 'E', to_zone_ids: [] }, 0)).toEqual([
      'Pravidlo 1 (E): vyberte sektor nebo zónu, kam se má přesouvat.',
    ]);
    expect(ruleProblems({ ...ok, min: 5, max: 2 }, 0)).toEqual([
      'Pravidlo 1: minimum (5) nesmí být větší než maximum (2).',
    ]);
    expect(ruleProblems({ ...ok, min: 0, max: 0 }, 0)).toEqual(['Pravidlo 1: maximum musí být větší než nula.']);
    expect(ruleProblems({ ...ok, to_sector_ids: [1] }, 0)).toEqual([
      'Pravidlo 1: stejný sektor nemůže být zdrojem i cílem.',
    ]);
  });
});

describe('chaos queue mode', () => {
  const items = [
    { code: 'ZAH1', ean: '859', location_name: 'P-01', sector_name: 'P' },
    { code: 'ZAH2', ean: null, location_name: 'V-01', sector_name: 'Vratky' },
  ];
  it('without a mode shows the whole queue; with one, the receiving sector of that name', () => {
    expect(queueForMode(items, undefined)).toEqual(items);
    expect(queueForMode(items, 'vratky').map((i) => i.code)).toEqual(['ZAH2']);
    expect(queueForMode(items, 'X')).toEqual([]);
  });
  it('a scan names a line by code, EAN or receiving location, in any case', () => {
    expect(matchesQueueItem(items[0], 'zah1')).toBe(true);
    expect(matchesQueueItem(items[0], '859')).toBe(true);
    expect(matchesQueueItem(items[0], ' p-01 ')).toBe(true);
    expect(matchesQueueItem(items[1], '')).toBe(false);
  });
});
