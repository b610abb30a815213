import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { BoxEditing } from './box-editing';
import { FakeMultiEanApi } from './testing/fake-multiean-api';

const taken = () => new HttpFailure({ status: 400, payload: { detail: 'EAN 8590001 již existuje' } });

describe('editing multi-EAN boxes (use case)', () => {
  it('opens an existing box with its count as typed text, and a new box empty', () => {
    const editing = new BoxEditing({ api: new FakeMultiEanApi(), ids: sequentialIds() });
    expect(editing.formOf({ id: 3, ean: '859', amount: 12, code: 'P1' })).toEqual({
      id: 3,
      ean: '859',
      amount: '12',
      code: 'P1',
    });
    expect(editing.formOf()).toEqual({ id: null, ean: '', amount: '', code: '' });
  });

  it('announces a saved box with its count and product', async () => {
    const editing = new BoxEditing({ api: new FakeMultiEanApi(), ids: sequentialIds() });
    expect(await editing.save({ id: null, ean: ' 8590001 ', amount: '6', code: 'P1' })).toEqual({
      notice: 'Balení 8590001 (6 ks produktu P1) uloženo.',
    });
  });

  it('R-SCAN-06 gives the refusal of a form that cannot be sent and the server refusal of a taken EAN', async () => {
    const api = new FakeMultiEanApi(taken);
    const editing = new BoxEditing({ api, ids: sequentialIds() });
    expect(await editing.save({ id: null, ean: '8590001', amount: '0', code: 'P1' })).toEqual({
      failure: 'Počet kusů v balení musí být celé číslo větší než 0.',
    });
    expect(api.keys).toEqual([]);
    expect(await editing.save({ id: null, ean: '8590001', amount: '6', code: 'P1' })).toEqual({
      failure: 'EAN 8590001 již existuje',
    });
  });

  it('deletes a box with its own key and says so; a failed delete gives the reason', async () => {
    const api = new FakeMultiEanApi();
    const editing = new BoxEditing({ api, ids: sequentialIds() });
    await editing.save({ id: null, ean: '8590001', amount: '6', code: 'P1' });
    const box = api.boxes[0];
    expect(await editing.remove(box)).toEqual({ notice: 'Balení 8590001 smazáno.' });
    expect(api.boxes).toEqual([]);
    expect(api.keys).toEqual(['key-1', 'key-2']);
    const again = await editing.remove(box);
    expect('failure' in again && again.failure).toBeTruthy();
  });
});
