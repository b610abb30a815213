import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import { delimiterFormOf, delimitersOf, samplePreview, saveDelimiters } from './sample-delimiters';

describe('multi-EAN delimiters on /eans (use case)', () => {
  it('opens with the loaded delimiters, or "*" before the count when the configuration has none', () => {
    expect(delimiterFormOf({ delimiters: ['*', 'x'], num: 2 })).toEqual({
      characters: '*x',
      num: 2,
      sample: '12*8594000000015',
    });
    expect(delimiterFormOf(null)).toMatchObject({ characters: '*', num: 1 });
    expect(delimiterFormOf({ delimiters: ['*'], num: 7 }).num).toBe(1);
  });

  it('R-SCAN-06 keeps each visible character once and reads the sample as a scan would be read', () => {
    const form = { characters: '*x* ', num: 1, sample: '12x8594000000015' };
    expect(delimitersOf(form)).toEqual({ delimiters: ['*', 'x'], num: 1 });
    expect(samplePreview(form)).toContainEqual({ code: '8594000000015', quantity: 12 });
    expect(samplePreview({ ...form, characters: '*' })).toEqual([{ code: '12x8594000000015', quantity: 1 }]);
  });

  it("saves the delimiters as typed, hands them to the app's configuration and says so, or says why not", async () => {
    const saved: unknown[] = [];
    const kept: unknown[] = [];
    const keep = (d: unknown) => void kept.push(d);
    const form = { characters: '*xx', num: 2, sample: '' };
    const config = { updateMultieanDelimiters: async (d: unknown) => void saved.push(d) };
    expect(await saveDelimiters(config, form, keep)).toBe('Oddělovače uloženy.');
    expect(saved).toEqual([{ delimiters: ['*', 'x'], num: 2 }]);
    expect(kept).toEqual([{ delimiters: ['*', 'x'], num: 2 }]);
    const refused = new HttpFailure({ status: 403, payload: { detail: 'Nemáte oprávnění.' } });
    const refusing = { updateMultieanDelimiters: () => Promise.reject(refused) };
    expect(await saveDelimiters(refusing, form, keep)).toBe('Nemáte oprávnění.');
    expect(kept).toHaveLength(1);
  });
});
