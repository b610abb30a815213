import { EshopCallError, type EshopConnector } from '../eshop-connector.port';
import { backoffMs } from '../shoptet/retry-timing';
import { landedRows, type BatchRow } from './batch-rows';
import { LeaseLost, type OpenBatch, type PushStore } from './push-store';

export interface PushWorkerOptions {
  /**
   * How long after a request without an answer has ended the movement list is read to find out what
   * landed: longer than the e-shop can still be working on a request it received (Shoptet's write
   * lock lasts ≤ 5 s), so the movement list is complete when read.
   */
  reconcileDelayMs: number;
  /**
   * The HTTP client's timeout per request: a batch found open by a node that did not see its request
   * end (restart, takeover) is reconciled only after `sent_at` + this + `reconcileDelayMs`.
   */
  requestTimeoutMs: number;
  /** Back-off after the e-shop was unreachable, growing to the cap. */
  retryBaseMs: number;
  retryCapMs: number;
}

export interface PushContext {
  connector: EshopConnector & { learnOwnChangedBy?(changedBy: string): void; knownOwnChangedBy?: string | null };
  /** The tokens were refused: record it (sync stops) and tell the panel. */
  onAuthFailed(error: EshopCallError): Promise<void>;
  /** Remember how the e-shop names our writes. */
  onOwnChangedBy?(changedBy: string): Promise<void>;
}

export type DrainResult =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'retry'; afterMs: number; reason: string }
  | { kind: 'stopped'; reason: string };

/**
 * Drains one e-shop's outbox while this node holds its lease: one batch at a time, never a new one
 * while an earlier one's outcome is unknown (docs/decisions/eshop-sync.md, "Exactly once").
 */
export class StockPushWorker {
  private failures = 0;
  /** When this node saw the request of a batch end without an answer (ms, `now`). */
  private readonly ended = new Map<number, number>();

  constructor(
    private readonly store: PushStore,
    private readonly options: PushWorkerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async drain(eshopId: number, context: PushContext): Promise<DrainResult> {
    if (!(await this.store.acquire(eshopId))) return { kind: 'busy' };
    try {
      const result = await this.loop(eshopId, context);
      if (result.kind !== 'retry') this.failures = 0;
      return result;
    } catch (error) {
      if (error instanceof LeaseLost) return { kind: 'busy' };
      throw error;
    } finally {
      await this.store.release(eshopId).catch(() => undefined);
    }
  }

  private async loop(eshopId: number, context: PushContext): Promise<DrainResult> {
    const { connector } = context;
    let sentSomething = false;
    for (;;) {
      try {
        // 1. A batch left 'sending' (answer lost, process killed): settle it from the movement list first.
        const open = await this.store.openBatch(eshopId);
        if (open) {
          const wait = this.reconcileAt(open) - this.now();
          if (wait > 0) return { kind: 'retry', afterMs: wait, reason: 'waiting to reconcile' };
          await this.reconcile(eshopId, open, context);
          this.ended.delete(open.id);
          continue;
        }
        // 2. The cursor every movement of the next batch will come after.
        let cursor = await this.store.cursor(eshopId);
        if (cursor === null) {
          cursor = await connector.lastMovementId();
          await this.store.setCursor(eshopId, cursor);
        }
        const batch = await this.store.nextBatch(eshopId, connector.maxRowsPerRequest, cursor);
        if (batch === 'stale-cursor') {
          // A product of the next batch was written after this cursor: its movement would be taken
          // for the next batch's if that one's answer were lost. Nothing is open, so the e-shop's
          // newest movement follows every earlier batch's.
          await this.store.setCursor(eshopId, await connector.lastMovementId());
          continue;
        }
        if (!batch) {
          if (sentSomething) await this.advanceCursor(eshopId, cursor, context);
          return { kind: 'idle' };
        }
        // 3. Send; the batch is committed as 'sending' already.
        let failed;
        try {
          failed = (await this.send(eshopId, batch, connector)).failed;
        } catch (error) {
          if (error instanceof EshopCallError && error.outcomeUnknown) this.ended.set(batch.id, this.now());
          if (error instanceof EshopCallError && !error.outcomeUnknown) {
            if (error.kind === 'rejected') {
              // The request as a whole was refused (4xx): retrying it as it is cannot help.
              const reason = error.details.errors?.[0];
              await this.store.settle(eshopId, batch.id, {
                applied: 0,
                failed: batch.rows.map((r) => ({
                  code: r.code,
                  reason: reason?.reason ?? `http-${error.details.status ?? 400}`,
                  message: reason?.message ?? error.message,
                })),
              });
              continue;
            }
            await this.store.abandon(eshopId, batch.id);
          }
          throw error;
        }
        const codes = new Set(failed.map((f) => f.code));
        await this.store.settle(eshopId, batch.id, {
          failed,
          applied: batch.rows.filter((r) => !codes.has(r.code)).length,
        });
        sentSomething = true;
        this.failures = 0;
      } catch (error) {
        if (!(error instanceof EshopCallError)) throw error;
        if (error.kind === 'auth') {
          await context.onAuthFailed(error);
          return { kind: 'stopped', reason: error.message };
        }
        this.failures++;
        const afterMs =
          error.details.retryAfterMs ??
          (error.outcomeUnknown
            ? this.options.reconcileDelayMs
            : Math.max(
                this.options.retryBaseMs,
                backoffMs(this.failures, this.options.retryBaseMs, this.options.retryCapMs),
              ));
        return { kind: 'retry', afterMs, reason: error.message };
      }
    }
  }

  /**
   * Each attempt leaves only while this node holds the lease, and stamps the batch's `sent_at` just
   * before it does (`PushStore.markSent`): a node that took over never reconciles while a request of
   * the batch may still land.
   */
  private send(eshopId: number, batch: OpenBatch, connector: EshopConnector) {
    const hooks = { beforeSend: () => this.store.markSent(eshopId, batch.id) };
    return batch.kind === 'absolute'
      ? connector.setRealStock(
          batch.rows.map((r) => ({ code: r.code, realStock: r.realStock! })),
          hooks,
        )
      : connector.pushStockChanges(
          batch.rows.map((r) => ({ code: r.code, amountChange: r.amount! })),
          hooks,
        );
  }

  /**
   * When an open batch's outcome can be read from the movement list: its request can no longer land.
   * This node saw the request end: that moment plus the e-shop's working time. Otherwise (a restart,
   * a takeover) its last attempt left at `sent_at` and ended by the request timeout at the latest.
   */
  private reconcileAt(batch: OpenBatch): number {
    const ended = this.ended.get(batch.id) ?? batch.sentAt.getTime() + this.options.requestTimeoutMs;
    return ended + this.options.reconcileDelayMs;
  }

  /**
   * A batch whose outcome is unknown: the rows with a movement of ours after its cursor landed and
   * are done; the others go back to the queue and are sent again. An absolute batch is simply sent
   * again (it sets, so a second time changes nothing).
   */
  private async reconcile(eshopId: number, batch: OpenBatch, context: PushContext): Promise<void> {
    const { connector } = context;
    if (batch.kind === 'absolute') {
      await this.store.settle(eshopId, batch.id, { applied: 0, retry: batch.rows.map((r) => r.code) });
      return;
    }
    const rows = batch.rows as BatchRow[];
    const wanted = new Set(rows.map((r) => r.code));
    const seen = [];
    for (let after = batch.cursorBefore; ;) {
      const page = await connector.readMovements(after);
      for (const m of page.movements)
        if (wanted.has(m.code)) seen.push({ code: m.code, amountChange: m.amountChange, own: connector.isOwnWrite(m) });
      if (!page.more || page.movements.length === 0) break;
      after = page.movements[page.movements.length - 1].id;
    }
    const landed = landedRows(rows, seen);
    await this.store.settle(eshopId, batch.id, {
      applied: landed.size,
      retry: rows.filter((r) => !landed.has(r.code)).map((r) => r.code),
    });
  }

  /**
   * When the queue runs dry: the cursor moves to the e-shop's newest movement, so the next reconcile
   * reads only what came after; on the way, the first time, we learn how the e-shop names our writes.
   */
  private async advanceCursor(eshopId: number, cursor: number, context: PushContext): Promise<void> {
    const { connector } = context;
    if (context.onOwnChangedBy && !connector.knownOwnChangedBy) {
      const { movements } = await connector.readMovements(cursor);
      const ours = movements.find((m) => connector.isOwnWrite(m) && m.changedBy);
      if (ours?.changedBy) {
        connector.learnOwnChangedBy?.(ours.changedBy);
        await context.onOwnChangedBy(ours.changedBy);
      }
    }
    await this.store.setCursor(eshopId, await connector.lastMovementId());
  }
}
