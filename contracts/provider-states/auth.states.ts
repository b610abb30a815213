import { eq } from 'drizzle-orm';
import { sha256 } from '../../server/auth/tokens';
import { clients, loginAttempts, refreshTokens } from '../../server/db/schema';
import { CONSUMER_REFRESH_TOKEN } from '../support/consumer-apis';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../server/db/transaction';
import { createOrganisationForShop } from '../../server/eshop-sync/install/create-organisation';
import type { ProviderContext, ProviderStates } from './provider-context';
import { SETUP_LINK_TOKEN, USED_SETUP_LINK_TOKEN } from '../support/consumer-apis';

let shopNumber = 900_000;
/** A catalogue install's new organisation and admin (no password yet), and a link of the given token. */
async function setupLink(ctx: ProviderContext, token: string, used: boolean): Promise<void> {
  ctx.signOut();
  const now = ctx.runtime.deps.now();
  await inTransaction(ctx.runtime.database.db, async (tx) => {
    const shopId = ++shopNumber;
    const made = await createOrganisationForShop(
      tx,
      { eshopId: shopId, name: `Obchod ${shopId}`, url: '', email: null, imageCuts: [], defaultStockId: 1 },
      `majitel@obchod${shopId}.cz`,
    );
    await tx.execute(sql`DELETE FROM shoptet_setup_links WHERE token_hash = ${sha256(token)}`);
    await tx.execute(sql`INSERT INTO shoptet_setup_links (token_hash, client_id, expires_at, used_at)
      VALUES (${sha256(token)}, ${made.clientId}, ${new Date(now.getTime() + 3600_000).toISOString()},
        ${used ? now.toISOString() : null})`);
  });
}

/** States of the sign-in calls (contracts/auth.pact.spec.ts). */
export const authStates: ProviderStates = {
  'a catalogue install left a one-time set-password link': (ctx) => setupLink(ctx, SETUP_LINK_TOKEN, false),
  'the set-password link was already used': (ctx) => setupLink(ctx, USED_SETUP_LINK_TOKEN, true),
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
