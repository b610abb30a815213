import { describe, expect, it } from 'vitest';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { HttpFailure, NetworkFailure, OperationErrors } from '../errors';
import { QueuedOffline } from '../offline/offline-failures';
import { productActionSpec } from '../stock-movements/product-actions';
import type { ScannedProduct, StockMovementsApi } from '../stock-movements/stock-movements.port';
import { fakeApi, fakeLookup, product, scanningOver, written } from '../stock-movements/testing/stock-fakes';
import type { ScanningList } from './scanning-service';
import { scannedLine } from '../../domain/stock/testing/scanned-line';

const notFound = () => new HttpFailure({ status: 404, payload: { detail: 'Nenalezeno.' } });
const line = (code: string, amount = 1, extra: Partial<ScannedLine> = {}) => scannedLine(code, amount, null, extra);
const list = (over: Partial<ScanningList> = {}): (() => ScanningList) => {
  const state: ScanningList = { kind: 'in', phase: 'products', location: 'A-01-1', lines: [], ...over };
  return () => state;
};
const catalogue = (products: Record<string, ScannedProduct>): Partial<StockMovementsApi> => ({
  search: async (q) => {
    if (!products[q]) throw notFound();
    return products[q];
  },
});

describe('ScanningService.scan: a code into the list', () => {
  it('takes a location while one is expected, with its contents on a location check', async () => {
    const scanning = scanningOver(fakeApi({}), fakeLookup(undefined, undefined, { 'A-01-1': [] }));
    expect(await scanning.scan('a-01-1', list({ phase: 'location', location: null, kind: 'check' }))).toEqual({
      kind: 'place',
      phase: 'location',
      name: 'A-01-1',
      contents: [],
    });
    const unknown = await scanning.scan('X-9', list({ phase: 'location', location: null }));
    expect(unknown).toMatchObject({ kind: 'problem', code: 'X-9', text: 'Pozice „X-9“ neexistuje.' });
  });

  it('R-SCAN-02/06 counts a product 1, a multi-EAN box its custom quantity, on top of the list', async () => {
    const scanning = scanningOver(fakeApi(catalogue({ A: product('A'), BOX: product('B', { customQuantity: 12 }) })));
    const first = await scanning.scan('A', list());
    expect(first).toMatchObject({ kind: 'line', lines: [{ code: 'A', amount: 1 }] });
    const box = await scanning.scan('BOX', list({ lines: [line('A')] }));
    expect(box.kind === 'line' && box.lines.map((l) => [l.code, l.amount, l.isMultiean])).toEqual([
      ['B', 12, true],
      ['A', 1, false],
    ]);
  });

  it('asks the one scan lookup about a code the search does not know: a location, a product in other case, or neither', async () => {
    const scanning = scanningOver(
      fakeApi(catalogue({})),
      fakeLookup(undefined, (c) => (c === 'zah1' ? product('ZAH1') : null)),
    );
    expect(await scanning.scan('zah1', list())).toMatchObject({ kind: 'line', lines: [{ code: 'ZAH1' }] });
    expect(await scanning.scan('B-01-1', list())).toMatchObject({ kind: 'place', phase: 'location', name: 'B-01-1' });
    expect(await scanning.scan('0000425', list())).toMatchObject({
      kind: 'problem',
      text: 'Kód „0000425“ není produkt ani pozice.',
    });
  });

  it('a location among the products of a relocation is its target, never the location itself', async () => {
    const scanning = scanningOver(fakeApi(catalogue({})));
    const moving = list({ kind: 'move', lines: [line('A')] });
    expect(await scanning.scan('B-01-1', moving)).toMatchObject({ kind: 'place', phase: 'target', name: 'B-01-1' });
    expect(await scanning.scan('A-01-1', moving)).toEqual({
      kind: 'problem',
      code: 'A-01-1',
      text: 'Cílová pozice musí být jiná než A-01-1.',
      phase: 'target',
    });
  });

  it('B9 proposes the batch expiring first at the location on a stock-out, and refuses a product the location lacks', async () => {
    const sarze = [
      { id: 1, name: 'L-KVETEN', expires_at: '2026-05-01' },
      { id: 2, name: 'L-DUBEN', expires_at: '2026-04-01' },
    ];
    const stock = sarze.map((b) => ({
      location_id: 1,
      location_name: 'A-01-1',
      sector_name: 'A',
      sarze_id: b.id,
      amount: 3,
    }));
    const scanning = scanningOver(
      fakeApi(catalogue({ A: product('A', { sarze, stock }), Z: product('Z', { invalidLocation: true }) })),
    );
    const out = await scanning.scan('A', list({ kind: 'out' }));
    expect(out).toMatchObject({ kind: 'line', lines: [{ code: 'A', batch: { kind: 'existing', id: 2 } }] });
    expect(await scanning.scan('Z', list({ kind: 'out' }))).toMatchObject({
      kind: 'problem',
      text: 'Produkt Z na pozici A-01-1 není.',
    });
  });

  it('reads the list again after the answer: a scan lands in the list as it is then', async () => {
    const scanning = scanningOver(fakeApi(catalogue({ A: product('A') })));
    let lines: readonly ScannedLine[] = [];
    const read = () => ({ kind: 'in' as const, phase: 'products' as const, location: 'A-01-1', lines });
    const pending = scanning.scan('A', read);
    lines = [line('A', 4)];
    expect(await pending).toMatchObject({ kind: 'line', lines: [{ code: 'A', amount: 5 }] });
  });
});

describe('ScanningService: sending the list', () => {
  const spec = productActionSpec('add')!;
  const sent = { lines: [line('A', 2)], location: 'A-01-1', target: null, acknowledgeMultipleSarze: false };

  it('refuses a list with a line that needs its batch, in the words the ledger uses', () => {
    const scanning = scanningOver(fakeApi({}));
    expect(scanning.refusalBeforeSend([line('A', 1, { requireBatch: true })])).toBe('Produkt A vyžaduje zadání šarže.');
    expect(scanning.refusalBeforeSend([line('A')])).toBeNull();
  });

  it('SPEC 9 a retry of the same list after a lost answer keeps its idempotency key; another list gets a new one', async () => {
    const keys: string[] = [];
    let fail = true;
    const scanning = scanningOver(
      fakeApi({
        stockIn: async (_body, o) => {
          keys.push(o.idempotencyKey);
          if (fail) throw new NetworkFailure({ reason: 'timeout', message: 'timeout' });
          return written(7);
        },
      }),
    );
    const refused = await scanning.submit(spec, sent, null);
    expect(refused).toMatchObject({ kind: 'refused', defect: false });
    expect(refused.kind === 'refused' && refused.text).toMatch(/Odešlete znovu; pohyb se nezapíše dvakrát\.$/);
    fail = false;
    const again = await scanning.submit(spec, sent, refused.kind === 'refused' ? refused.attempt : null);
    expect(again).toEqual({ kind: 'sent', written: written(7) });
    await scanning.submit(spec, { ...sent, lines: [line('A', 3)] }, null);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('tells a submit stored offline apart from a refusal, and marks the refused lines', async () => {
    const offline = scanningOver(
      fakeApi({
        stockIn: async (_b, o) => {
          throw new QueuedOffline({ key: o.idempotencyKey, pieces: 2 });
        },
      }),
    );
    expect(await offline.submit(spec, sent, null)).toEqual({ kind: 'queued', key: 'key-1', pieces: 2 });
    const refusing = scanningOver(
      fakeApi({
        stockIn: async () => {
          throw new OperationErrors({
            errors: [{ code: 'A', line: 0, reason: 'unknown_product', detail: 'Neznámý.' }],
          });
        },
      }),
    );
    const refused = await refusing.submit(spec, sent, null);
    expect(refused.kind === 'refused' && [...(refused.lineErrors ?? new Map()).entries()]).toEqual([
      [sent.lines[0], 'Neznámý.'],
    ]);
  });

  it('R-LOG-02 undoes a submit by its change with a key of its own, and says why when it cannot', async () => {
    const reverted: Array<[number, string]> = [];
    const scanning = scanningOver(
      fakeApi({
        revert: async (id, o) => {
          reverted.push([id, o.idempotencyKey]);
          if (id === 2) throw new HttpFailure({ status: 409, payload: { detail: 'Už vráceno.' } });
          return written(id + 100);
        },
      }),
    );
    expect(await scanning.undo(1)).toEqual({ ok: true });
    expect(await scanning.undo(2)).toMatchObject({ ok: false, text: 'Už vráceno.' });
    expect(reverted).toEqual([
      [1, 'key-1'],
      [2, 'key-2'],
    ]);
  });
});
