import { Hono } from 'hono';
import { ConnectPrivateToken, ConnectShoptet } from '../../src/api/eshop-install.schema';
import { NoTokenSecretError } from '../eshop-sync/connection-repository';
import { authorizeUrl, shoptetAddonConfig } from '../eshop-sync/install/addon-config';
import { completeInstall } from '../eshop-sync/install/complete-install';
import { installHalf } from '../eshop-sync/install/install-half';
import { createInstallState } from '../eshop-sync/install/install-state';
import { connectPrivateToken } from '../eshop-sync/install/private-token';
import { openSettingsPage } from '../eshop-sync/install/settings-page';
import { receiveWebhook } from '../eshop-sync/webhooks/receive-webhook';
import { Refused } from '../failures';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';
import { jsonBody } from './validate';

const NOT_CONFIGURED_CS =
  'Server nemá nastavené propojení s doplňkem Shoptetu (SHOPTET_CLIENT_ID, SHOPTET_PARTNER_URL, SKLAD_PUBLIC_URL).';

/**
 * Shoptet's calls to Sklad, without a Sklad sign-in: the add-on install callback (a single-use code,
 * optionally our signed `state`), the webhooks (signed with the installation's key) and the one-time
 * add-on's settings page, which sends a verified admin to set their first password. Mounted at /api/shoptet.
 */
export function shoptetCallbackRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/install/', async (c) => {
    const config = shoptetAddonConfig();
    if (!config) throw new Refused(NOT_CONFIGURED_CS);
    const code = c.req.query('code');
    if (!code || code.length > 1000) throw new Refused('Chybí instalační kód doplňku.');
    const sync = c.var.deps.eshopSync;
    const half = installHalf(sync);
    const result = await completeInstall(
      { db: c.var.db, cipher: sync.cipher, config, now: c.var.deps.now, onInstalled: (id) => half.firstSync(id) },
      code,
      c.req.query('state') || undefined,
    );
    return c.json({
      detail: result.created
        ? 'Doplněk Sklad je nainstalován. Heslo pro přihlášení do Skladu nastavíte odkazem.'
        : 'E-shop je propojen se Skladem. Probíhá prvotní synchronizace.',
      eshop_id: result.eshopId,
      ...(result.setupPath ? { setup_url: result.setupPath } : {}),
    });
  });

  app.post('/webhooks/', async (c) => {
    const sync = c.var.deps.eshopSync;
    const half = installHalf(sync);
    const outcome = await receiveWebhook(
      {
        db: c.var.db,
        cipher: sync.cipher,
        connectorFor: async (id) => (await sync.connectorFor(id))?.connector,
        onJobFinished: (id, job) => half.snapshots.jobFinished(id, job),
      },
      await c.req.text(),
      c.req.header('shoptet-webhook-signature'),
    );
    return c.json(outcome);
  });

  // The add-on's settings page in Shoptet's admin: a verified admin is sent to set their password (or to sign in).
  app.get('/settings/', async (c) => {
    const config = shoptetAddonConfig();
    if (!config) throw new Refused(NOT_CONFIGURED_CS);
    const shop = Number(c.req.query('shop'));
    const code = c.req.query('code');
    if (!Number.isInteger(shop) || !code || code.length > 1000)
      throw new Refused('Chybí e-shop nebo ověřovací kód Shoptetu.');
    const sync = c.var.deps.eshopSync;
    const to = await openSettingsPage(
      { db: c.var.db, config, httpFor: (id) => sync.httpFor(id), now: c.var.deps.now },
      shop,
      code,
    );
    return c.redirect(to, 302);
  });

  return app;
}

/** The settings admin's side: start the add-on connection, or paste a private API token. */
export function eshopInstallRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, ConnectShoptet, async (_, c) => {
    const config = shoptetAddonConfig();
    if (!config) throw new Refused(NOT_CONFIGURED_CS);
    const cipher = c.var.deps.eshopSync.cipher;
    if (!cipher) throw new Refused(new NoTokenSecretError().message);
    const s = c.var.session;
    const state = await createInstallState(c.var.db, cipher, s.clientId, s.eshopId, c.var.deps.now());
    const url = new URL(authorizeUrl(config));
    url.search = new URLSearchParams({
      client_id: config.clientId,
      response_type: 'code',
      scope: 'api',
      redirect_uri: config.installUrl,
      state,
    }).toString();
    return { url: url.toString() };
  });

  mount(app, ConnectPrivateToken, async ({ body }, c) => {
    const sync = c.var.deps.eshopSync;
    const config = shoptetAddonConfig();
    const eshopId = await connectPrivateToken(
      { db: c.var.db, cipher: sync.cipher, apiUrl: config?.apiUrl ?? process.env.SHOPTET_API_URL },
      c.var.session.eshopId,
      body.token.trim(),
    );
    installHalf(sync).firstSync(eshopId);
    return { connected: true as const };
  });

  return app;
}
