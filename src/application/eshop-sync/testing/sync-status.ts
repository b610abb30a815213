import type { EshopSyncStatusDto } from '../eshop-sync-api.port';

/** An e-shop not connected yet: nothing queued, nothing sent. */
export const NOT_CONNECTED: EshopSyncStatusDto = {
  connected: false,
  platform: null,
  state: 'not_connected',
  state_detail: null,
  sync_enabled: false,
  dispatch_deducted_by: null,
  last_push_at: null,
  rows_waiting: 0,
  rows_failed: 0,
  rows_covered: 0,
  failures: [],
  stalled: false,
  stalled_reason: null,
};

/** A Shoptet e-shop connected with the sync on, last pushed on 26 Nov 2026 at 08:05 UTC. */
export const CONNECTED: EshopSyncStatusDto = {
  ...NOT_CONNECTED,
  connected: true,
  platform: 'shoptet',
  state: 'connected',
  sync_enabled: true,
  dispatch_deducted_by: 'warehouse',
  last_push_at: '2026-11-26T08:05:09.000Z',
};
