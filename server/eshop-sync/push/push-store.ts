import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { rowsOf as rows } from '../../db/sql-rows';
import type { RowFailure } from '../eshop-connector.port';
import { takeBatch, type BatchRow, type OutboxRow } from './batch-rows';

/** The lease of this node on an e-shop was lost (expired, taken over): stop without writing. */
export class LeaseLost extends Error {
  constructor() {
    super('Stock push lease lost');
  }
}

export interface OpenBatch {
  id: number;
  kind: 'change' | 'absolute';
  rows: Array<{ code: string; amount?: number; realStock?: number }>;
  cursorBefore: number;
  sentAt: Date;
}

/** How many outbox rows one batch may read from the queue (more than 300 products' worth of repeats). */
const QUEUE_WINDOW = 5000;

/**
 * The head of the queue, in one statement: an order's dispatch (a stock-out carrying `order_code`) in
 * an e-shop that deducts dispatches itself (`dispatch_deducted_by` = 'eshop') is marked 'covered'
 * instead of sent, so the e-shop is not told twice, and the rows left pending are read. Decided when
 * the rows reach the head of the queue, under the current setting; kept in the table (neither waiting
 * nor failed), and the stock comparison still shows any drift.
 *
 * One statement, one snapshot: on PostgreSQL a separate read after the covering UPDATE would see a
 * dispatch committed between the two, uncovered, and send it (dispatch-cover-race.test.ts forces that).
 * A dispatch committed after this snapshot is covered by the next call, before it is ever read.
 * docs/decisions/eshop-sync.md, "Who deducts a dispatched order".
 */
function coveredQueueHead(tx: Tx, eshopId: number) {
  return rows<{ id: string | number; code: string; amount: number; absolute: boolean }>(
    tx,
    sql`WITH covered AS (UPDATE stock_sync_outbox o SET status = 'covered', sent_at = now()
        FROM stock_changes ch, eshop_connections c
        WHERE o.eshop_id = ${eshopId} AND o.status = 'pending' AND o.batch_id IS NULL AND NOT o.absolute
          AND ch.id = o.change_id AND ch.order_code IS NOT NULL
          AND c.eshop_id = ${eshopId} AND c.dispatch_deducted_by = 'eshop'
        RETURNING o.id)
      SELECT id, code, amount, absolute FROM stock_sync_outbox
      WHERE eshop_id = ${eshopId} AND status = 'pending' AND id NOT IN (SELECT id FROM covered)
      ORDER BY id LIMIT ${QUEUE_WINDOW}`,
  );
}

/**
 * The worker's database side. Every write first renews this node's lease in the same transaction
 * (fencing): a node whose lease expired writes nothing, so two nodes never both settle a batch.
 */
export class PushStore {
  constructor(
    private readonly db: Db,
    readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  /** Takes the lease when free, expired or already ours; true when this node may send. */
  async acquire(eshopId: number): Promise<boolean> {
    const [row] = await rows<{ holder: string }>(
      this.db,
      sql`INSERT INTO stock_push_leases AS l (eshop_id, holder, expires_at)
        VALUES (${eshopId}, ${this.holder}, now() + ${this.leaseMs} * interval '1 millisecond')
        ON CONFLICT (eshop_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
          WHERE l.expires_at < now() OR l.holder = EXCLUDED.holder
        RETURNING holder`,
    );
    return row?.holder === this.holder;
  }

  async release(eshopId: number): Promise<void> {
    await this.db.execute(sql`DELETE FROM stock_push_leases WHERE eshop_id = ${eshopId} AND holder = ${this.holder}`);
  }

  /** Runs `work` in one transaction after renewing the lease; throws LeaseLost when it is not ours. */
  fenced<T>(eshopId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (tx) => {
      const [held] = await rows(
        tx,
        sql`UPDATE stock_push_leases SET expires_at = now() + ${this.leaseMs} * interval '1 millisecond'
          WHERE eshop_id = ${eshopId} AND holder = ${this.holder} AND expires_at > now() RETURNING 1 AS ok`,
      );
      if (!held) throw new LeaseLost();
      return work(tx);
    });
  }

  async openBatch(eshopId: number): Promise<OpenBatch | undefined> {
    const [row] = await rows<{
      id: string | number;
      kind: 'change' | 'absolute';
      rows: OpenBatch['rows'] | string;
      cursor_before: string | number;
      sent_at: Date | string;
    }>(
      this.db,
      sql`SELECT id, kind, rows, cursor_before, sent_at FROM stock_push_batches
        WHERE eshop_id = ${eshopId} AND state = 'sending' ORDER BY id LIMIT 1`,
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      kind: row.kind,
      rows: typeof row.rows === 'string' ? JSON.parse(row.rows) : row.rows,
      cursorBefore: Number(row.cursor_before),
      sentAt: new Date(row.sent_at),
    };
  }

  async cursor(eshopId: number): Promise<number | null> {
    const [row] = await rows<{ c: string | number | null }>(
      this.db,
      sql`SELECT movements_cursor AS c FROM eshop_connections WHERE eshop_id = ${eshopId}`,
    );
    return row?.c === null || row?.c === undefined ? null : Number(row.c);
  }

  /**
   * A cursor just read from the e-shop (`lastMovementId`) while no batch is open: it follows every
   * movement of every batch so far, so the products written since the previous cursor are forgotten
   * in the same transaction (the cursor invariant, `nextBatch`).
   */
  async setCursor(eshopId: number, cursor: number): Promise<void> {
    await this.fenced(eshopId, async (tx) => {
      await tx.execute(sql`UPDATE eshop_connections SET movements_cursor = GREATEST(coalesce(movements_cursor, 0), ${cursor})
        WHERE eshop_id = ${eshopId}`);
      await tx.execute(sql`DELETE FROM stock_push_cursor_products WHERE eshop_id = ${eshopId}`);
    });
  }

  /**
   * Makes the next batch from the head of the queue and records it as 'sending', committed before
   * anything is sent. Absolute rows at the head make an absolute batch whose figures are the
   * warehouse totals read in the same statement that supersedes the products' pending relative rows.
   * Undefined when the queue is empty.
   *
   * The cursor invariant (docs/decisions/eshop-sync.md, "Exactly once"): a change batch is recorded
   * only when no batch since `cursorBefore` was read has written any of its products, so every
   * movement of ours of its products after `cursorBefore` can only be its own. Otherwise nothing is
   * recorded and 'stale-cursor' asks the worker to read a fresh cursor first. The batch's products
   * are remembered for the batches after it.
   */
  async nextBatch(
    eshopId: number,
    maxCodes: number,
    cursorBefore: number,
  ): Promise<OpenBatch | 'stale-cursor' | undefined> {
    return this.fenced(eshopId, async (tx) => {
      for (;;) {
        const queue = await coveredQueueHead(tx, eshopId);
        if (!queue.length) return undefined;
        if (queue[0].absolute) return this.absoluteBatch(tx, eshopId, queue, maxCodes, cursorBefore);
        const relative: OutboxRow[] = [];
        for (const r of queue) {
          if (r.absolute) break;
          relative.push({ id: Number(r.id), code: r.code, amount: Number(r.amount) });
        }
        const { rowIds, rows: batchRows } = takeBatch(relative, maxCodes);
        if (!batchRows.length) {
          // Every product's changes cancelled out: done without a request; look further down the queue.
          await tx.execute(sql`UPDATE stock_sync_outbox SET status = 'sent', sent_at = now()
            WHERE id = ANY(${idArray(rowIds)})`);
          continue;
        }
        const codes = batchRows.map((r) => r.code);
        const [written] = await rows(
          tx,
          sql`SELECT 1 AS hit FROM stock_push_cursor_products
            WHERE eshop_id = ${eshopId} AND code = ANY(${textArray(codes)}) LIMIT 1`,
        );
        if (written) return 'stale-cursor';
        await rememberWritten(tx, eshopId, codes);
        const [batch] = await rows<{ id: string | number; sent_at: Date | string }>(
          tx,
          sql`INSERT INTO stock_push_batches (eshop_id, kind, rows, cursor_before)
            VALUES (${eshopId}, 'change', ${JSON.stringify(batchRows)}::jsonb, ${cursorBefore}) RETURNING id, sent_at`,
        );
        await tx.execute(sql`UPDATE stock_sync_outbox SET batch_id = ${batch.id}
          WHERE id = ANY(${idArray(rowIds)})`);
        return {
          id: Number(batch.id),
          kind: 'change',
          rows: batchRows.map((r) => ({ code: r.code, amount: r.amount })),
          cursorBefore,
          sentAt: new Date(batch.sent_at),
        };
      }
    });
  }

  private async absoluteBatch(
    tx: Tx,
    eshopId: number,
    queue: ReadonlyArray<{ code: string; absolute: boolean }>,
    maxCodes: number,
    cursorBefore: number,
  ): Promise<OpenBatch> {
    const codes: string[] = [];
    for (const r of queue) {
      if (!r.absolute) break;
      if (!codes.includes(r.code)) codes.push(r.code);
      if (codes.length >= maxCodes) break;
    }
    // One statement, one snapshot: the totals and the rows they include.
    const [batch] = await rows<{ id: string | number; rows: OpenBatch['rows'] | string; sent_at: Date | string }>(
      tx,
      sql`WITH totals AS (
          SELECT c.code, coalesce(sum(b.amount), 0)::int AS total
          FROM unnest(${textArray(codes)}) AS c(code)
          LEFT JOIN stock_balances b ON b.eshop_id = ${eshopId} AND b.code = c.code GROUP BY c.code),
        batch AS (INSERT INTO stock_push_batches (eshop_id, kind, rows, cursor_before)
          SELECT ${eshopId}, 'absolute', jsonb_agg(jsonb_build_object('code', code, 'realStock', total) ORDER BY code), ${cursorBefore}
          FROM totals RETURNING id, rows, sent_at),
        superseded AS (UPDATE stock_sync_outbox o SET batch_id = batch.id FROM batch
          WHERE o.eshop_id = ${eshopId} AND o.status = 'pending' AND o.code IN (SELECT code FROM totals) RETURNING o.id)
        SELECT id, rows, sent_at, (SELECT count(*) FROM superseded) AS n FROM batch`,
    );
    // Its reconcile reads no movements (it is simply sent again), but its movements follow the cursor too.
    await rememberWritten(tx, eshopId, codes);
    return {
      id: Number(batch.id),
      kind: 'absolute',
      rows: typeof batch.rows === 'string' ? JSON.parse(batch.rows) : batch.rows,
      cursorBefore,
      sentAt: new Date(batch.sent_at),
    };
  }

  /**
   * Right before an attempt of the batch's request leaves: renews the lease and stamps `sent_at`, in
   * one transaction. Throws LeaseLost (and nothing is sent) when another node may have taken the
   * e-shop over: it may be reconciling this batch, so a send now could land after its decision.
   * Every attempt is stamped, so a reconcile elsewhere waits from the last one (`sent_at`).
   */
  async markSent(eshopId: number, batchId: number): Promise<void> {
    await this.fenced(eshopId, async (tx) => {
      const [open] = await rows(
        tx,
        sql`UPDATE stock_push_batches SET sent_at = clock_timestamp()
          WHERE id = ${batchId} AND eshop_id = ${eshopId} AND state = 'sending' RETURNING 1 AS ok`,
      );
      if (!open) throw new LeaseLost();
    });
  }

  /**
   * The e-shop's answer (or the reconciliation's finding): rows of the failed products are failed
   * with the e-shop's reason, the others sent; `retry` products go back to the queue unsent.
   */
  async settle(
    eshopId: number,
    batchId: number,
    outcome: { failed?: readonly RowFailure[]; retry?: readonly string[]; applied: number },
  ): Promise<void> {
    await this.fenced(eshopId, async (tx) => {
      for (const f of outcome.failed ?? [])
        await tx.execute(sql`UPDATE stock_sync_outbox SET status = 'failed', attempts = attempts + 1,
          error_code = ${f.reason}, error_message = ${f.message}
          WHERE batch_id = ${batchId} AND code = ${f.code} AND status = 'pending'`);
      if (outcome.retry?.length)
        await tx.execute(sql`UPDATE stock_sync_outbox SET batch_id = NULL, attempts = attempts + 1
          WHERE batch_id = ${batchId} AND status = 'pending'
            AND code = ANY(${textArray(outcome.retry)})`);
      await tx.execute(sql`UPDATE stock_sync_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1
        WHERE batch_id = ${batchId} AND status = 'pending'`);
      await tx.execute(sql`UPDATE stock_push_batches SET state = 'done', done_at = now() WHERE id = ${batchId}`);
      await tx.execute(
        outcome.applied > 0
          ? sql`UPDATE eshop_connections SET last_progress_at = now(), last_push_at = now() WHERE eshop_id = ${eshopId}`
          : sql`UPDATE eshop_connections SET last_progress_at = now() WHERE eshop_id = ${eshopId}`,
      );
    });
  }

  /** A batch that surely did not reach the e-shop (429, refused connection): its rows go back to the queue. */
  async abandon(eshopId: number, batchId: number): Promise<void> {
    await this.fenced(eshopId, async (tx) => {
      await tx.execute(
        sql`UPDATE stock_sync_outbox SET batch_id = NULL WHERE batch_id = ${batchId} AND status = 'pending'`,
      );
      await tx.execute(sql`DELETE FROM stock_push_batches WHERE id = ${batchId}`);
    });
  }

  async pendingCount(eshopId: number): Promise<number> {
    const [row] = await rows<{ n: string | number }>(
      this.db,
      sql`SELECT count(*) AS n FROM stock_sync_outbox WHERE eshop_id = ${eshopId} AND status = 'pending'`,
    );
    return Number(row?.n ?? 0);
  }
}

/** The batch's products, written after the current cursor (emptied by `setCursor`). */
async function rememberWritten(tx: Tx, eshopId: number, codes: readonly string[]): Promise<void> {
  await tx.execute(sql`INSERT INTO stock_push_cursor_products (eshop_id, code)
    SELECT ${eshopId}, c FROM unnest(${textArray(codes)}) AS t(c) ON CONFLICT DO NOTHING`);
}

const textArray = (values: readonly string[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;
const idArray = (values: readonly number[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::bigint[]`
    : sql`ARRAY[]::bigint[]`;
