import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { withCommit } from '../db/pipelined-transaction';
import { inTransaction } from '../db/transaction';
import { idempotencyKeys } from '../db/schema';
import { badInput } from '../failures';
import { rawRows } from '../db/raw-rows';

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

// Plain SQL sent straight on the transaction's connection (`rawRows`): every stock write runs both.
const CLAIM_SQL = `INSERT INTO idempotency_keys (eshop_id, client_id, key, request_hash) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING RETURNING key`;
const ANSWER_SQL = `UPDATE idempotency_keys SET status = $1, body = $2::jsonb WHERE eshop_id = $3 AND client_id = $4 AND key = $5`;

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
  /**
   * The caller's check that must hold for anything to be written (the session's, when it rides in the
   * transaction): its statement goes out first, with the claim and the work's first reads, and its
   * failure decides before the claim's and the work's outcomes.
   */
  first?: (tx: Tx) => Promise<void>,
): Promise<{ answer: WriteAnswer; replayed: boolean }> {
  const { eshopId, clientId, key, requestHash } = claim;
  const ownKey = (k: string) =>
    and(eq(idempotencyKeys.eshopId, eshopId), eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, k));
  try {
    const answer = await inTransaction(db, async (tx) => {
      const checked = first?.(tx);
      // The claim and the work's first reads go out together (one round trip on a pipelining
      // connection); the server still runs the claim first, so a concurrent duplicate waits on it
      // before reading anything. The claim's outcome decides before the work's: a replay answers
      // the stored result even when the work, run again, would now be refused. Either way a
      // thrown replay rolls the work back with the transaction. Everything is waited for before
      // deciding, so no statement of the work runs after the transaction ends.
      const [check, claimed, result] = await Promise.allSettled([
        checked,
        key === undefined ? undefined : rawRows<{ key: string }>(tx, CLAIM_SQL, [eshopId, clientId, key, requestHash]),
        work(tx),
      ]);
      if (check.status === 'rejected') throw check.reason;
      if (claimed.status === 'rejected') throw claimed.reason;
      if (key === undefined) {
        if (result.status === 'rejected') throw result.reason;
        return result.value;
      }
      if (claimed.value!.length === 0) {
        const [prior] = await tx.select().from(idempotencyKeys).where(ownKey(key));
        if (prior.requestHash !== requestHash) throw badInput('Klíč Idempotency-Key už byl použit pro jiný požadavek.');
        throw new Replay({
          status: (prior.status ?? 200) as WriteAnswer['status'],
          body: (prior.body ?? {}) as Record<string, unknown>,
        });
      }
      if (result.status === 'rejected') throw result.reason;
      // The answer is stored in the same transaction, sent together with its COMMIT where the driver pipelines.
      await withCommit(tx, {
        text: ANSWER_SQL,
        params: [result.value.status, JSON.stringify(result.value.body), eshopId, clientId, key],
      });
      return result.value;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (error instanceof Replay) return { answer: error.answer, replayed: true };
    throw error;
  }
}
