import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import { readConnection, type ConnectionState } from './connection-repository';
import { failedRowsCs, rowFailureCs, STALLED_QUEUE_CS } from './eshop-sync-texts';

/** A queue that has not moved for this long is shown as a problem (issue 28: a silent stall is the top complaint). */
export const STALL_AFTER_MS = 5 * 60_000;
const FAILURES_SHOWN = 100;

export interface SyncFailure {
  code: string;
  reason: string;
  /** The reason in Czech. */
  detail: string;
  /** Shoptet's own message. */
  message: string;
  rows: number;
}

export interface SyncStatus {
  connected: boolean;
  platform: string | null;
  state: ConnectionState | 'not_connected';
  state_detail: string | null;
  sync_enabled: boolean;
  dispatch_deducted_by: 'warehouse' | 'eshop' | null;
  last_push_at: string | null;
  rows_waiting: number;
  rows_failed: number;
  /** Rows of order dispatches not sent because the e-shop deducts them itself (dispatch_deducted_by = 'eshop'). */
  rows_covered: number;
  failures: SyncFailure[];
  stalled: boolean;
  stalled_reason: string | null;
}

/** What the settings panel shows about an e-shop's connection and its stock push. */
export async function readSyncStatus(db: Pick<Tx, 'execute'>, eshopId: number, now: Date): Promise<SyncStatus> {
  const [connection, [counts], [covered], failures] = await Promise.all([
    readConnection(db, eshopId),
    rows<{ waiting: string | number; failed: string | number; oldest: Date | string | null }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'pending') AS waiting, count(*) FILTER (WHERE status = 'failed') AS failed,
        min(created_at) FILTER (WHERE status = 'pending') AS oldest
        FROM stock_sync_outbox WHERE eshop_id = ${eshopId} AND status IN ('pending', 'failed')`,
    ),
    rows<{ n: string | number }>(
      db,
      sql`SELECT count(*) AS n FROM stock_sync_outbox WHERE eshop_id = ${eshopId} AND status = 'covered'`,
    ),
    rows<{ code: string; reason: string; message: string; n: string | number }>(
      db,
      sql`SELECT code, max(error_code) AS reason, max(error_message) AS message, count(*) AS n
        FROM stock_sync_outbox WHERE eshop_id = ${eshopId} AND status = 'failed'
        GROUP BY code ORDER BY max(id) DESC LIMIT ${FAILURES_SHOWN}`,
    ),
  ]);
  const waiting = Number(counts?.waiting ?? 0);
  const failed = Number(counts?.failed ?? 0);
  const oldest = counts?.oldest ? new Date(counts.oldest).getTime() : null;
  const lastMove = connection?.lastProgressAt?.getTime() ?? null;
  const queueStuck =
    waiting > 0 &&
    oldest !== null &&
    now.getTime() - oldest > STALL_AFTER_MS &&
    (lastMove === null || now.getTime() - lastMove > STALL_AFTER_MS);
  const state = connection?.state ?? 'not_connected';
  const stoppedDetail = state === 'connected' ? null : (connection?.stateDetail ?? null);
  const stalledReason = stoppedDetail ?? (failed > 0 ? failedRowsCs(failed) : queueStuck ? STALLED_QUEUE_CS : null);
  return {
    connected: state === 'connected',
    platform: connection?.platform ?? null,
    state,
    state_detail: connection?.stateDetail ?? null,
    sync_enabled: connection?.syncEnabled ?? false,
    dispatch_deducted_by: connection?.dispatchDeductedBy ?? null,
    last_push_at: connection?.lastPushAt?.toISOString() ?? null,
    rows_waiting: waiting,
    rows_failed: failed,
    rows_covered: Number(covered?.n ?? 0),
    failures: failures.map((f) => ({
      code: f.code,
      reason: f.reason,
      detail: rowFailureCs(f.reason),
      message: f.message,
      rows: Number(f.n),
    })),
    // Only a connected e-shop's queue can stall; one never connected has nothing to show.
    stalled: connection !== undefined && stalledReason !== null && (state !== 'connected' || failed > 0 || queueStuck),
    stalled_reason: connection !== undefined ? stalledReason : null,
  };
}

/** What, when it changes, the panel must hear about (a live event), leaving out counts that only tick. */
export function statusSignature(s: SyncStatus): string {
  return JSON.stringify([
    s.state,
    s.sync_enabled,
    s.rows_failed,
    s.rows_waiting > 0,
    s.stalled,
    s.last_push_at !== null,
  ]);
}

/** "Zkusit znovu": failed rows go back to the queue (at their place in it). */
export async function retryFailed(db: Pick<Tx, 'execute'>, eshopId: number): Promise<number> {
  const result = await rows<{ id: string | number }>(
    db,
    sql`UPDATE stock_sync_outbox SET status = 'pending', batch_id = NULL, error_code = NULL, error_message = NULL
      WHERE eshop_id = ${eshopId} AND status = 'failed' RETURNING id`,
  );
  return result.length;
}
