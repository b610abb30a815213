import { describe, expect, it } from 'vitest';
import { BATCH_NOT_FINISHED } from '../batches/batch-rules';
import {
  defaultAmount,
  pipedProducts,
  scanIntoList,
  setLineAmount,
  type ScanHit,
  type ScannedLine,
} from './scanned-list';

const hit = (code: string, extra: Partial<ScanHit> = {}): ScanHit => ({
  code,
  ean: null,
  customQuantity: null,
  requireBatch: false,
  isMultiean: false,
  batch: null,
  ...extra,
});
const scan = (list: ScannedLine[], h: ScanHit) => {
  const r = scanIntoList(list, h);
  if (!r.ok) throw new Error(r.error.detail);
  return r.list;
};

describe('scanned list', () => {
  it('R-SCAN-02 a new product gets 1 piece, or its custom quantity', () => {
    expect(defaultAmount({ customQuantity: null })).toBe(1);
    expect(defaultAmount({ customQuantity: 12 })).toBe(12);
    expect(scan([], hit('A'))[0].amount).toBe(1);
    expect(scan([], hit('A', { customQuantity: 6, isMultiean: true }))[0].amount).toBe(6);
  });

  it('R-SCAN-01 scanning a listed product adds its custom quantity and moves it to the top', () => {
    let list = scan([], hit('A'));
    list = scan(list, hit('B'));
    list = scan(list, hit('C'));
    expect(list.map((l) => l.code)).toEqual(['C', 'B', 'A']);
    list = scan(list, hit('A', { customQuantity: 10 }));
    expect(list.map((l) => [l.code, l.amount])).toEqual([
      ['A', 11],
      ['C', 1],
      ['B', 1],
    ]);
    list = scan(list, hit('B'));
    expect(list.map((l) => [l.code, l.amount])).toEqual([
      ['B', 2],
      ['A', 11],
      ['C', 1],
    ]);
  });

  it('R-SCAN-01 an amount can also be set by hand; zero removes the line', () => {
    const list = scan(scan([], hit('A')), hit('B'));
    expect(setLineAmount(list, 1, 7)[1].amount).toBe(7);
    expect(setLineAmount(list, 0, 0).map((l) => l.code)).toEqual(['A']);
  });

  it('R-SCAN-03 a different batch cannot be scanned while a batch waits in the list', () => {
    const list = scan([], hit('A', { batch: { kind: 'existing', id: 1 } }));
    const refused = scanIntoList(list, hit('A', { batch: { kind: 'new', name: 'L2', expiresAt: '2030-01-01' } }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.detail).toBe(BATCH_NOT_FINISHED);
    const same = scan(list, hit('A', { batch: { kind: 'existing', id: 1 } }));
    expect(same).toHaveLength(1);
    expect(same[0].amount).toBe(2);
    expect(scan(list, hit('B')).map((l) => l.code)).toEqual(['B', 'A']);
  });

  it('sends the list as piped products (SPEC 3)', () => {
    const list = scan(
      scan([], hit('A', { batch: { kind: 'new', name: 'L1', expiresAt: '2030-01-01' }, requireBatch: true })),
      hit('B'),
    );
    expect(pipedProducts(list)).toEqual([
      { code: 'B', ean: null, amount: 1, requireBatch: false, isMultiean: false, sarze_id: null, new_sarze: null },
      {
        code: 'A',
        ean: null,
        amount: 1,
        requireBatch: true,
        isMultiean: false,
        sarze_id: null,
        new_sarze: { name: 'L1', expires_at: '2030-01-01' },
      },
    ]);
  });
});
