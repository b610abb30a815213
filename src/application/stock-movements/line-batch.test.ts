import { describe, expect, it } from 'vitest';
import { BATCH_NOT_FINISHED } from '../../domain/batches/batch-rules';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { chooseLineBatch } from './line-batch';

const line = (code: string, amount: number, batch: ScannedLine['batch'] = null): ScannedLine => ({
  code,
  ean: null,
  amount,
  requireBatch: true,
  isMultiean: false,
  batch,
});

describe('chooseLineBatch', () => {
  it('R-SCAN-03 refuses a batch while another line carries a different one', () => {
    const list = [line('A', 1), line('B', 2, { kind: 'existing', id: 5 })];
    expect(chooseLineBatch(list, 0, { kind: 'existing', id: 6 })).toEqual({
      ok: false,
      reason: 'batch_not_finished',
      detail: BATCH_NOT_FINISHED,
    });
  });
  it('R-SCAN-01 merges a line into the line of the same product and batch, keeping that line in its place', () => {
    const list = [line('A', 2), line('C', 1), line('A', 3, { kind: 'existing', id: 5 })];
    expect(chooseLineBatch(list, 0, { kind: 'existing', id: 5 })).toEqual({
      ok: true,
      list: [line('C', 1), line('A', 5, { kind: 'existing', id: 5 })],
    });
  });
  it('sets the batch of a line when nothing conflicts', () => {
    const chosen = chooseLineBatch([line('A', 2)], 0, { kind: 'new', name: 'L7', expiresAt: '2027-03-01' });
    expect(chosen).toEqual({ ok: true, list: [line('A', 2, { kind: 'new', name: 'L7', expiresAt: '2027-03-01' })] });
  });
});
