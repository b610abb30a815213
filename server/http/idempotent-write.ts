import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { badInput } from '../failures';
import { idempotently, type WriteAnswer } from '../ledger/idempotency';
import type { Tx } from '../db/client';
import type { AppEnv } from './app-env';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

/**
 * The HTTP edge of a stock write: reads the Idempotency-Key, runs the write once per key
 * (server/ledger/idempotency.ts keeps the keys) and answers JSON; a replay says so in a header.
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
  // The session's check, when it rides in the transaction (session.middleware.ts), goes first and decides first.
  const check = c.var.sessionCheck;
  const first = check && ((tx: Tx) => check.verifyIn(tx));
  const { answer, replayed } = await idempotently(c.var.db, { eshopId, clientId, key, requestHash }, work, first);
  if (replayed) c.header('Idempotent-Replay', 'true');
  return c.json(answer.body, answer.status);
}
