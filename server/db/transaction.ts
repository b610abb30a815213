import type { Db, Tx } from './client';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 5;

/**
 * Runs one use case in one transaction. Serialization failures and deadlocks are retried a
 * bounded number of times with a short jittered back-off, so that concurrent writers neither
 * lose an update nor fail a request that would succeed a moment later.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  isolation: 'read committed' | 'serializable' = 'read committed',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, { isolationLevel: isolation });
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10 * attempt));
    }
  }
}

export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
