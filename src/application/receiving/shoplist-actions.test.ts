import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../errors';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { strictFake } from '../testing/strict-fake';
import type { ReceivingApi } from './receiving-api.port';
import { ShoplistActions, customStatesOrNone, shoplistsFound } from './shoplist-actions';

const answer = (backorder_id: number | null) => ({
  status: 'ok' as const,
  shoplist_id: 3,
  already_processed: false,
  backorder_id,
  extras_id: null,
});

function rig(api: Partial<ReceivingApi>) {
  const calls: unknown[] = [];
  return {
    calls,
    actions: new ShoplistActions(3, { api: strictFake<ReceivingApi>('ReceivingApi', api), ids: sequentialIds() }),
  };
}

describe('what a shopping list offers besides receiving (use case)', () => {
  it('R-AO-03 a confirmed question keeps its key through a retry; the next question gets a new one', async () => {
    const keys: string[] = [];
    let failures = 1;
    const { actions } = rig({
      process: async (_id, _options, key) => {
        keys.push(key);
        if (failures-- > 0) throw new NetworkFailure({ reason: 'network', message: 'x' });
        return answer(null);
      },
      archive: async (_id, key) => (keys.push(key), {}) as never,
    });
    actions.asked();
    await expect(actions.process({ moveMissing: true, createExtras: false })).rejects.toThrow();
    expect((await actions.process({ moveMissing: true, createExtras: false })).notice).toBe('Seznam je zpracován.');
    actions.asked();
    expect(await actions.archive()).toBe('Seznam byl archivován.');
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('R-AO-03 processing sends both options and says when the missing pieces went to a backorder', async () => {
    const sent: unknown[] = [];
    const { actions } = rig({ process: async (_id, options) => (sent.push(options), answer(9)) });
    actions.asked();
    const processed = await actions.process({ moveMissing: false, createExtras: true });
    expect(sent).toEqual([{ move_missing: false, create_extras: true }]);
    expect(processed.notice).toBe('Seznam je zpracován; chybějící kusy přešly do doobjednávky.');
  });

  it('sends a trimmed comment with its own key and nothing for an empty one', async () => {
    const sent: unknown[] = [];
    const { actions } = rig({
      addComment: async (id, body, key) => (
        sent.push([id, body, key]),
        { id: 1, body, client_name: 'Alena', created_at: '2026-11-01T00:00:00Z' }
      ),
    });
    expect(await actions.addComment('  ')).toBeNull();
    expect((await actions.addComment(' Poškozená krabice '))?.body).toBe('Poškozená krabice');
    expect(sent).toEqual([[3, 'Poškozená krabice', 'key-1']]);
  });

  it('shows comments and statuses it can fetch, and none of those it cannot', async () => {
    const { actions } = rig({
      comments: async () => Promise.reject(new NetworkFailure({ reason: 'network', message: 'x' })),
      customStates: async () => [{ id: 2, name: 'Čeká', color: '#fff' }] as never,
    });
    expect(await actions.side()).toEqual({ comments: [], states: [{ id: 2, name: 'Čeká', color: '#fff' }] });
    const offline = strictFake<ReceivingApi>('ReceivingApi', { customStates: () => Promise.reject(new Error('x')) });
    expect(await customStatesOrNone(offline)).toEqual([]);
  });

  it('finds lists by the typed search, or by the filter when nothing is typed', async () => {
    const asked: unknown[] = [];
    const api = strictFake<ReceivingApi>('ReceivingApi', {
      search: async (q) => (asked.push(['search', q]), []),
      shoplists: async (filter) => (asked.push(['filter', filter]), []),
    });
    const filter = { state: 'open' as const, status: null, archived: false };
    const typed = shoplistsFound(api, filter, ' 8590 ');
    const blank = shoplistsFound(api, filter, '  ');
    await typed.lists();
    await blank.lists();
    expect([typed.searching, blank.searching]).toEqual([true, false]);
    expect(asked).toEqual([
      ['search', '8590'],
      ['filter', filter],
    ]);
  });
});
