import { saveConnection } from '../../server/eshop-sync/connection-repository';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The e-shop connection panel's corner of e-shop 101 (admin's). The connection row is written through the
 * server's own repository (sealed with the server's cipher), pointing at a loopback port where nothing
 * listens: the push worker may try and fail to reach it, and nothing ever leaves the machine.
 */
export const ESHOP_SYNC_EXAMPLE = {
  eshopId: 101,
  /** Refuses connections: Shoptet "does not answer". */
  apiUrl: 'http://127.0.0.1:9',
  partnerUrl: 'http://127.0.0.1:9/partner',
  clientId: 'pact-addon',
} as const;

/** The add-on's configuration the server reads per call (server/eshop-sync/install/addon-config.ts). */
function configureAddon(): void {
  process.env.SHOPTET_CLIENT_ID = ESHOP_SYNC_EXAMPLE.clientId;
  process.env.SHOPTET_PARTNER_URL = ESHOP_SYNC_EXAMPLE.partnerUrl;
  process.env.SHOPTET_API_URL = ESHOP_SYNC_EXAMPLE.apiUrl;
  process.env.SKLAD_PUBLIC_URL ??= 'http://127.0.0.1:8080';
}

async function connect(ctx: ProviderContext): Promise<void> {
  await saveConnection(ctx.runtime.database.db, ctx.runtime.deps.eshopSync.cipher, ESHOP_SYNC_EXAMPLE.eshopId, {
    baseUrl: ESHOP_SYNC_EXAMPLE.apiUrl,
    authKind: 'private',
    token: 'pact-private-token-0123456789',
    stockId: 1,
  });
}

export const eshopSyncStates: ProviderStates = {
  'signed in as admin with a connected e-shop': async (ctx) => {
    await connect(ctx);
    await ctx.signInAs('admin');
  },
  'signed in as admin with the Shoptet add-on configured': async (ctx) => {
    configureAddon();
    await ctx.signInAs('admin');
  },
};
