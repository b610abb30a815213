import type { LogChange, LogDetail } from '../movement-log.port';

/** One product line of a logged change: `amount` pieces of `code` at A-01-1, in batch L1 when `sarze_id` is set. */
export const logDetail = (id: number, code: string, amount: number, sarze_id: number | null = null): LogDetail => ({
  id,
  code,
  name: `Produkt ${code}`,
  location_name: 'A-01-1',
  sarze_id,
  sarze_name: sarze_id ? 'L1' : null,
  expires_at: null,
  amount,
  before: 0,
  after: amount,
});

/** A stock-in at A-01-1 by Admin (two pieces of ZAH0001 unless `extra` says otherwise), neither reverted nor a revert. */
export const logChange = (id: number, extra: Partial<LogChange> = {}): LogChange => ({
  id,
  created_at: '2026-11-22T08:05:07.000Z',
  client_id: 1,
  client_name: 'Admin',
  action: 'stock_in',
  source: 'Sklad',
  location_name: 'A-01-1',
  shoptet_sync: true,
  reverts_id: null,
  reverted_by_id: null,
  details: [logDetail(id * 10, 'ZAH0001', 2)],
  ...extra,
});
