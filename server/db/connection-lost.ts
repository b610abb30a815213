/**
 * Whether an error means the database could not be reached or the connection to it broke (a
 * PostgreSQL restart, a terminated backend, a closed PGlite), as opposed to a statement that failed.
 * Such a request did not apply anything (its transaction rolled back with the connection, or never
 * began) and may be sent again: the edge answers 503, and a later request gets a fresh connection.
 */
export function isConnectionLost(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's shutdown and start-up codes (57P01–57P03) and the socket errors of a lost server. */
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres and PGlite say it in words only. */
const LOST_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|PGlite is closed|Client was closed|Cannot use a pool after calling end/i;

/** The Czech answer to a request that met a lost connection: nothing was changed, it may be sent again. */
export const DATABASE_UNAVAILABLE =
  'Databáze je dočasně nedostupná. Nic nebylo změněno, zkuste to prosím za chvíli znovu.';
/** Seconds a client (or proxy) should wait before retrying. */
export const RETRY_AFTER_SECONDS = 2;
