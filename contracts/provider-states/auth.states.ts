import { eq } from 'drizzle-orm';
import { sha256 } from '../../server/auth/tokens';
import { clients, loginAttempts, refreshTokens } from '../../server/db/schema';
import { CONSUMER_REFRESH_TOKEN } from '../support/consumer-apis';
import type { ProviderStates } from './provider-context';

/** States of the sign-in calls (contracts/auth.pact.spec.ts). */
export const authStates: ProviderStates = {
  'user admin exists with password admin': async (ctx) => {
    ctx.signOut();
    // The demo seed has the user; a failed attempt of an earlier interaction must not lock it.
    await ctx.runtime.database.db.delete(loginAttempts).where(eq(loginAttempts.username, 'admin'));
  },
  'admin holds the refresh token consumer-refresh-token': async (ctx) => {
    await ctx.signInAs('admin');
    const db = ctx.runtime.database.db;
    const hash = sha256(CONSUMER_REFRESH_TOKEN);
    await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    const [admin] = await db.select().from(clients).where(eq(clients.username, 'admin'));
    await db.insert(refreshTokens).values({
      tokenHash: hash,
      clientId: admin.id,
      orgId: admin.orgId,
      expiresAt: new Date(ctx.runtime.deps.now().getTime() + 3600_000),
    });
  },
};
