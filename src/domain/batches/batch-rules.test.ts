import { describe, expect, it } from 'vitest';
import {
  BATCH_EXPIRY_MISSING,
  BATCH_NOT_FINISHED,
  batchNotFinished,
  batchBlocked,
  batchKey,
  conflictingBatchLines,
  isIsoDate,
  matchBatch,
  needsMultipleBatchAck,
  resolveNewBatch,
  type Batch,
} from './batch-rules';

const existing: Batch[] = [
  { id: 1, name: 'L1', expiresAt: '2030-01-31' },
  { id: 2, name: 'L1', expiresAt: '2031-06-30' },
  { id: 3, name: 'L2', expiresAt: null },
];

describe('batch rules (SPEC 5)', () => {
  it('R-SCAN-03 carries the exact unfinished-batch message, and one batch is in progress at a time, whatever the product', () => {
    expect(batchNotFinished().detail).toBe(
      'Nejprve dokončete naskladnění/vyskladnění již naskenované šarže a poté můžete naskenovat další',
    );
    expect(BATCH_NOT_FINISHED).toBe(batchNotFinished().detail);
    // The server's view of a request: the first batch is in progress; another batch of any product is refused.
    expect(
      conflictingBatchLines([
        { code: 'A', batchKey: 'id:1' },
        { code: 'B', batchKey: 'id:5' },
        { code: 'A', batchKey: 'id:1' },
        { code: 'A', batchKey: 'id:2' },
        { code: 'C', batchKey: null },
      ]),
    ).toEqual([1, 3]);
    // The list's view of one scan: the same rule.
    expect(batchBlocked(['id:1', null], 'id:5')).toBe(true);
    expect(batchBlocked(['id:1', null], 'id:1')).toBe(false);
    expect(batchBlocked(['id:1'], null)).toBe(false);
    expect(batchKey({ kind: 'new', name: ' L1 ', expiresAt: null })).toBe(
      batchKey({ kind: 'new', name: 'L1', expiresAt: null }),
    );
    expect(batchKey({ kind: 'existing', id: 3 })).not.toBe(batchKey({ kind: 'new', name: '3', expiresAt: null }));
  });

  it('R-SCAN-04 a new batch without expiry that matches nothing is refused with the exact message', () => {
    const r = resolveNewBatch(existing, 'L9', null);
    expect(r).toEqual({
      kind: 'refused',
      reason: 'batch_expiry_missing',
      detail: 'Nemáte zadán datum expirace a produkt tuto expiraci neobsahuje, proto ji nelze nastavit',
    });
    expect(BATCH_EXPIRY_MISSING).toBe((r as { detail: string }).detail);
    expect(resolveNewBatch(existing, 'L9', '2032-01-01')).toEqual({
      kind: 'create',
      name: 'L9',
      expiresAt: '2032-01-01',
    });
  });

  it('R-SCAN-05 matches by name, and by expiry too when one is given', () => {
    expect(matchBatch(existing, 'L1', null)?.id).toBe(1);
    expect(matchBatch(existing, ' L1 ', '2031-06-30')?.id).toBe(2);
    expect(matchBatch(existing, 'L1', '2099-01-01')).toBeUndefined();
    expect(matchBatch(existing, 'L3', null)).toBeUndefined();
    expect(resolveNewBatch(existing, 'L2', null)).toEqual({ kind: 'existing', batch: existing[2] });
    expect(resolveNewBatch(existing, 'L1', '2099-01-01').kind).toBe('create');
  });

  it('expiry dates are real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('1.1.2023')).toBe(false);
  });

  it('another batch on a location of a single-batch sector needs acknowledgement', () => {
    expect(needsMultipleBatchAck(false, [0, 4], 5, false)).toBe(true);
    expect(needsMultipleBatchAck(false, [5], 5, false)).toBe(false);
    expect(needsMultipleBatchAck(false, [0], 5, false)).toBe(false);
    expect(needsMultipleBatchAck(true, [4], 5, false)).toBe(false);
    expect(needsMultipleBatchAck(false, [4], 5, true)).toBe(false);
  });
});
