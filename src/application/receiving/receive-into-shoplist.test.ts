import { describe, expect, it } from 'vitest';
import { NetworkFailure, OperationErrors } from '../errors';
import { strictFake } from '../testing/strict-fake';
import { fakeApi, product, sequentialIds, written } from '../stock-movements/testing/stock-fakes';
import type { StockInRequest } from '../stock-movements/stock-movements.port';
import type { ReceivingApi, ShoplistDetailDto } from './receiving-api.port';
import { ReceiveIntoShoplist } from './receive-into-shoplist';
import { listLine, lossyStockIn, shoplist } from './testing/shoplist-fixtures';

const list = (extra: Partial<ShoplistDetailDto> = {}) => shoplist([listLine('A', 2)], extra);

function receiving(stockIn: (body: StockInRequest, key: string) => Promise<ReturnType<typeof written>>) {
  const sent: Array<{ body: StockInRequest; key: string }> = [];
  const useCase = new ReceiveIntoShoplist(7, {
    api: strictFake<ReceivingApi>('ReceivingApi', { shoplist: async () => list() }),
    stock: fakeApi({
      search: async (code) =>
        product(code, {
          customQuantity: code === 'BOX' ? 6 : null,
          vynutit_zadani_sarze: code === 'LOT',
          stock: [{ location_id: 2, location_name: 'B-01-1', sector_name: 'B', sarze_id: null, amount: 4 }],
        }),
      stockIn: (body, { idempotencyKey }) => {
        sent.push({ body, key: idempotencyKey });
        return stockIn(body, idempotencyKey);
      },
    }),
    ids: sequentialIds(),
  });
  return { useCase, sent };
}

describe('receiving into a shopping list (use case)', () => {
  it('a scan asks before going above the list, by the pieces the scanned code stands for (R-SCAN-06)', async () => {
    const { useCase } = receiving(async () => written());
    const first = await useCase.productScanned(list(), [], 'A', 'A-01-1');
    expect(first).toMatchObject({ ok: true, question: null });
    const box = await useCase.productScanned(list(), [], 'BOX', 'A-01-1');
    expect(box).toMatchObject({ ok: true, question: { kind: 'unlisted', code: 'BOX', total: 6 } });
    const closed = await useCase.productScanned(list({ state: 'processed' }), [], 'A', 'A-01-1');
    expect(closed).toEqual({ ok: false, detail: 'Do tohoto seznamu už nelze naskladňovat.' });
  });

  it('a product that requires a batch is not sent without one; the refusal is the server’s sentence', async () => {
    const { useCase, sent } = receiving(async () => written());
    const scan = await useCase.productScanned(list(), [], 'LOT', 'A-01-1');
    if (!scan.ok) throw new Error(scan.detail);
    const added = useCase.productAdded([], scan.product);
    if (!added.ok) throw new Error(added.detail);
    const refused = await useCase.submit(list(), 'A-01-1', added.receipt, new Map(), false);
    expect(refused).toMatchObject({ ok: false, detail: 'Produkt LOT vyžaduje zadání šarže.' });
    expect(sent).toEqual([]);
    expect(useCase.newBatchEntered(added.receipt, added.receipt[0], scan.product, 'L-1', null)).toMatchObject({
      ok: false,
    });
    const named = useCase.newBatchEntered(added.receipt, added.receipt[0], scan.product, 'L-1', '2027-05-31');
    if (!named.ok) throw new Error(named.detail);
    expect(await useCase.submit(list(), 'A-01-1', named.receipt, new Map(), false)).toMatchObject({ ok: true });
    expect(sent[0].body.products[0]).toMatchObject({
      code: 'LOT',
      new_sarze: { name: 'L-1', expires_at: '2027-05-31' },
    });
  });

  it('a retry of the same receipt keeps its key; a location scanned anew starts a new receipt; says where it lies', async () => {
    const stockIn = lossyStockIn();
    const { useCase, sent } = receiving(stockIn.answer);
    const scan = await useCase.productScanned(list(), [], 'A', 'A-01-1');
    if (!scan.ok) throw new Error(scan.detail);
    const products = new Map([['A', scan.product]]);
    const added = useCase.productAdded([], scan.product);
    if (!added.ok) throw new Error(added.detail);
    const receipt = useCase.amountSet(added.receipt, added.receipt[0], 2);
    expect(await useCase.submit(list(), 'A-01-1', receipt, products, false)).toMatchObject({ ok: false });
    const done = await useCase.submit(list(), 'A-01-1', receipt, products, false);
    expect(done).toEqual({
      ok: true,
      sent: receipt,
      pieces: 2,
      notice: 'Naskladněno 2 ks na pozici A-01-1.',
      placed: [
        {
          code: 'A',
          name: 'Produkt A',
          location: 'A-01-1',
          amountThere: 2,
          elsewhere: [{ location_name: 'B-01-1', amount: 4 }],
        },
      ],
    });
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(sent[0].body).toMatchObject({ fromList: true, shoplist_id: 7, location_name: 'A-01-1' });
    stockIn.loseNext();
    await useCase.submit(list(), 'A-01-1', receipt, products, false);
    useCase.locationChosen();
    await useCase.submit(list(), 'A-01-1', receipt, products, false);
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });

  it('R-HTTP-08 refused lines carry the server’s reason; "multiple_sarze" asks for the acknowledgement', async () => {
    const { useCase } = receiving(async () => {
      throw new OperationErrors({ errors: [{ code: 'A', detail: 'Více šarží.', reason: 'multiple_sarze', line: 0 }] });
    });
    const scan = await useCase.productScanned(list(), [], 'A', 'A-01-1');
    if (!scan.ok) throw new Error(scan.detail);
    const added = useCase.productAdded([], scan.product);
    if (!added.ok) throw new Error(added.detail);
    const result = await useCase.submit(list(), 'A-01-1', added.receipt, new Map(), false);
    if (result.ok) throw new Error('sent');
    expect(result.needsMultipleBatchAck).toBe(true);
    expect([...result.lineErrors.values()]).toEqual(['Více šarží.']);
  });

  it('the first code is the location (a new receipt); then products are looked up there; a closed list takes none', async () => {
    const stockIn = lossyStockIn();
    const { useCase, sent } = receiving(stockIn.answer);
    expect(await useCase.codeScanned(list(), [], 'A-01-1', null)).toEqual({ ok: true, location: 'A-01-1' });
    expect(await useCase.codeScanned(list(), [], 'A', 'A-01-1')).toMatchObject({
      ok: true,
      product: { name: 'Produkt A' },
    });
    const closed = { ok: false, detail: 'Do tohoto seznamu už nelze naskladňovat.' };
    expect(await useCase.codeScanned(list({ state: 'processed' }), [], 'A', 'A-01-1')).toEqual(closed);
    expect(await useCase.codeScanned(null, [], 'A-01-1', null)).toEqual(closed);
    expect(sent).toEqual([]);
  });

  it('a receipt that went in is told on (labels) and named in Czech; a refused one is not told', async () => {
    const told: string[][] = [];
    let fail = true;
    const useCase = new ReceiveIntoShoplist(7, {
      api: strictFake<ReceivingApi>('ReceivingApi', {
        shoplist: async () => {
          if (fail) throw new NetworkFailure({ reason: 'network', message: 'offline' });
          return list();
        },
      }),
      stock: fakeApi({
        stockIn: async () => {
          if (fail) throw new NetworkFailure({ reason: 'network', message: 'offline' });
          return written();
        },
      }),
      ids: sequentialIds(),
      stockedIn: (lines) => told.push(lines.map((l) => `${l.code}×${l.amount}`)),
    });
    const receipt = [{ code: 'A', ean: null, amount: 3, requireBatch: false, isMultiean: false, batch: null }];
    expect(await useCase.opened()).toMatchObject({ ok: false, detail: expect.any(String) });
    expect(await useCase.submit(list(), 'A-01-1', receipt, new Map(), false)).toMatchObject({ ok: false });
    expect(told).toEqual([]);
    fail = false;
    expect(await useCase.opened()).toEqual({ ok: true, list: list() });
    const done = await useCase.submit(list(), 'A-01-1', receipt, new Map(), false);
    expect(done).toMatchObject({ ok: true, pieces: 3, notice: 'Naskladněno 3 ks na pozici A-01-1.' });
    expect(told).toEqual([['A×3']]);
  });
});
