import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { inTransaction } from '../db/transaction';
import { idempotencyKeys } from '../db/schema';
import { badInput } from '../failures';

/** What a write answers: kept with its key so a retry gets the very same answer. */
export interface WriteAnswer {
  status: 200 | 201;
  body: Record<string, unknown>;
}

/** Whose key it is and which request it was first used for. */
export interface IdempotencyClaim {
  eshopId: number;
  clientId: number;
  /** The Idempotency-Key, or undefined when the request carries none. */
  key: string | undefined;
  /** A hash of the method, path and payload: the same key for another request is refused. */
  requestHash: string;
}

class Replay extends Error {
  constructor(readonly answer: WriteAnswer) {
    super('idempotent replay');
  }
}

/**
 * Runs one stock write in one transaction. With a key, the key is claimed first in that
 * transaction: a replay (same e-shop, client and key) gets the stored answer and changes nothing;
 * a concurrent duplicate waits on the claim and then replays. A refused write rolls the claim back
 * with everything else, so the key stays free for the corrected request.
 */
export async function idempotently(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Tx) => Promise<WriteAnswer>,
): Promise<{ answer: WriteAnswer; replayed: boolean }> {
  const { eshopId, clientId, key, requestHash } = claim;
  const ownKey = (k: string) =>
    and(eq(idempotencyKeys.eshopId, eshopId), eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, k));
  try {
    const answer = await inTransaction(db, async (tx) => {
      if (key !== undefined) {
        const claimed = await tx.execute(
          sql`INSERT INTO idempotency_keys (eshop_id, client_id, key, request_hash) VALUES (${eshopId}, ${clientId}, ${key}, ${requestHash}) ON CONFLICT DO NOTHING RETURNING key`,
        );
        if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) {
          const [prior] = await tx.select().from(idempotencyKeys).where(ownKey(key));
          if (prior.requestHash !== requestHash)
            throw badInput('Klíč Idempotency-Key už byl použit pro jiný požadavek.');
          throw new Replay({
            status: (prior.status ?? 200) as WriteAnswer['status'],
            body: (prior.body ?? {}) as Record<string, unknown>,
          });
        }
      }
      const result = await work(tx);
      if (key !== undefined)
        await tx.update(idempotencyKeys).set({ status: result.status, body: result.body }).where(ownKey(key));
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (error instanceof Replay) return { answer: error.answer, replayed: true };
    throw error;
  }
}
