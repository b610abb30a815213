import { describe, expect, it } from 'vitest';
import { HttpFailure, NetworkFailure } from '../errors';
import { strictFake } from '../testing/strict-fake';
import { product, sequentialIds } from '../stock-movements/testing/stock-fakes';
import type { AddProductRequest, CheckDetail, StocktakingApi } from './stocktaking-api.port';
import { CountLocation, sentNotice } from './count-location';

describe('counting a location (use case)', () => {
  it('R-SCAN-06 a box counts its pieces in an entry of its own id; a product that requires a batch asks first', async () => {
    const counting = new CountLocation(3, {
      api: strictFake<StocktakingApi>('StocktakingApi', {}),
      products: {
        search: async (code) =>
          product(code, { customQuantity: code === 'BOX' ? 6 : null, vynutit_zadani_sarze: code === 'LOT' }),
      },
      ids: sequentialIds(),
    });
    expect(await counting.productScanned('BOX', 'A-01-1')).toEqual({
      kind: 'entry',
      entry: { id: 3, client_entry_id: 'key-1', location_name: 'A-01-1', code: 'BOX', amount: 6 },
    });
    expect(await counting.productScanned('LOT', 'A-01-1')).toMatchObject({ kind: 'batch', amount: 1 });
  });

  it('an entry lost to the network is kept to be resent as it is; a delivered one answers its line', async () => {
    const sent: AddProductRequest[] = [];
    let online = false;
    const counting = new CountLocation(3, {
      api: strictFake<StocktakingApi>('StocktakingApi', {
        addProduct: async (entry) => {
          sent.push(entry);
          if (!online) throw new NetworkFailure({ reason: 'network', message: 'x' });
          return {
            errors: [],
            duplicate: false,
            line: {
              location_name: 'A-01-1',
              code: 'A',
              name: null,
              sarze_id: null,
              sarze_name: null,
              amount: 1,
              entries: 1,
              expected: null,
            },
          };
        },
      }),
      products: { search: async (code) => product(code) },
      ids: sequentialIds(),
    });
    const entry = counting.entry('A-01-1', 'A', 1, null, null);
    expect(await counting.send(entry)).toEqual({ kind: 'unsent', entry });
    online = true;
    expect(await counting.send(entry)).toMatchObject({ kind: 'counted', line: { code: 'A', amount: 1 } });
    expect(sent.map((e) => e.client_entry_id)).toEqual(['key-1', 'key-1']);
  });

  it("tells the worker what a send did: the line's new amount, a resend to do, or the refusal", () => {
    const line = {
      location_name: 'A-01-1',
      code: 'A',
      name: null,
      sarze_id: null,
      sarze_name: null,
      amount: 4,
      entries: 2,
      expected: null,
    };
    const entry = { id: 3, client_entry_id: 'key-1', location_name: 'A-01-1', code: 'A', amount: 1 };
    expect(sentNotice({ kind: 'counted', line })).toEqual({ intent: 'success', text: 'A: 4 ks', sound: 'correct' });
    expect(sentNotice({ kind: 'unsent', entry })).toEqual({
      intent: 'warning',
      text: 'Sken se nepodařilo odeslat; odešlete ho znovu, až bude spojení.',
      sound: 'incorrect',
    });
    expect(sentNotice({ kind: 'refused', detail: 'Inventura skončila.' })).toMatchObject({
      intent: 'danger',
      sound: 'incorrect',
    });
  });

  it('a location of the stock-taking opens it; a product waits for one; nothing counts once it has ended', async () => {
    const counting = new CountLocation(3, {
      api: strictFake<StocktakingApi>('StocktakingApi', {}),
      products: { search: async (code) => product(code) },
      ids: sequentialIds(),
    });
    const state = { id: 1, name: 'A-01-1', sector_id: 1, sector_name: 'A', counted: false, counted_by: null, lines: 0 };
    const running = { status: null, location_states: [state] } as unknown as CheckDetail;
    expect(await counting.codeScanned(' a-01-1 ', running, null)).toEqual({ kind: 'location', name: 'A-01-1' });
    expect(await counting.codeScanned('P1', running, null)).toEqual({
      kind: 'refused',
      detail: 'Pozice „P1“ do této inventury nepatří. Nejdříve naskenujte pozici.',
    });
    expect(await counting.codeScanned('P1', running, 'A-01-1')).toMatchObject({ kind: 'entry' });
    const ended = { ...running, status: 'committed' } as CheckDetail;
    expect(await counting.codeScanned('A-01-1', ended, null)).toEqual({
      kind: 'refused',
      detail: 'Tato inventura už neběží.',
    });
    expect(await counting.codeScanned('A-01-1', null, null)).toMatchObject({ kind: 'refused' });
  });

  it('an edit of a line or of the open location goes with its own key and says what happened', async () => {
    const edits: unknown[] = [];
    const answer = { status: null, location_states: [] } as unknown as CheckDetail;
    const counting = new CountLocation(3, {
      api: strictFake<StocktakingApi>('StocktakingApi', {
        edit: async (id, request, key) => (edits.push([id, request, key.idempotencyKey]), answer),
      }),
      products: { search: async (code) => product(code) },
      ids: sequentialIds(),
    });
    const line = {
      location_name: 'A-01-1',
      code: 'A',
      name: null,
      sarze_id: 4,
      sarze_name: 'L',
      amount: 2,
      entries: 1,
      expected: null,
    };
    expect(await counting.amountSet(line, 5)).toEqual({ detail: answer, done: null });
    expect((await counting.locationEdited('mark_counted', 'A-01-1')).done).toBe('Pozice je spočítaná.');
    expect((await counting.locationEdited('unmark_counted', 'A-01-1')).done).toBeNull();
    expect((await counting.locationEdited('recount', 'A-01-1')).done).toBe('Pozice se počítá znovu.');
    expect(edits).toEqual([
      [3, { action: 'set_amount', location_name: 'A-01-1', code: 'A', sarze_id: 4, amount: 5 }, 'key-1'],
      [3, { action: 'mark_counted', location_name: 'A-01-1' }, 'key-2'],
      [3, { action: 'unmark_counted', location_name: 'A-01-1' }, 'key-3'],
      [3, { action: 'recount', location_name: 'A-01-1' }, 'key-4'],
    ]);
  });

  it('the progress, an edit or a removal the server refuses comes back as the Czech reason, never thrown', async () => {
    let up = false;
    const refused = () => new HttpFailure({ status: 400, payload: { detail: 'Inventura už skončila.' } });
    const detail = { status: null, lines: [] } as unknown as CheckDetail;
    const counting = new CountLocation(3, {
      api: strictFake<StocktakingApi>('StocktakingApi', {
        detail: async () => {
          if (!up) throw refused();
          return detail;
        },
        edit: async () => {
          if (!up) throw refused();
          return detail;
        },
      }),
      products: { search: async (code) => product(code) },
      ids: sequentialIds(),
    });
    expect(await counting.shown('A-01-1')).toEqual({ failure: 'Inventura už skončila.' });
    const mark = () => counting.locationEdited('mark_counted', 'A-01-1');
    expect(await counting.tried(mark)).toEqual({ ok: false, failure: 'Inventura už skončila.' });
    up = true;
    expect(await counting.shown('A-01-1')).toEqual({ detail });
    expect(await counting.tried(mark)).toEqual({ ok: true, answer: { detail, done: 'Pozice je spočítaná.' } });
  });
});
