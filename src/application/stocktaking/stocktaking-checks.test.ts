import { HttpFailure } from '../errors';
import { describe, expect, it } from 'vitest';
import type { LayoutApi } from '../layout/layout-api.port';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { strictFake } from '../testing/strict-fake';
import type { StocktakingApi } from './stocktaking-api.port';
import { StocktakingChecks, type StartForm } from './stocktaking-checks';

const sector = (id: number, order: number) => ({
  id,
  sector_name: `S${id}`,
  order,
  zone_id: null,
  picking: false,
  multiple_batches: false,
  non_stock: false,
});
const form: StartForm = { name: ' Sektor A ', mode: 'sectors', sectorIds: [2], locationIds: [9], blind: true };

function rig(api: Partial<StocktakingApi> = {}, layout: Partial<LayoutApi> = {}) {
  return new StocktakingChecks({
    api: strictFake<StocktakingApi>('StocktakingApi', api),
    layout: strictFake<LayoutApi>('LayoutApi', layout),
    ids: sequentialIds(),
  });
}

describe('the stock-taking list (use case)', () => {
  it('R-INV-03 asks for a page of 50 with only the filters that are filled in', async () => {
    const asked: unknown[] = [];
    const checks = rig({ list: async (request) => (asked.push(request), { data: [] }) as never });
    await checks.page({ name: '  ', status: 'active', changed: '', sectorId: null }, 1);
    await checks.page({ name: ' Jaro ', status: 'committed', changed: '2026-11-01', sectorId: 4 }, 3);
    expect(asked).toEqual([
      { page: 1, per_page: 50, name: null, status: 'active', changed: null, sectors: null },
      { page: 3, per_page: 50, name: 'Jaro', status: 'committed', changed: '2026-11-01', sectors: [4] },
    ]);
  });

  it('R-INV-02 refuses a form without a name or a scope before sending; starts over the chosen scope once', async () => {
    const started: unknown[] = [];
    const checks = rig({
      start: async (request, key) => (started.push([request, key.idempotencyKey]), { id: 12 }) as never,
    });
    expect(await checks.start({ ...form, name: ' ' })).toEqual({ refusal: 'Zadejte název inventury.' });
    expect(await checks.start({ ...form, sectorIds: [] })).toEqual({
      refusal: 'Vyberte alespoň jeden sektor nebo pozici.',
    });
    expect(await checks.start(form)).toEqual({ started: 12 });
    expect(await checks.start({ ...form, mode: 'locations' })).toEqual({ started: 12 });
    expect(started).toEqual([
      [{ name: 'Sektor A', blind: true, sectors: [2] }, 'key-1'],
      [{ name: 'Sektor A', blind: true, locations: [9] }, 'key-2'],
    ]);
  });

  it('offers sectors in the warehouse order and locations as Czech sorts their names', async () => {
    const checks = rig(
      {},
      {
        sectors: async () => [sector(3, 2), sector(1, 1), sector(2, 1)],
        locations: async () => [
          { id: 1, name: 'Č-1', sector: 1, order: 0 },
          { id: 2, name: 'D-1', sector: 1, order: 0 },
          { id: 3, name: 'C-1', sector: 1, order: 0 },
        ],
      },
    );
    const { sectors, locations } = await checks.layout();
    expect(sectors.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(locations.map((l) => l.name)).toEqual(['C-1', 'Č-1', 'D-1']);
  });

  it('a start, a cancel or the layout the server refuses comes back as its Czech reason, never thrown', async () => {
    const refused = () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Inventura už běží.' } });
    };
    const cancelled: number[] = [];
    const checks = rig(
      { start: async () => refused(), cancel: async (id) => (cancelled.push(id), { id }) as never },
      { sectors: async () => refused(), locations: async () => [] },
    );
    expect(await checks.start(form)).toEqual({ refusal: 'Inventura už běží.' });
    expect(await checks.layoutOrFailure()).toEqual({ failure: 'Inventura už běží.' });
    expect(await checks.cancel({ id: 5 } as never)).toBeNull();
    expect(cancelled).toEqual([5]);
    const failing = rig({ cancel: async () => refused() });
    expect(await failing.cancel({ id: 6 } as never)).toBe('Inventura už běží.');
  });
});
