import { describe, expect, it } from 'vitest';
import { ReadAppConfig } from '../../api/settings.schema';
import { CancelCheck, EditCheck, ReadCheck } from '../../api/stocktaking.schema';
import { UpdateDocument } from '../../api/documents.schema';
import { callEndpoint, endpointPath } from './call-endpoint';
import { FetchStocktakingApi } from './fetch-stocktaking-api';
import { answering, declaredHttp } from './testing/declared-http';

// Issue 26 item 3: the app's calls are made from the declarations in src/api, and test fakes route by them.

describe('callEndpoint', () => {
  it('fills the path parameters, sends the query, body and key, and picks the host of the declaration', async () => {
    const http = declaredHttp([
      answering(ReadCheck, ({ params, query }) => ({ id: params.id, location: query?.location }) as never),
      answering(EditCheck, ({ params, body, idempotencyKey }) => ({ params, body, idempotencyKey }) as never),
      answering(ReadAppConfig, () => ({ org_name: 'Demo' }) as never),
    ]);
    expect(await callEndpoint(http, ReadCheck, { params: { id: 7 }, query: { location: 'A1' } })).toEqual({
      id: 7,
      location: 'A1',
    });
    await callEndpoint(http, EditCheck, {
      params: { id: 9 },
      body: { action: 'rename', name: 'Nová' },
      idempotencyKey: 'k-1',
    });
    await callEndpoint(http, ReadAppConfig);
    expect(http.sent).toEqual([
      { host: 'main', method: 'GET', path: '/inventory_check/detail/7/', query: { location: 'A1' } },
      {
        host: 'main',
        method: 'POST',
        path: '/inventory_check/edit/9/',
        body: { action: 'rename', name: 'Nová' },
        idempotencyKey: 'k-1',
      },
      { host: 'settings', method: 'GET', path: '/config/' },
    ]);
  });

  it('names each path parameter by the declaration', () => {
    expect(endpointPath(UpdateDocument, { document_id: 12 })).toBe('/movement_documents/12');
    expect(endpointPath(CancelCheck, { id: 3 })).toBe('/inventory_check/cancel/3/');
  });
});

describe('a fake transport routed by the declarations', () => {
  it('answers an adapter through the route its call declares, and refuses an undeclared request', async () => {
    const http = declaredHttp([
      answering(CancelCheck, ({ params }) => ({
        id: params.id,
        inventory_check_id: params.id,
        status: 'cancelled' as const,
      })),
    ]);
    const api = new FetchStocktakingApi(http);
    expect(await api.cancel(5, { idempotencyKey: 'k-5' })).toEqual({
      id: 5,
      inventory_check_id: 5,
      status: 'cancelled',
    });
    expect(http.sent[0]).toMatchObject({ method: 'DELETE', path: '/inventory_check/cancel/5/', idempotencyKey: 'k-5' });
    await expect(api.detail(5)).rejects.toThrow('No declared route answers GET {main}/inventory_check/detail/5/');
  });
});
