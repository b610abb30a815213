import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { Conflict, Refused } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';
import { NoTokenSecretError, saveConnection } from '../connection-repository';
import { EshopCallError } from '../eshop-connector.port';
import { ShoptetHttp } from '../shoptet/shoptet-http';
import type { TokenCipher } from '../token-cipher';
import { accessTokenUrl, oauthTokenUrl, type ShoptetAddonConfig } from './addon-config';
import { consumeInstallState } from './install-state';
import { createSetupLink } from './setup-link';
import { createOrganisationForShop, type ShopInfo } from './create-organisation';

export const SHOP_TAKEN_CS =
  'Tento e-shop Shoptetu je už propojený s jiným skladem. Jeden e-shop lze propojit jen s jedním skladem.';
export const ESHOP_TAKEN_CS =
  'Tento sklad je už propojený s jiným e-shopem Shoptetu. Nejdřív zrušte původní propojení.';
const CODE_REFUSED_CS =
  'Shoptet nepřijal instalační kód doplňku (vypršel nebo už byl použit). Nainstalujte doplněk znovu.';
const SHOPTET_DOWN_CS = 'Shoptet teď neodpovídá. Instalaci doplňku zkuste za chvíli znovu.';

export interface InstallDeps {
  db: Db;
  cipher: TokenCipher | undefined;
  config: ShoptetAddonConfig;
  now: () => Date;
  /** After the answer: the first synchronisation starts (webhooks, snapshot). */
  onInstalled: (eshopId: number) => void;
}

export interface InstallResult {
  eshopId: number;
  /** The Sklad organisation and e-shop were made by this install (from Shoptet's add-on catalogue). */
  created: boolean;
  /** For a new organisation: the one-time link for the installing admin to set their Sklad password. */
  setupPath?: string;
}

/**
 * Shoptet's install callback (`?code=`, SHOPTET.md §2): the code becomes the add-on's OAuth token,
 * stored sealed; then the shop's info names the Sklad e-shop. With `state` (started by "Připojit
 * Shoptet" in Sklad) it links the e-shop the signed-in admin chose; without it (started from Shoptet's
 * add-on catalogue) a shop Sklad knows is re-linked to its e-shop, and an unknown one gets a new
 * organisation, e-shop and admin. One Shoptet shop ↔ one Sklad e-shop: a second mapping is a Conflict.
 */
export async function completeInstall(
  deps: InstallDeps,
  code: string,
  state: string | undefined,
): Promise<InstallResult> {
  if (!deps.cipher) throw new Refused(new NoTokenSecretError().message);
  // The state first: a forged or replayed one must not spend the single-use code.
  const linking = state ? await consumeInstallState(deps.db, deps.cipher, state, deps.now()) : undefined;
  const oauth = await exchangeCode(deps.config, code);
  const apiToken = await accessToken(deps.config, oauth.access_token);
  const http = new ShoptetHttp({
    baseUrl: deps.config.apiUrl,
    // Shoptet marks an installation failed unless it has its 200 within 5 s: short calls, no retry.
    timeoutMs: deps.config.callTimeoutMs,
    maxRetries: 0,
    tokens: {
      current: async () => ({ header: 'Shoptet-Access-Token', value: apiToken }),
      invalidate: async () => undefined,
    },
  });
  const info = await shopInfo(http, CODE_REFUSED_CS);
  if (info.eshopId !== oauth.eshopId) throw new Refused(CODE_REFUSED_CS);

  const result = await inTransaction(deps.db, async (tx) => {
    const [mapped] = await rows<{ eshop_id: number }>(
      tx,
      sql`SELECT eshop_id FROM shoptet_shops WHERE shoptet_eshop_id = ${info.eshopId}`,
    );
    let eshopId: number;
    let created = false;
    let setupPath: string | undefined;
    if (linking) {
      eshopId = linking.eshopId;
    } else if (mapped) {
      eshopId = mapped.eshop_id;
    } else {
      const made = await createOrganisationForShop(tx, info, oauth.contactEmail);
      eshopId = made.eshopId;
      created = true;
      setupPath = await createSetupLink(tx, made.clientId, deps.now());
    }
    await linkShop(tx, info, eshopId, true);
    await saveConnection(tx, deps.cipher, eshopId, {
      baseUrl: deps.config.apiUrl,
      authKind: 'oauth',
      token: oauth.access_token,
      oauthUrl: accessTokenUrl(deps.config),
      stockId: info.defaultStockId,
    });
    return { eshopId, created, setupPath };
  });
  deps.onInstalled(result.eshopId);
  return result;
}

/**
 * Maps the Shoptet shop to the Sklad e-shop, or refuses a second mapping of either side (Conflict, 409).
 * The advisory lock orders two installs of the same shop; the unique keys stop anything that slips by.
 */
export async function linkShop(tx: Tx, info: ShopInfo, eshopId: number, publicApi: boolean): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sklad:shoptet-shop'), ${info.eshopId})`);
  const [mapped] = await rows<{ eshop_id: number }>(
    tx,
    sql`SELECT eshop_id FROM shoptet_shops WHERE shoptet_eshop_id = ${info.eshopId}`,
  );
  if (mapped && mapped.eshop_id !== eshopId) throw new Conflict(SHOP_TAKEN_CS);
  const [other] = await rows(
    tx,
    sql`SELECT 1 FROM shoptet_shops WHERE eshop_id = ${eshopId} AND shoptet_eshop_id <> ${info.eshopId}`,
  );
  if (other) throw new Conflict(ESHOP_TAKEN_CS);
  await tx.execute(
    sql`INSERT INTO shoptet_shops (shoptet_eshop_id, eshop_id, eshop_url, status)
        VALUES (${info.eshopId}, ${eshopId}, ${info.url}, 'active')
        ON CONFLICT (shoptet_eshop_id) DO UPDATE SET eshop_url = excluded.eshop_url, status = 'active',
          status_changed_at = now()`,
  );
  await tx.execute(
    sql`UPDATE eshops SET is_public_api = ${publicApi}, image_cuts = ${JSON.stringify(info.imageCuts)}::jsonb,
          contact_name = ${info.name} WHERE id = ${eshopId}`,
  );
}

interface OAuthAnswer {
  access_token: string;
  eshopId: number;
  eshopUrl?: string;
  contactEmail?: string;
}

async function exchangeCode(config: ShoptetAddonConfig, code: string): Promise<OAuthAnswer> {
  const res = await call(
    oauthTokenUrl(config),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
        code,
        grant_type: 'authorization_code',
        redirect_uri: config.installUrl,
        scope: 'api',
      }),
    },
    config.callTimeoutMs,
  );
  const body = (await res.json().catch(() => null)) as OAuthAnswer | null;
  if (!res.ok || !body?.access_token || !Number.isInteger(body.eshopId)) throw new Refused(CODE_REFUSED_CS);
  return body;
}

async function accessToken(config: ShoptetAddonConfig, oauthToken: string): Promise<string> {
  const res = await call(
    accessTokenUrl(config),
    { headers: { authorization: `Bearer ${oauthToken}` } },
    config.callTimeoutMs,
  );
  const body = (await res.json().catch(() => null)) as { access_token?: string } | null;
  if (!res.ok || !body?.access_token) throw new Refused(CODE_REFUSED_CS);
  return body.access_token;
}

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Refused(SHOPTET_DOWN_CS);
  }
}

/** The shop's info and default stock; a refused token answers `authRefused`, anything else that Shoptet is down. */
export async function shopInfo(http: ShoptetHttp, authRefused: string): Promise<ShopInfo> {
  try {
    const eshop = await http.request<{
      contactInformation: { eshopId: number; eshopName?: string; url?: string; email?: string };
      imageCuts?: Array<{ name: string; cdnPath: string }>;
    }>('GET', '/api/eshop', { query: { include: 'imageCuts' } });
    const stocks = await http.request<{ defaultStockId: number }>('GET', '/api/stocks');
    const contact = eshop.body.data!.contactInformation;
    return {
      eshopId: contact.eshopId,
      name: contact.eshopName || contact.url || `Shoptet ${contact.eshopId}`,
      url: contact.url ?? '',
      email: contact.email ?? null,
      imageCuts: (eshop.body.data!.imageCuts ?? []).map((c) => ({ name: c.name, cdnPath: c.cdnPath })),
      defaultStockId: stocks.body.data!.defaultStockId,
    };
  } catch (error) {
    if (error instanceof EshopCallError && error.kind === 'auth') throw new Refused(authRefused);
    throw new Refused(SHOPTET_DOWN_CS);
  }
}
