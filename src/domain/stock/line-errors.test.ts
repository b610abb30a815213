import { describe, expect, it } from 'vitest';
import { refusalDetail } from './line-errors';

const line = (detail: string) => ({ code: 'A', reason: 'unknown_product' as const, detail });

describe('the refusal summary, one sentence for the server and the app (R-HTTP-08)', () => {
  it('is the first refused line, and how many more in Czech plural', () => {
    expect(refusalDetail([])).toBe('');
    expect(refusalDetail([line('První.')])).toBe('První.');
    expect(refusalDetail([line('První.'), line('Druhá.')])).toBe('První. (a 1 další chyba)');
    expect(refusalDetail([line('První.'), ...Array(3).fill(line('x'))])).toBe('První. (a 3 další chyby)');
    expect(refusalDetail([line('První.'), ...Array(5).fill(line('x'))])).toBe('První. (a 5 další chyb)');
  });
});
