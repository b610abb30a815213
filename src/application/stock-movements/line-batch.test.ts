import { describe, expect, it } from 'vitest';
import { BATCH_NOT_FINISHED } from '../../domain/batches/batch-rules';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { chooseLineBatch, typedLineBatch } from './line-batch';
import { product } from './testing/stock-fakes';
import { scannedLine } from '../../domain/stock/testing/scanned-line';

const line = (code: string, amount: number, batch: ScannedLine['batch'] = null) =>
  scannedLine(code, amount, batch, { requireBatch: true });

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

describe('typedLineBatch', () => {
  const known = product('A', { sarze: [{ id: 5, name: 'L5', expires_at: '2027-01-31' }] });

  it('R-SCAN-05 a typed name of a known batch takes that batch', () => {
    expect(typedLineBatch([line('A', 2)], 0, known, ' L5 ', null)).toEqual({
      ok: true,
      list: [line('A', 2, { kind: 'existing', id: 5 })],
    });
  });
  it('R-SCAN-04 a new batch needs an expiry; with one it is set on the line', () => {
    expect(typedLineBatch([line('A', 2)], 0, known, 'L9', '')).toMatchObject({
      ok: false,
      reason: 'batch_expiry_missing',
    });
    expect(typedLineBatch([line('A', 2)], 0, known, ' L9 ', '2027-06-30')).toEqual({
      ok: true,
      list: [line('A', 2, { kind: 'new', name: 'L9', expiresAt: '2027-06-30' })],
    });
  });
  it('R-SCAN-03 the typed batch is refused while another line carries a different one', () => {
    const list = [line('A', 1), line('B', 2, { kind: 'existing', id: 6 })];
    expect(typedLineBatch(list, 0, known, 'L5', null)).toMatchObject({ ok: false, reason: 'batch_not_finished' });
  });
});
