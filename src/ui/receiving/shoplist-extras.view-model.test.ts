import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../../application/errors';
import type { ReceivingApi } from '../../application/receiving/receiving-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { sequentialIds } from '../../application/stock-movements/testing/stock-fakes';
import { ShoplistExtrasViewModel } from './shoplist-extras.view-model';

function host() {
  const notices: string[] = [];
  let reloads = 0;
  return {
    notices,
    reloads: () => reloads,
    host: {
      reload: async () => {
        reloads++;
      },
      notice: (n: { text: string }) => {
        notices.push(n.text);
      },
    },
  };
}

describe('list actions', () => {
  it('R-AO-03 processing sends both options; a retry after a lost answer reuses the key', async () => {
    const calls: Array<[unknown, string]> = [];
    let fail = true;
    const api = strictFake<ReceivingApi>('ReceivingApi', {
      process: async (_id, options, key) => {
        calls.push([options, key]);
        if (fail) {
          fail = false;
          throw new NetworkFailure({ reason: 'network', message: 'x' });
        }
        return { status: 'ok', shoplist_id: 3, already_processed: false, backorder_id: 9, extras_id: null };
      },
    });
    const h = host();
    const vm = new ShoplistExtrasViewModel(3, api, sequentialIds(), h.host);
    vm.processClicked();
    vm.optionsChanged({ createExtras: true });
    await vm.processConfirmed();
    expect(vm.processOpen).toBe(true);
    await vm.processConfirmed();
    expect(calls).toEqual([
      [{ move_missing: true, create_extras: true }, 'key-1'],
      [{ move_missing: true, create_extras: true }, 'key-1'],
    ]);
    expect(vm.processOpen).toBe(false);
    expect(vm.processed?.backorder_id).toBe(9);
    expect(h.notices).toEqual([
      'Nepodařilo se spojit se serverem.',
      'Seznam je zpracován; chybějící kusy přešly do doobjednávky.',
    ]);
    expect(h.reloads()).toBe(1);
  });

  it('R-AO-03 the status changes by request and archiving asks first', async () => {
    const seen: unknown[] = [];
    const api = strictFake<ReceivingApi>('ReceivingApi', {
      changeStatus: async (id, status) => {
        seen.push(['status', id, status]);
        return {} as never;
      },
      archive: async (id) => {
        seen.push(['archive', id]);
        return {} as never;
      },
    });
    const h = host();
    const vm = new ShoplistExtrasViewModel(3, api, sequentialIds(), h.host);
    await vm.statusChosen(2);
    vm.archiveClicked();
    expect(vm.archiveOpen).toBe(true);
    await vm.archiveConfirmed();
    expect(seen).toEqual([
      ['status', 3, 2],
      ['archive', 3],
    ]);
    expect(vm.archiveOpen).toBe(false);
  });

  it('a comment is added to the end and the field is cleared; an empty one is not sent', async () => {
    const api = strictFake<ReceivingApi>('ReceivingApi', {
      addComment: async (_id, body) => ({ id: 1, body, client_name: 'Alena', created_at: '2026-11-01T00:00:00Z' }),
    });
    const vm = new ShoplistExtrasViewModel(3, api, sequentialIds(), host().host);
    vm.commentTyped('   ');
    await vm.commentSubmitted();
    expect(vm.comments).toEqual([]);
    vm.commentTyped('Poškozená krabice');
    await vm.commentSubmitted();
    expect(vm.comments.map((c) => c.body)).toEqual(['Poškozená krabice']);
    expect(vm.commentText).toBe('');
  });
});
