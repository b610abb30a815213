import { describe, expect, it } from 'vitest';
import { fetched } from '../../domain/relocation/suggestions';
import { suggestionItem as item } from '../../domain/relocation/testing/suggestion-item';
import { OperationErrors } from '../errors';
import type { RelocationRequest, StockMovementsApi } from '../stock-movements/stock-movements.port';
import { strictFake } from '../testing/strict-fake';
import type { RelocationRulesApi, Suggestions } from './relocation-api.port';
import { collectLine, depositLine, fetchLists, labelOf, lineToTake, type Walk } from './suggestion-walk';

const COLLECT = [item('ZAH1', 'C-01-1', 4, 0, 1), item('ZAH1', 'C-01-2', 3, 0, 2)];
const DEPOSIT = [item('ZAH1', 'E-01-1', 0, 7, 1)];

function stock(sent: RelocationRequest[], fail = false) {
  return strictFake<StockMovementsApi>('StockMovementsApi', {
    relocate: async (body) => {
      if (fail) throw new OperationErrors({ errors: [{ code: 'ZAH1', detail: 'Na pozici C-01-1 není dost kusů.' }] });
      sent.push(body);
      return { errors: [] } as unknown as Awaited<ReturnType<StockMovementsApi['relocate']>>;
    },
  });
}
const ids = { uuid: () => 'key-1' };

describe('walking the suggestion lists (use case)', () => {
  it('R-SUG-02 an answer of an older fetch is no list; the latest one is', async () => {
    const api = strictFake<RelocationRulesApi>('RelocationRulesApi', {
      suggestions: async (_id, list, guid): Promise<Suggestions> => ({
        guid,
        items: list === 'collect' ? COLLECT : DEPOSIT,
      }),
    });
    expect(await fetchLists(api, 5, 'g-1', () => 'g-2')).toBeUndefined();
    expect(await fetchLists(api, 5, 'g-2', () => 'g-2')).toEqual(fetched(COLLECT, DEPOSIT));
  });

  it('R-SUG-01 collecting takes the pieces into hand and recalculates the lists locally', () => {
    const walk: Walk = { lists: fetched(COLLECT, DEPOSIT), inHand: new Map() };
    const { walk: after, text } = collectLine(walk, COLLECT[0]);
    expect(text).toBe('ZAH1: 4 ks vzato z C-01-1.');
    expect(after.inHand.get('ZAH1')).toEqual([{ location: 'C-01-1', amount: 4, sarze_id: 0 }]);
    expect(after.lists.temporary).toBe(true);
    expect(after.lists.collect.map((i) => i.location_name)).toEqual(['C-01-2']);
    expect(walk.inHand.size).toBe(0);
  });

  it('deposits what is in hand of that batch as one relocation, and applies it to the walk as it is then', async () => {
    const sent: RelocationRequest[] = [];
    const held = [
      { location: 'C-01-1', amount: 4, sarze_id: 0 },
      { location: 'C-01-2', amount: 2, sarze_id: 3 },
    ];
    const outcome = await depositLine({ stock: stock(sent), ids }, new Map([['ZAH1', held]]), DEPOSIT[0]);
    expect(sent.map((b) => b.products)).toEqual([
      [{ code: 'ZAH1', amount: 4, sarze_id: null, from: 'C-01-1', to: 'E-01-1' }],
    ]);
    if (!outcome.ok) throw new Error(outcome.text);
    expect(outcome.text).toBe('ZAH1: 4 ks uloženo na E-01-1.');
    const after = outcome.change({
      lists: fetched([], DEPOSIT),
      inHand: new Map([
        ['ZAH1', held],
        ['ZAH2', []],
      ]),
    });
    expect([...after.inHand.keys()]).toEqual(['ZAH1', 'ZAH2']);
    expect(after.inHand.get('ZAH1')).toEqual([held[1]]);
    expect(after.lists.temporary).toBe(true);
  });

  it('refuses a deposit with nothing in hand before sending, and names a refused relocation', async () => {
    const sent: RelocationRequest[] = [];
    expect(await depositLine({ stock: stock(sent), ids }, new Map(), DEPOSIT[0])).toEqual({
      ok: false,
      intent: 'warning',
      text: 'ZAH1 nemáte vzatý: nejdřív ho seberte podle seznamu „Vzít“.',
    });
    const inHand = new Map([['ZAH1', [{ location: 'C-01-1', amount: 4, sarze_id: 0 }]]]);
    expect(await depositLine({ stock: stock(sent, true), ids }, inHand, DEPOSIT[0])).toMatchObject({
      ok: false,
      intent: 'danger',
      text: expect.stringContaining('C-01-1'),
    });
    expect(sent).toEqual([]);
  });

  it('a deposit takes the batch in hand first; a collect the first line (FEFO)', () => {
    const lines = [item('ZAH1', 'E-01-1', 0, 5, 1, 1), item('ZAH1', 'E-01-1', 0, 5, 2, 2)];
    const inHand = new Map([['ZAH1', [{ location: 'C-01-1', amount: 1, sarze_id: 2 }]]]);
    expect(lineToTake('deposit', lines, inHand)).toBe(lines[1]);
    expect(lineToTake('deposit', lines, new Map())).toBe(lines[0]);
    expect(lineToTake('collect', lines, inHand)).toBe(lines[0]);
    expect(labelOf(lines[1])).toBe('ZAH1 (šarže S-2)');
  });
});
