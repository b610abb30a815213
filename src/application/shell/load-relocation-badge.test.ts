import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveUpdates } from '../live/testing/fake-live-updates';
import type { ConfigApi } from '../ports/config-api.port';
import { strictFake } from '../testing/strict-fake';
import { watchRelocationBadge } from './load-relocation-badge';

function widgetApi(counts: () => number[]) {
  return strictFake<ConfigApi>('ConfigApi', {
    warehouseWidget: vi.fn(async () => ({
      warehouse_widgets: [
        {
          eshop_name: 'Zahrada a dům',
          warehouse_widget: { relocation_products: counts().map((product_count) => ({ product_count })) },
        },
      ],
    })),
  });
}

describe('watching the relocation badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('R-MENU-05 loads at once and again after each stock change, until stopped', async () => {
    let waiting = [2];
    const api = widgetApi(() => waiting);
    const live = new FakeLiveUpdates();
    const shown: number[] = [];
    const stop = watchRelocationBadge(api, live, 'Zahrada a dům', (n) => shown.push(n));
    await vi.waitFor(() => expect(shown).toEqual([2]));
    waiting = [2, 5];
    live.committed('layout');
    live.committed('stock');
    await vi.waitFor(() => expect(shown).toEqual([2, 7]));
    expect(api.warehouseWidget).toHaveBeenCalledTimes(2);
    stop();
    expect(live.listeners.size).toBe(0);
  });

  it('R-MENU-05 a failed load is silent for the user (logged), and without live updates it loads once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = strictFake<ConfigApi>('ConfigApi', {
      warehouseWidget: vi.fn(async () => Promise.reject(new Error('x'))),
    });
    const shown: number[] = [];
    watchRelocationBadge(api, undefined, 'Zahrada a dům', (n) => shown.push(n))();
    await vi.waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(shown).toEqual([]);
  });
});
