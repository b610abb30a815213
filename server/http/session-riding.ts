import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { forgetRow, rememberRow } from '../auth/session-guess';
import { sameSessionRow, sessionOf, sessionRowIn, type SessionRow } from '../auth/session-row';
import type { AccessClaims } from '../auth/tokens';
import type { Tx } from '../db/client';
import { Failure } from '../failures';

/**
 * The handlers of keyed writes (`mount`): every one runs in one transaction (`idempotentWrite`), which
 * sends the session's check as its first statement. Only a request these answer may have its check
 * ride in the transaction; any other request is checked before its handler runs.
 */
const transactionalHandlers = new WeakSet<object>();

export function checksSessionInTransaction(...handlers: object[]): void {
  for (const handler of handlers) transactionalHandlers.add(handler);
}

/** Whether the route that answers this request is a keyed write's (the first route handler bound to a method). */
export function answeredInTransaction(c: Context): boolean {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  return route !== undefined && transactionalHandlers.has(route.handler);
}

/** The real row contradicts the guess the request was decided on: rolled back, and the request runs again. */
export class SessionChanged extends Failure {
  readonly kind = 'Conflict';
  constructor() {
    super('Oprávnění se právě změnila, zkuste to prosím znovu.');
  }
}

/**
 * A session check that rides in the write's transaction (issue 29): the request was decided on `guess`,
 * the row this sign-in's last check read; `verifyIn` reads the real row as the transaction's first
 * statement, in the same round trip as the idempotency claim and the write's reads, and throws what the
 * check before the handler would have answered (401/403) when the session fails, so the transaction writes
 * nothing. A valid row unlike the guess throws `SessionChanged`: the middleware answers the request anew.
 */
export class RidingSessionCheck {
  /** The outcome was decided on the real row (the guess held, or the session failed). */
  decided = false;

  constructor(
    readonly claims: AccessClaims,
    readonly guess: SessionRow,
  ) {}

  async verifyIn(tx: Tx): Promise<void> {
    this.decided = false; // a transaction retried after a serialization failure checks again
    const row = await sessionRowIn(tx, this.claims);
    try {
      sessionOf(row, this.claims);
    } catch (failure) {
      forgetRow(this.claims);
      this.decided = true;
      throw failure;
    }
    if (!sameSessionRow(row!, this.guess)) {
      rememberRow(this.claims, row!);
      throw new SessionChanged();
    }
    this.decided = true;
  }
}
