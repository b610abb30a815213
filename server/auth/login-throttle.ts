import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Failed sign-ins in a row before each further attempt waits; the wait doubles up to a minute. */
const FREE_ATTEMPTS = 3;
const MAX_LOCK_SECONDS = 60;

/** Seconds the name must still wait, or 0. Counted per typed user name, real or not. */
export async function secondsLocked(db: Db, username: string, now: Date): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.username, username)).limit(1);
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

export async function recordFailure(db: Db, username: string, now: Date): Promise<void> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ username, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.username,
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: now },
    })
    .returning();
  const lockSeconds =
    row.failures >= FREE_ATTEMPTS ? Math.min(MAX_LOCK_SECONDS, 2 ** (row.failures - FREE_ATTEMPTS)) : 0;
  if (lockSeconds) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + lockSeconds * 1000) })
      .where(eq(loginAttempts.username, username));
  }
}

export async function recordSuccess(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, username));
}
