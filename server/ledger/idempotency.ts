import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Tx } from '../db/client';
import { inTransaction } from '../db/transaction';
import { idempotencyKeys } from '../db/schema';
import { badInput } from '../failures';
import { rows } from './sql-rows';
import type { AppEnv } from '../http/app-env';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

export interface WriteAnswer {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

class Replay extends Error {
  constructor(readonly answer: WriteAnswer) {
    super('idempotent replay');
  }
}

/**
 * Runs one stock write in one transaction. With an Idempotency-Key the key is claimed first in
 * that transaction: a replay (same e-shop, client and key) gets the stored answer and changes
 * nothing; a concurrent duplicate waits on the claim and then replays. A refused write rolls the
 * claim back with everything else, so the key stays free for the corrected request.
 */
export async function idempotentWrite(
  c: Context<AppEnv>,
  payload: unknown,
  work: (tx: Tx) => Promise<WriteAnswer>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY_FORMAT.test(key))
    throw badInput('Hlavička Idempotency-Key musí mít 1 až 200 tisknutelných znaků.');
  const { eshopId, clientId } = c.var.session;
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(payload)}`)
    .digest('hex');
  try {
    const answer = await inTransaction(c.var.db, async (tx) => {
      if (key === undefined) return work(tx);
      // The claim and the work's first reads go out together (one round trip on a pipelining
      // connection); the server still runs the claim first, so a concurrent duplicate waits on it
      // before reading anything. The claim's outcome decides before the work's: a replay answers
      // the stored result even when the work, run again, would now be refused. Either way a
      // thrown replay rolls the work back with the transaction.
      const [claim, result] = await Promise.allSettled([
        rows<{ key: string }>(
          tx,
          sql`INSERT INTO idempotency_keys (eshop_id, client_id, key, request_hash) VALUES (${eshopId}, ${clientId}, ${key}, ${requestHash}) ON CONFLICT DO NOTHING RETURNING key`,
        ),
        work(tx),
      ]);
      if (claim.status === 'rejected') throw claim.reason;
      if (claim.value.length === 0) {
        const [prior] = await tx
          .select()
          .from(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.eshopId, eshopId),
              eq(idempotencyKeys.clientId, clientId),
              eq(idempotencyKeys.key, key),
            ),
          );
        if (prior.requestHash !== requestHash) throw badInput('Klíč Idempotency-Key už byl použit pro jiný požadavek.');
        throw new Replay({
          status: (prior.status ?? 200) as ContentfulStatusCode,
          body: (prior.body ?? {}) as Record<string, unknown>,
        });
      }
      if (result.status === 'rejected') throw result.reason;
      await tx.execute(
        sql`UPDATE idempotency_keys SET status = ${result.value.status}, body = ${JSON.stringify(result.value.body)}::jsonb
            WHERE eshop_id = ${eshopId} AND client_id = ${clientId} AND key = ${key}`,
      );
      return result.value;
    });
    return c.json(answer.body, answer.status);
  } catch (error) {
    if (error instanceof Replay) {
      c.header('Idempotent-Replay', 'true');
      return c.json(error.answer.body, error.answer.status);
    }
    throw error;
  }
}
