import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { boxRefusal, SaveBox } from './save-box';
import { FakeMultiEanApi } from './testing/fake-multiean-api';

const form = { id: null, ean: ' 8590001 ', amount: '6', code: ' P1 ' };

describe('saving a multi-EAN box (use case)', () => {
  it('R-SCAN-06 refuses a box without an EAN, a product or a whole positive count before sending', () => {
    expect(boxRefusal({ ...form, ean: ' ' })).toBe('Zadejte EAN balení.');
    expect(boxRefusal({ ...form, code: '' })).toBe('Zadejte kód produktu.');
    for (const amount of ['0', '1,5', 'x', ''])
      expect(boxRefusal({ ...form, amount })).toBe('Počet kusů v balení musí být celé číslo větší než 0.');
    expect(boxRefusal(form)).toBeNull();
  });

  it('R-SCAN-07 saves again with the same key after a refusal, and with a new one once the form changed', async () => {
    let refuse = true;
    const api = new FakeMultiEanApi(() =>
      refuse ? new HttpFailure({ status: 400, payload: { detail: 'EAN 8590001 již existuje' } }) : null,
    );
    const boxes = new SaveBox({ api, ids: sequentialIds() });
    expect(await boxes.save({ ...form, amount: '0' })).toEqual({
      refusal: 'Počet kusů v balení musí být celé číslo větší než 0.',
    });
    await expect(boxes.save(form)).rejects.toBeInstanceOf(HttpFailure);
    refuse = false;
    expect(await boxes.save(form)).toEqual({ saved: { id: 1, ean: '8590001', amount: 6, code: 'P1' } });
    boxes.formChanged();
    await boxes.save({ ...form, id: 1, amount: '12' });
    expect(api.keys).toEqual(['key-1', 'key-1', 'key-2']);
    expect(api.boxes).toEqual([{ id: 1, ean: '8590001', amount: 12, code: 'P1' }]);
  });
});
