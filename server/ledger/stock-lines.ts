import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { batches } from '../db/schema';
import {
  batchKey,
  batchRequired,
  conflictingBatchLines,
  isIsoDate,
  resolveNewBatch,
  BATCH_NOT_FINISHED,
  type Batch,
} from '../../src/domain/batches/batch-rules';
import { amountError, type LineError } from '../../src/domain/stock/line-errors';
import { batchesByCode, productsByCode, unknownProduct } from './catalogue';

/** A product line as the app pipes it (SPEC 3 "Piped product"); extra fields are ignored. */
export interface PipedLine {
  code: string;
  amount: number;
  sarze_id?: number | null;
  new_sarze?: { name: string; expires_at?: string | null } | null;
}

/** A line checked against the catalogue: a known product and a batch (0 = none, or to create). */
export interface ResolvedLine {
  line: number;
  code: string;
  amount: number;
  sarzeId: number;
  create?: { name: string; expiresAt: string };
}

export interface ResolveOptions {
  /** Stock-in may create a new batch; stock-out only takes from an existing one. */
  mayCreateBatch: boolean;
  /** A location check may count zero pieces. */
  allowZero?: boolean;
  /** Clean-up of deleted products: the code need not be in the catalogue any more. */
  allowUnknownProduct?: boolean;
  /**
   * R-SCAN-03 for a stock-in or stock-out: one batch at a time, whatever the product. A location
   * check or a relocation lists what a location holds, several batches included.
   */
  oneBatchAtATime?: boolean;
}

/** Checks every line and collects every error, so the app can mark all bad lines at once. */
export async function resolveLines(
  tx: Tx,
  eshopId: number,
  lines: readonly PipedLine[],
  options: ResolveOptions,
): Promise<{ resolved: ResolvedLine[]; errors: LineError[] }> {
  const codes = lines.map((l) => l.code);
  // Only a line that names a batch looks at the code's batches (resolveBatch): a write of plain pieces reads none,
  // one statement fewer for most stock-ins and stock-outs.
  const naming = lines.filter((l) => l.sarze_id != null || l.new_sarze).map((l) => l.code);
  const [known, batchMap] = await Promise.all([productsByCode(tx, eshopId, codes), batchesByCode(tx, eshopId, naming)]);
  const errors: LineError[] = [];
  const resolved: ResolvedLine[] = [];
  lines.forEach((l, line) => {
    const bad = amountError(l.code, l.amount, line, options.allowZero);
    if (bad) {
      errors.push(bad);
      return;
    }
    const product = known.get(l.code);
    if (!product && !options.allowUnknownProduct) {
      errors.push({ code: l.code, line, reason: 'unknown_product', detail: unknownProduct(l.code) });
      return;
    }
    const outcome = resolveBatch(
      l,
      line,
      batchMap.get(l.code) ?? [],
      product?.requireBatch ?? false,
      options.mayCreateBatch,
    );
    if ('error' in outcome) errors.push(outcome.error);
    else resolved.push({ line, code: l.code, amount: l.amount, ...outcome });
  });
  if (options.oneBatchAtATime) errors.push(...unfinishedBatchErrors(resolved));
  return { resolved, errors };
}

/** R-SCAN-03 over resolved lines that go together: every line carrying another batch than the first. */
export function unfinishedBatchErrors(resolved: readonly ResolvedLine[]): LineError[] {
  const keys = resolved.map((r) => ({
    batchKey: batchKey(
      r.create
        ? { kind: 'new', name: r.create.name, expiresAt: r.create.expiresAt }
        : r.sarzeId
          ? { kind: 'existing', id: r.sarzeId }
          : null,
    ),
  }));
  return conflictingBatchLines(keys).map((i) => ({
    code: resolved[i].code,
    line: resolved[i].line,
    reason: 'batch_not_finished' as const,
    detail: BATCH_NOT_FINISHED,
  }));
}

function resolveBatch(
  l: PipedLine,
  line: number,
  existing: readonly Batch[],
  requireBatch: boolean,
  mayCreate: boolean,
): { sarzeId: number; create?: { name: string; expiresAt: string } } | { error: LineError } {
  const fail = (reason: LineError['reason'], detail: string) => ({ error: { code: l.code, line, reason, detail } });
  if (l.sarze_id != null && l.new_sarze)
    return fail('unknown_batch', `U produktu ${l.code} zadejte buď existující, nebo novou šarži, ne obojí.`);
  if (l.sarze_id != null) {
    return existing.some((b) => b.id === l.sarze_id)
      ? { sarzeId: l.sarze_id }
      : fail('unknown_batch', `Šarže ${l.sarze_id} u produktu ${l.code} neexistuje.`);
  }
  if (l.new_sarze) {
    const name = l.new_sarze.name.trim();
    const expiry = l.new_sarze.expires_at ?? null;
    if (!name) return fail('unknown_batch', `Název šarže produktu ${l.code} nesmí být prázdný.`);
    if (expiry !== null && !isIsoDate(expiry))
      return fail('unknown_batch', `Datum expirace „${expiry}“ není platné datum (RRRR-MM-DD).`);
    const resolution = resolveNewBatch(existing, name, expiry);
    if (resolution.kind === 'existing') return { sarzeId: resolution.batch.id };
    if (resolution.kind === 'refused') return fail(resolution.reason, resolution.detail);
    if (!mayCreate) return fail('unknown_batch', `Šarže „${name}“ u produktu ${l.code} neexistuje.`);
    return { sarzeId: 0, create: { name: resolution.name, expiresAt: resolution.expiresAt } };
  }
  if (requireBatch) {
    const refusal = batchRequired(l.code);
    return fail(refusal.reason, refusal.detail);
  }
  return { sarzeId: 0 };
}

/** Creates the new batches of resolved lines (or finds one a concurrent writer just made). */
export async function createPendingBatches(tx: Tx, eshopId: number, resolved: ResolvedLine[]): Promise<void> {
  for (const r of resolved) {
    if (!r.create) continue;
    await tx.execute(
      sql`INSERT INTO batches (eshop_id, code, name, expires_at) VALUES (${eshopId}, ${r.code}, ${r.create.name}, ${r.create.expiresAt}::date) ON CONFLICT DO NOTHING`,
    );
    const [row] = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(
        and(
          eq(batches.eshopId, eshopId),
          eq(batches.code, r.code),
          eq(batches.name, r.create.name),
          eq(batches.expiresAt, r.create.expiresAt),
        ),
      );
    r.sarzeId = row.id;
    delete r.create;
  }
}
