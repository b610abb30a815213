import { describe, expect, it } from 'vitest';
import { HttpFailure, OperationErrors } from '../../application/errors';
import type { ApiRequest, HttpClient } from '../../application/ports/http-client.port';
import { FetchMovementLogApi } from './fetch-movement-log-api';
import { FetchStockMovementsApi } from './fetch-stock-movements-api';

function fakeHttp(answer: (r: ApiRequest) => unknown): HttpClient & { sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  return {
    sent,
    request: async <T>(r: ApiRequest) => {
      sent.push(r);
      return answer(r) as T;
    },
    download: () => {
      throw new Error('download was not set up in this test');
    },
    upload: () => {
      throw new Error('upload was not set up in this test');
    },
  };
}
const written = { errors: [], change_id: 7, shoptet_sync: true, movements: [] };
const line = {
  code: 'ZAH0001',
  ean: null,
  amount: 2,
  requireBatch: false,
  isMultiean: false,
  sarze_id: null,
  new_sarze: null,
};

describe('FetchStockMovementsApi', () => {
  it('R-HTTP-08 rejects a write whose answer lists errors with OperationErrors', async () => {
    const api = new FetchStockMovementsApi(fakeHttp(() => ({ errors: [{ code: 'X', detail: 'Ne.' }] })));
    await expect(
      api.stockIn(
        {
          products: [line],
          location_name: 'A-01-1',
          shoptet_sync: true,
          acknowledge_multiple_sarze: false,
          source: 'Sklad',
        },
        { idempotencyKey: 'k' },
      ),
    ).rejects.toBeInstanceOf(OperationErrors);
  });
  it('R-HTTP-08 turns the server refusal 400 { detail, errors } into OperationErrors with the line errors', async () => {
    const api = new FetchStockMovementsApi(
      fakeHttp(() => {
        throw new HttpFailure({
          status: 400,
          payload: { detail: 'Ne.', errors: [{ code: 'X', detail: 'Ne.', line: 0 }] },
        });
      }),
    );
    const failure = await api
      .stockOut(
        { products: [line], location_name: 'A', shoptet_sync: true, source: 'Sklad', returns: false },
        { idempotencyKey: 'k' },
      )
      .catch((e) => e);
    expect(failure).toBeInstanceOf(OperationErrors);
    expect((failure as OperationErrors).errors).toEqual([{ code: 'X', detail: 'Ne.', line: 0 }]);
  });
  it('keeps any other failure as it came (a 400 without errors stays an HttpFailure)', async () => {
    const api = new FetchStockMovementsApi(
      fakeHttp(() => {
        throw new HttpFailure({ status: 400, payload: { detail: 'Špatně.' } });
      }),
    );
    await expect(
      api.relocate({ products: [], shoptet_sync: true, source: 'Přesun ve skladu' }, { idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(HttpFailure);
  });
  it('sends every write with its idempotency key to the path of its kind', async () => {
    const http = fakeHttp(() => written);
    const api = new FetchStockMovementsApi(http);
    const o = { idempotencyKey: 'key-1' };
    await api.stockIn(
      { products: [line], location_name: 'A', shoptet_sync: false, acknowledge_multiple_sarze: false, source: 'Sklad' },
      o,
    );
    await api.stockIn(
      {
        products: [line],
        location_name: 'A',
        shoptet_sync: true,
        acknowledge_multiple_sarze: false,
        source: 'Sklad',
        fromList: true,
      },
      o,
    );
    await api.stockOut(
      { products: [line], location_name: 'A', shoptet_sync: false, source: 'Sklad', returns: true },
      o,
    );
    await api.checkLocation(
      {
        products: [{ code: 'ZAH0001', amount: 3, sarze_id: null, new_sarze: null }],
        location_name: 'A',
        source: 'Sklad',
      },
      o,
    );
    await api.relocate(
      {
        products: [{ code: 'ZAH0001', amount: 1, sarze_id: null, from: 'A', to: 'B' }],
        shoptet_sync: true,
        source: 'Přesun ve skladu',
      },
      o,
    );
    await api.revert(7, o);
    expect(http.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /inventory/',
      'POST /inventory/ao/',
      'DELETE /inventory/vratky',
      'PUT /inventory/',
      'PUT /inventory/relocate/selective/',
      'POST /inventory/revert/7/',
    ]);
    expect(http.sent.every((r) => r.idempotencyKey === 'key-1')).toBe(true);
    expect(http.sent[1].body).not.toHaveProperty('fromList');
    expect(http.sent[3].body).toMatchObject({ action: 'location_check', location_name: 'A' });
  });
  it('R-LOG-02 reverts with the reverse-record source label', async () => {
    const http = fakeHttp(() => written);
    await new FetchStockMovementsApi(http).revert(12, { idempotencyKey: 'k' });
    expect(http.sent[0].body).toEqual({ source: 'Zpětný záznam' });
  });
  it('searches with q, and the location when one is chosen', async () => {
    const found = {
      errors: [],
      name: 'Hadice',
      variant: { code: 'ZAH0001', ean: '8594', name: null, image: null, custom_quantity: null },
      sarze: [],
      multiean: false,
      vynutit_zadani_sarze: false,
      amount: 0,
      invalidLocation: false,
      stock: [],
    };
    const http = fakeHttp(() => found);
    const api = new FetchStockMovementsApi(http);
    await api.search('8594', null);
    await api.search('8594', 'A-01-1');
    expect(http.sent.map((r) => r.body)).toEqual([{ q: '8594' }, { q: '8594', location_name: 'A-01-1' }]);
    expect(http.sent.every((r) => r.timeoutMs === undefined)).toBe(true);
  });
});

describe('FetchMovementLogApi', () => {
  it('R-HTTP-06 R-LOG-01 asks POST /log/ with the paging ids and a 60 s timeout', async () => {
    const http = fakeHttp(() => ({ changes: [], next_id: null, previous_id: null }));
    await new FetchMovementLogApi(http).page({ next_id: 40 });
    expect(http.sent[0]).toMatchObject({ method: 'POST', path: '/log/', body: { next_id: 40 }, timeoutMs: 60_000 });
  });
});
