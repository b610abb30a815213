import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { List, Text, labelled } from './fields';

// The e-shop connection's stock push: status for the settings panel, retry, stock comparison (issue 28).

export const SyncFailure = Schema.Struct({
  code: Schema.String,
  reason: Schema.String,
  detail: Schema.String,
  message: Schema.String,
  rows: Schema.Int,
});

export const EshopSyncStatus = Schema.Struct({
  connected: Schema.Boolean,
  platform: Schema.NullOr(Schema.String),
  state: Schema.Literals(['not_connected', 'connected', 'auth_failed', 'disconnected']),
  state_detail: Schema.NullOr(Schema.String),
  sync_enabled: Schema.Boolean,
  dispatch_deducted_by: Schema.NullOr(Schema.Literals(['warehouse', 'eshop'])),
  last_push_at: Schema.NullOr(Schema.String),
  rows_waiting: Schema.Int,
  rows_failed: Schema.Int,
  /** Order dispatches' rows not sent: the e-shop deducts them itself (docs/decisions/eshop-sync.md). */
  rows_covered: Schema.Int,
  failures: Schema.Array(SyncFailure),
  stalled: Schema.Boolean,
  stalled_reason: Schema.NullOr(Schema.String),
});

export const ComparisonRow = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  warehouse: Schema.Number,
  eshop: Schema.NullOr(Schema.Number),
  claim: Schema.NullOr(Schema.Number),
  difference: Schema.NullOr(Schema.Number),
});

export const StockComparison = Schema.Struct({
  compared: Schema.Int,
  differences: Schema.Array(ComparisonRow),
  rows_waiting: Schema.Int,
});

export const SetToWarehouseBody = Schema.Struct({
  codes: List(Text('Kód produktu', 100, 1), 'Produkty', 5000, 1),
});

export const SetToWarehouseAnswer = Schema.Struct({
  /** Products queued for an absolute write of the warehouse's figure. */
  queued: Schema.Int,
});

export const EshopSyncSettingsBody = Schema.Struct({
  sync_enabled: Schema.optionalKey(labelled(Schema.Boolean, 'Synchronizace skladu do e-shopu')),
  dispatch_deducted_by: Schema.optionalKey(
    labelled(Schema.Literals(['warehouse', 'eshop']), 'Kdo odečítá expedované objednávky'),
  ),
});

const SETTINGS = [Scope.settings];
export const ReadSyncStatus = sklad(
  'GET',
  '/eshop_sync/status/',
  'Stav propojení s e-shopem a odesílání skladu',
  SETTINGS,
  {
    response: EshopSyncStatus,
  },
);
export const RetrySync = sklad('POST', '/eshop_sync/retry/', 'Zkusit znovu odeslat nepovedené změny skladu', SETTINGS, {
  response: EshopSyncStatus,
});
export const UpdateSyncSettings = sklad(
  'POST',
  '/eshop_sync/settings/',
  'Nastavení odesílání skladu do e-shopu',
  SETTINGS,
  {
    body: EshopSyncSettingsBody,
    response: EshopSyncStatus,
  },
);
export const ReadStockComparison = sklad(
  'GET',
  '/eshop_sync/comparison/',
  'Porovnání skladu se skladem e-shopu',
  SETTINGS,
  {
    response: StockComparison,
  },
);
export const SetEshopToWarehouse = sklad(
  'POST',
  '/eshop_sync/comparison/apply/',
  'Nastavit e-shopu stav skladu podle skladu',
  SETTINGS,
  { body: SetToWarehouseBody, response: SetToWarehouseAnswer },
);

export const eshopSyncEndpoints: readonly ApiEndpoint[] = [
  ReadSyncStatus,
  RetrySync,
  UpdateSyncSettings,
  ReadStockComparison,
  SetEshopToWarehouse,
];
