import { describe, expect, it } from 'vitest';
import type { ExportsApi } from './exports-api.port';
import { strictFake } from '../testing/strict-fake';
import { defaultPeriod, downloadExport, exportRequestFor, PERIOD_REFUSAL } from './download-export';

const choice = { kind: 'stock' as const, search: '', zeroAmounts: false, from: '2026-11-01', to: '2026-11-26' };

describe('exportRequestFor', () => {
  it('sends the stock filter only with what was filled in', () => {
    expect(exportRequestFor(choice)).toEqual({ kind: 'stock', filter: {} });
    expect(exportRequestFor({ ...choice, search: ' EAN1 ', zeroAmounts: true })).toEqual({
      kind: 'stock',
      filter: { q: 'EAN1', zero_amounts: '1' },
    });
  });

  it('refuses a movements period that is missing or ends before it starts', () => {
    const movements = { ...choice, kind: 'movements' as const };
    expect(exportRequestFor(movements)).toEqual({
      kind: 'movements',
      filter: { from: '2026-11-01', to: '2026-11-26' },
    });
    expect(exportRequestFor({ ...movements, from: '2026-11-27' })).toEqual({ refusal: PERIOD_REFUSAL });
    expect(exportRequestFor({ ...movements, to: '' })).toEqual({ refusal: PERIOD_REFUSAL });
  });
});

describe('downloadExport', () => {
  it('hands the downloaded file to save and reports progress', async () => {
    const saved: string[] = [];
    const progress: number[] = [];
    const api = strictFake<ExportsApi>('ExportsApi', {
      exportFile: async (_request, _format, onProgress) => {
        onProgress?.(10);
        return { blob: new Blob(['x']), fileName: 'sklad.xlsx', headers: {} };
      },
    });
    const name = await downloadExport(
      { api, save: (_b, fileName) => void saved.push(fileName) },
      { kind: 'stock', filter: {} },
      'xlsx',
      (n) => void progress.push(n),
    );
    expect([name, saved, progress]).toEqual(['sklad.xlsx', ['sklad.xlsx'], [10]]);
  });
});

describe('defaultPeriod', () => {
  it('opens a movements export on this month up to today', () => {
    expect(defaultPeriod(new Date(2026, 10, 27, 3, 10))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(defaultPeriod(new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});
