import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, HttpClient } from '../../application/ports/http-client.port';
import {
  isSpecPath,
  SPEC_CALL_EXCEPTIONS,
  specCallKey,
  specCalls,
  type SpecCall,
} from '../../../tests/support/spec-calls';
import { FetchAuthApi } from './fetch-auth-api';
import { FetchConfigApi } from './fetch-config-api';
import { FetchDiscrepanciesApi } from './fetch-discrepancies-api';
import { FetchDocumentsApi } from './fetch-documents-api';
import { FetchLayoutApi } from './fetch-layout-api';
import { FetchMovementLogApi } from './fetch-movement-log-api';
import { FetchMultiEanApi } from './fetch-multiean-api';
import { FetchPrintingApi } from './fetch-printing-api';
import { FetchProductSearchApi } from './fetch-product-search-api';
import { FetchReceivingApi } from './fetch-receiving-api';
import { FetchRelocationRulesApi } from './fetch-relocation-api';
import { FetchStockMovementsApi } from './fetch-stock-movements-api';
import { FetchStocktakingApi } from './fetch-stocktaking-api';

/**
 * Issue 27: every call of SPEC 7 is made by the app through an adapter whose Pact interaction is verified
 * against the real server. This file checks, from the spec's own table of calls (../shared/spec/SPEC.md), that
 * each call has an adapter method that really sends it (run over a recording transport) and that the app calls
 * that method outside tests; contracts/provider.verify.test.ts checks that the regenerated pact holds an
 * interaction for each. Calls the app deliberately does not make are in SPEC_CALL_EXCEPTIONS with their reason.
 */
const ROOT = join(__dirname, '../../..');

type Adapter = new (http: HttpClient) => object;
interface AdapterCall {
  adapter: Adapter;
  method: string;
  args: unknown[];
}
const via = (adapter: Adapter, method: string, ...args: unknown[]): AdapterCall => ({ adapter, method, args });

const W = { idempotencyKey: 'k-1' };
const KEY = 'k-1';
const STOCK = { products: [], location_name: 'A1', source: 'x', shoptet_sync: false };

/** Each SPEC 7 call and the adapter method that makes it, with arguments that select that call. */
const ADAPTER_CALLS: Record<string, AdapterCall> = {
  'GET {auth}/client_info/': via(FetchAuthApi, 'clientInfo'),
  'GET {auth}/refresh-token/': via(FetchAuthApi, 'refresh', { accessToken: 'a', refreshToken: 'r' }),
  'GET {auth}/set_stock_eshop/': via(FetchAuthApi, 'setStockEshop', 101),
  'GET /eshop/': via(FetchConfigApi, 'eshop'),
  'GET /list_stocks/': via(FetchConfigApi, 'stocks'),
  'GET /clients/': via(FetchConfigApi, 'clients'),
  'GET /status/': via(FetchConfigApi, 'status'),
  'GET {settings}/config/': via(FetchConfigApi, 'appConfig'),
  'GET {settings}/addons/': via(FetchConfigApi, 'addons'),
  'GET {settings}/balic_a_sklad/config/': via(FetchConfigApi, 'packerAndWarehouseConfig'),
  'GET {settings}/user/roles/list/': via(FetchConfigApi, 'roles'),
  'POST {settings}/superadmin/org_eshops_list/': via(FetchConfigApi, 'orgEshops'),
  'GET {settings}/homepage/warehouse-widget': via(FetchConfigApi, 'warehouseWidget'),
  'POST /update_common_settings/': via(FetchConfigApi, 'updateCommonSettings', {}),
  'POST /update_print_settings/': via(FetchConfigApi, 'updatePrintSettings', {}),
  'POST /update_multiean_delimiters_settings/': via(FetchConfigApi, 'updateMultieanDelimiters', {
    delimiters: [';'],
    num: 1,
  }),
  'POST /inventory/': via(FetchStockMovementsApi, 'stockIn', { ...STOCK, fromList: false }, W),
  'POST /inventory/ao/': via(FetchStockMovementsApi, 'stockIn', { ...STOCK, fromList: true }, W),
  'PUT /inventory/': via(FetchStockMovementsApi, 'checkLocation', STOCK, W),
  'DELETE /inventory/': via(FetchStockMovementsApi, 'stockOut', { ...STOCK, returns: false }, W),
  'DELETE /inventory/vratky': via(FetchStockMovementsApi, 'stockOut', { ...STOCK, returns: true }, W),
  'PUT /inventory/relocate/selective/': via(FetchStockMovementsApi, 'relocate', STOCK, W),
  'POST /inventory/revert/{id}/': via(FetchStockMovementsApi, 'revert', 7, W),
  'POST /inventory/search/': via(FetchStockMovementsApi, 'search', '8590001', null),
  'POST /search/fulltext/': via(FetchProductSearchApi, 'fulltext', 'hrnek'),
  'GET /inventory/orphan_products/': via(FetchDiscrepanciesApi, 'stockLines', 'orphan'),
  'GET /inventory/invisible_products/': via(FetchDiscrepanciesApi, 'stockLines', 'invisible'),
  'DELETE /inventory/orphan_products/': via(FetchDiscrepanciesApi, 'clear', 'orphan', STOCK, KEY),
  'GET /inventory/duplicate_ean/': via(FetchDiscrepanciesApi, 'duplicateEans'),
  'GET /inventory/set_products/': via(FetchDiscrepanciesApi, 'stockLines', 'set'),
  'DELETE /inventory/set_products/': via(FetchDiscrepanciesApi, 'clear', 'set', STOCK, KEY),
  'POST /log/': via(FetchMovementLogApi, 'page', {}),
  'GET /inventory/custom_products/': via(FetchMultiEanApi, 'list'),
  'POST /inventory/custom_products/': via(FetchMultiEanApi, 'create', {}, KEY),
  'PUT /inventory/custom_products/': via(FetchMultiEanApi, 'update', 3, {}, KEY),
  'DELETE /inventory/custom_products/': via(FetchMultiEanApi, 'remove', 3, KEY),
  'GET /movement_documents/types/': via(FetchDocumentsApi, 'types'),
  'GET /movement_documents/': via(FetchDocumentsApi, 'list', 'receipt', ''),
  'GET /movement_documents/archived': via(FetchDocumentsApi, 'archived', 'receipt', ''),
  'GET /movement_documents/{id}': via(FetchDocumentsApi, 'detail', 5),
  'POST /movement_documents/': via(FetchDocumentsApi, 'create', {}, W),
  'PUT /movement_documents/{document_id}': via(FetchDocumentsApi, 'update', 5, {}, W),
  'DELETE /movement_documents/{id}': via(FetchDocumentsApi, 'remove', 5, W),
  'PUT /movement_documents/{id}/archive': via(FetchDocumentsApi, 'archive', 5, W),
  'PUT /movement_documents/{id}/unarchive': via(FetchDocumentsApi, 'unarchive', 5, W),
  'POST /movement_documents/{id}/post_queued': via(FetchDocumentsApi, 'postQueued', 5, W),
  'GET /movement_documents/queue/{id}': via(FetchDocumentsApi, 'queue', 5),
  'DELETE /movement_documents/queue/{id}': via(FetchDocumentsApi, 'removeQueued', 5, {}, W),
  'GET /sector/': via(FetchLayoutApi, 'sectors'),
  'GET /location/': via(FetchLayoutApi, 'locations'),
  'GET /location/{id}/list-products/': via(FetchLayoutApi, 'locationProducts', 9, { zeroAmounts: true }),
  'PUT /sector/': via(FetchLayoutApi, 'updateSector', {}),
  'POST /sector/': via(FetchLayoutApi, 'createSector', {}),
  'DELETE /sector/{id}/': via(FetchLayoutApi, 'deleteSector', 4),
  'DELETE /location/': via(FetchLayoutApi, 'deleteLocations', [1]),
  'DELETE /sector/toggle_picking/{id}/': via(FetchLayoutApi, 'toggleSectorFlag', 4, 'picking'),
  'DELETE /sector/toggle_povolit_na_jedne_pozici_vice_sarzi/{id}/': via(
    FetchLayoutApi,
    'toggleSectorFlag',
    4,
    'multiple_batches',
  ),
  'DELETE /sector/toggle_neskladovy/{id}/': via(FetchLayoutApi, 'toggleSectorFlag', 4, 'non_stock'),
  'GET /zone/with-sectors/': via(FetchLayoutApi, 'zones'),
  'PUT /zone/reorder/': via(FetchLayoutApi, 'reorderZones', []),
  'PUT /location/reorder/': via(FetchLayoutApi, 'reorderLocations', 4, []),
  'DELETE /zone/{id}/': via(FetchLayoutApi, 'deleteZone', 2),
  'GET /relocation_rules/list_rules/': via(FetchRelocationRulesApi, 'listRules'),
  'POST /relocation_rules/save/': via(FetchRelocationRulesApi, 'save', {}),
  'DELETE /relocation_rules/delete/{id}/': via(FetchRelocationRulesApi, 'remove', 6),
  'GET /relocation_rules/suggestions/{categoryId}/collect/': via(
    FetchRelocationRulesApi,
    'suggestions',
    6,
    'collect',
    'g',
  ),
  'GET /relocation_rules/suggestions/{categoryId}/deposit/': via(
    FetchRelocationRulesApi,
    'suggestions',
    6,
    'deposit',
    'g',
  ),
  'GET /ao/shoplists/': via(FetchReceivingApi, 'shoplists', { state: 'open' }),
  'GET /ao/custom_shoplist_states/': via(FetchReceivingApi, 'customStates'),
  'GET /ao/shoplist/{id}/': via(FetchReceivingApi, 'shoplist', 8),
  'GET /ao/shoplist/{id}/comment/': via(FetchReceivingApi, 'comments', 8),
  'POST /ao/shoplist/search/': via(FetchReceivingApi, 'search', 'x'),
  'POST /ao/shoplist/{id}/process/': via(FetchReceivingApi, 'process', 8, {}, KEY),
  'POST /ao/shoplist/{id}/comment/': via(FetchReceivingApi, 'addComment', 8, 'text', KEY),
  'PUT /ao/shoplist/{id}/status/': via(FetchReceivingApi, 'changeStatus', 8, 'done', KEY),
  'PUT /ao/shoplist/{id}/archive/': via(FetchReceivingApi, 'archive', 8, KEY),
  'POST /inventory_check/list/': via(FetchStocktakingApi, 'list', {}),
  'GET /inventory_check/list/{id}/': via(FetchStocktakingApi, 'changes', 3, true),
  'GET /inventory_check/detail/{id}/': via(FetchStocktakingApi, 'detail', 3, null),
  'POST /inventory_check/edit/{id}/': via(FetchStocktakingApi, 'edit', 3, {}, W),
  'POST /inventory_check/start/': via(FetchStocktakingApi, 'start', {}, W),
  'DELETE /inventory_check/cancel/{id}/': via(FetchStocktakingApi, 'cancel', 3, W),
  'POST /inventory_check/add_product/': via(FetchStocktakingApi, 'addProduct', {}),
  'DELETE /inventory_check/remove_product/': via(FetchStocktakingApi, 'removeProduct', {}, W),
  'POST /inventory_check/commit/': via(FetchStocktakingApi, 'commit', {}, W),
  'GET {settings}/cloud_print/printers/': via(FetchPrintingApi, 'printers'),
  'GET {settings}/cloud_print/template/': via(FetchPrintingApi, 'templates'),
  'POST {settings}/cloud_print/generate_v2/': via(FetchPrintingApi, 'generate', {}),
  'POST {settings}/cloud_print/request_v2/': via(FetchPrintingApi, 'request', {}, KEY),
};

/**
 * The requests an adapter method sends, over a transport that records them and answers `{}`: an answer
 * the declaration's schema then refuses does not matter here, only what was sent.
 */
async function recorded(call: AdapterCall): Promise<ApiRequest[]> {
  const sent: ApiRequest[] = [];
  const http: HttpClient = {
    request: async <T>(r: ApiRequest) => {
      sent.push(r);
      return {} as T;
    },
    upload: () => Promise.reject(new Error('not a SPEC 7 call')),
    download: () => Promise.reject(new Error('not a SPEC 7 call')),
  };
  const adapter = new call.adapter(http) as Record<string, unknown>;
  const method = adapter[call.method];
  if (typeof method !== 'function') throw new Error(`${call.adapter.name} has no method ${call.method}`);
  await (method as (...a: unknown[]) => Promise<unknown>).apply(adapter, call.args).catch(() => undefined);
  return sent;
}

/** The app's own files: the application layer and the screens, without tests and test helpers. */
function appSources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        out.push({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(ROOT, 'src/application'));
  walk(join(ROOT, 'src/ui'));
  return out;
}

/** The port an adapter implements (`class FetchLayoutApi implements LayoutApi`). */
function portOf(adapter: Adapter): string {
  const sources = readdirSync(__dirname)
    .filter((n) => /^fetch-.*\.ts$/.test(n) && !n.endsWith('.test.ts'))
    .map((n) => readFileSync(join(__dirname, n), 'utf8'));
  for (const text of sources) {
    const m = new RegExp(`class ${adapter.name} implements (\\w+)`).exec(text);
    if (m) return m[1];
  }
  throw new Error(`${adapter.name} implements no port`);
}

const CALLS = specCalls();
const MADE = CALLS.filter((c) => !(specCallKey(c) in SPEC_CALL_EXCEPTIONS));
const APP = appSources();

describe('every call of SPEC 7 has an adapter the app calls (issue 27)', () => {
  it('reads the table of calls of SPEC 7', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(89);
    expect(CALLS.map(specCallKey)).toContain('GET /location/{id}/list-products/');
    expect(CALLS.map(specCallKey)).toContain('POST {settings}/superadmin/org_eshops_list/');
  });

  it('each exception is a call of the spec and gives its reason', () => {
    const keys = CALLS.map(specCallKey);
    for (const [key, reason] of Object.entries(SPEC_CALL_EXCEPTIONS)) {
      expect(keys, `exception ${key} is not a SPEC 7 call`).toContain(key);
      expect(reason.length, `exception ${key} gives no reason`).toBeGreaterThan(20);
    }
  });

  it('the table below names no call the spec does not list', () => {
    const keys = new Set(CALLS.map(specCallKey));
    expect(Object.keys(ADAPTER_CALLS).filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(MADE.map((c) => [specCallKey(c), c] as const))('%s: an adapter method sends it', async (key, call) => {
    const adapterCall = ADAPTER_CALLS[key];
    expect(adapterCall, `no adapter method makes ${key}`).toBeDefined();
    const sent = await recorded(adapterCall);
    const match = (r: ApiRequest) => r.method === call.method && r.host === call.host && isSpecPath(call.path, r.path);
    expect(
      sent.some(match),
      `${adapterCall.adapter.name}.${adapterCall.method} sent ${JSON.stringify(sent.map((r) => `${r.method} ${r.host} ${r.path}`))}`,
    ).toBe(true);
  });

  it.each(MADE.map((c) => [specCallKey(c), c] as const))(
    '%s: the app calls its adapter method',
    (key: string, _c: SpecCall) => {
      const adapterCall = ADAPTER_CALLS[key];
      expect(adapterCall, `no adapter method makes ${key}`).toBeDefined();
      const port = portOf(adapterCall.adapter);
      const callers = APP.filter(
        ({ text }) => new RegExp(`\\b${port}\\b`).test(text) && new RegExp(`\\.${adapterCall.method}\\(`).test(text),
      );
      expect(
        callers.map((c) => c.file),
        `nothing in src/application or src/ui that knows ${port} calls .${adapterCall.method}(`,
      ).not.toEqual([]);
    },
  );
});
