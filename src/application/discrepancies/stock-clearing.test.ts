import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { FakeDiscrepanciesApi } from './testing/fake-discrepancies-api';
import { StockClearing } from './stock-clearing';

const line = (code: string, location_name: string, amount: number, sarze_id: number | null = null) => ({
  code,
  name: null,
  amount,
  location_name,
  sector_name: 'A',
  sarze_id,
});

function rig() {
  const api = new FakeDiscrepanciesApi();
  api.lists = { orphan: [line('ORF-1', 'A-01-1', 4), line('ORF-2', 'A-01-2', 1, 7)], invisible: [], set: [] };
  api.duplicates = [];
  return { api, clearing: new StockClearing({ api, ids: sequentialIds() }) };
}

describe('clearing the stock of deleted products and sets (use case)', () => {
  it('fetches the three stock lists and the duplicate EANs together', async () => {
    const { clearing } = rig();
    const reports = await clearing.reports();
    expect(reports.lists.orphan.map((l) => l.code)).toEqual(['ORF-1', 'ORF-2']);
    expect(reports.lists.set).toEqual([]);
    expect(reports.duplicates).toEqual([]);
  });

  it('sends every line whole with the source of its list and answers the notice with the pieces in Czech', async () => {
    const { api, clearing } = rig();
    const notice = await clearing.clear({ what: 'orphan', lines: api.lists.orphan! });
    expect(api.cleared).toEqual([
      {
        what: 'orphan',
        key: 'key-1',
        body: {
          products: [
            { code: 'ORF-1', amount: 4, sarze_id: null, location_name: 'A-01-1' },
            { code: 'ORF-2', amount: 1, sarze_id: 7, location_name: 'A-01-2' },
          ],
          source: 'smazany-produkt',
          shoptet_sync: false,
        },
      },
    ]);
    expect(notice).toBe('Vyskladněno 5 kusů jako změna č. 1; najdete ji v logu pohybů, kde ji lze vrátit.');
    await clearing.clear({ what: 'set', lines: [line('SADA-1', 'B-01-1', 1)] });
    expect(api.cleared[1]).toMatchObject({ what: 'set', key: 'key-2', body: { source: 'smazanana-sada' } });
  });

  it('a refused removal keeps its key for the retry; a new question gets a new key', async () => {
    const { api, clearing } = rig();
    api.failClear = new HttpFailure({ status: 400, payload: { detail: 'Na pozici A-01-1 není dost kusů.' } });
    const target = { what: 'orphan' as const, lines: [line('ORF-1', 'A-01-1', 4)] };
    await expect(clearing.clear(target)).rejects.toThrow();
    await expect(clearing.clear(target)).rejects.toThrow();
    clearing.asked();
    await expect(clearing.clear(target)).rejects.toThrow();
    expect(api.cleared.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
