import { describe, expect, it } from 'vitest';
import { placeScanned, type PlaceScan } from './scanned-place';

const scan = (over: Partial<PlaceScan>): PlaceScan => ({
  code: 'B-01-1',
  phase: 'products',
  takesTarget: false,
  location: 'A-01-1',
  listed: 0,
  found: 'B-01-1',
  product: null,
  ...over,
});

describe('placeScanned: what a scanned location means for the list', () => {
  it('sets the location while one is expected, and switches it while the list is empty', () => {
    expect(placeScanned(scan({ phase: 'location', location: null }))).toEqual({
      ok: true,
      phase: 'location',
      name: 'B-01-1',
    });
    expect(placeScanned(scan({}))).toEqual({ ok: true, phase: 'location', name: 'B-01-1' });
  });

  it('refuses another location while the list for this one is unsent', () => {
    expect(placeScanned(scan({ listed: 2 }))).toMatchObject({
      ok: false,
      text: 'Pozice B-01-1: seznam pro pozici A-01-1 ještě není odeslaný. Odešlete ho nebo vyprázdněte a pak naskenujte novou pozici.',
    });
  });

  it('on a relocation a location after products is the target, and never the location itself', () => {
    expect(placeScanned(scan({ takesTarget: true, listed: 1 }))).toEqual({ ok: true, phase: 'target', name: 'B-01-1' });
    expect(placeScanned(scan({ takesTarget: true, listed: 1, found: 'A-01-1' }))).toEqual({
      ok: false,
      text: 'Cílová pozice musí být jiná než A-01-1.',
      about: 'A-01-1',
      phase: 'target',
    });
  });

  it('says what a code that is no location is', () => {
    expect(placeScanned(scan({ phase: 'target', found: null, product: { code: 'Z1', name: 'Hrnek' } }))).toMatchObject({
      text: '„B-01-1“ je produkt Z1 (Hrnek), ne pozice. Nejprve naskenujte cílovou pozici.',
    });
    expect(placeScanned(scan({ phase: 'location', found: null }))).toMatchObject({
      text: 'Pozice „B-01-1“ neexistuje.',
    });
    expect(placeScanned(scan({ found: null }))).toMatchObject({ text: 'Kód „B-01-1“ není produkt ani pozice.' });
  });
});
