import { describe, expect, it } from 'vitest';
import { ReadAppConfig } from '../../api/settings.schema';
import { CancelCheck, EditCheck, ReadCheck } from '../../api/stocktaking.schema';
import { UpdateDocument } from '../../api/documents.schema';
import { NetworkFailure, OperationErrors } from '../../application/errors';
import { callEndpoint, endpointPath } from './call-endpoint';
import { FetchStocktakingApi } from './fetch-stocktaking-api';
import { answering, declaredHttp } from './testing/declared-http';

// Issue 26 item 3: the app's calls are made from the declarations in src/api, and test fakes route by them.

const DETAIL = {
  id: 7,
  inventory_check_id: 7,
  name: 'Jaro',
  status: null,
  blind: false,
  sectors: [],
  locations: [],
  changed: '2026-11-26',
  created_by_name: 'Admin',
  progress: { counted_locations: 0, total_locations: 1, lines: 0 },
  location_states: [],
  counters: [],
  lines: null,
  committed_change_id: null,
  record: null,
};
const APP_CONFIG = {
  org_name: 'Demo',
  is_superadmin: false,
  available_services: [],
  active_services: [],
  addons: [],
  orgs: [],
};

describe('callEndpoint', () => {
  it('fills the path parameters, sends the query, body and key, and picks the host of the declaration', async () => {
    const http = declaredHttp([
      answering(ReadCheck, ({ params }) => ({ ...DETAIL, id: params.id })),
      answering(EditCheck, ({ params }) => ({ ...DETAIL, id: params.id })),
      answering(ReadAppConfig, () => APP_CONFIG),
    ]);
    expect(await callEndpoint(http, ReadCheck, { params: { id: 7 }, query: { location: 'A1' } })).toEqual(DETAIL);
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

  it('decodes the answer by the declared schema: an answer of another shape is a bad response', async () => {
    const http = declaredHttp([answering(ReadAppConfig, () => ({ ...APP_CONFIG, addons: [{ id: '3' }] }) as never)]);
    const failure = await callEndpoint(http, ReadAppConfig).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkFailure);
    expect(failure).toMatchObject({ reason: 'bad-response' });
    expect((failure as NetworkFailure).message).toContain('GET /config/');
  });

  it('R-HTTP-08 an answer that does not fit and lists errors is refused with those errors', async () => {
    const errors = [{ code: 'X', detail: 'Ne.' }];
    const http = declaredHttp([answering(EditCheck, () => ({ errors }) as never)]);
    const failure = await callEndpoint(http, EditCheck, { params: { id: 1 }, body: { action: 'recount' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(OperationErrors);
    expect((failure as OperationErrors).errors).toEqual(errors);
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
