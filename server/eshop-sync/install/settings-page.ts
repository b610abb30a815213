import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf as rows } from '../../db/sql-rows';
import { inTransaction } from '../../db/transaction';
import { Forbidden, Refused } from '../../failures';
import type { ShoptetHttp } from '../shoptet/shoptet-http';
import type { ShoptetAddonConfig } from './addon-config';
import { renewSetupLink } from './setup-link';

export interface SettingsPageDeps {
  db: Db;
  config: ShoptetAddonConfig;
  /** The installation's API client (its OAuth token), to find the shop's own OAuth server. */
  httpFor: (eshopId: number) => Promise<ShoptetHttp | undefined>;
  now: () => Date;
}

const UNKNOWN_SHOP_CS = 'Tento e-shop Shoptetu nemá doplněk Sklad nainstalovaný.';
const NOT_VERIFIED_CS = 'Shoptet neověřil, že jste správcem tohoto e-shopu. Otevřete nastavení doplňku znovu.';
const SHOPTET_DOWN_CS = 'Shoptet teď neodpovídá. Otevřete nastavení doplňku za chvíli znovu.';

/**
 * The add-on's settings page in Shoptet's admin (settings URL `…/api/shoptet/settings/?shop=#SHOP_ID#&code=#OAUTH_CODE#`):
 * the admin is verified against the shop's own OAuth server (code → token → getBasicEshop names the shop,
 * SHOPTET.md §2), and only then does the installing admin of a catalogue install get a fresh one-time link
 * to set their Sklad password. Answers where the browser goes: that link, or the sign-in once it is set.
 */
export async function openSettingsPage(deps: SettingsPageDeps, shopId: number, code: string): Promise<string> {
  const [mapped] = await rows<{ eshop_id: number }>(
    deps.db,
    sql`SELECT eshop_id FROM shoptet_shops WHERE shoptet_eshop_id = ${shopId} AND status = 'active'`,
  );
  if (!mapped) throw new Refused(UNKNOWN_SHOP_CS);
  const oauthUrl = await shopOAuthServer(deps, mapped.eshop_id);
  const token = await post(`${oauthUrl}token`, deps, {
    client_id: deps.config.clientId,
    ...(deps.config.clientSecret ? { client_secret: deps.config.clientSecret } : {}),
    code,
    grant_type: 'authorization_code',
    scope: 'basic_eshop',
    redirect_uri: deps.config.settingsUrl,
  });
  const accessToken = (token as { access_token?: string } | null)?.access_token;
  if (!accessToken) throw new Forbidden(NOT_VERIFIED_CS);
  const basic = (await get(`${oauthUrl}resource?method=getBasicEshop`, deps, accessToken)) as {
    data?: { project?: { id?: number } };
  } | null;
  if (basic?.data?.project?.id !== shopId) throw new Forbidden(NOT_VERIFIED_CS);
  const link = await inTransaction(deps.db, (tx) => renewSetupLink(tx, mapped.eshop_id, deps.now()));
  return link ?? '/login';
}

async function shopOAuthServer(deps: SettingsPageDeps, eshopId: number): Promise<string> {
  const http = await deps.httpFor(eshopId);
  if (!http) throw new Refused(UNKNOWN_SHOP_CS);
  try {
    const eshop = await http.request<{ urls?: Array<{ ident: string; url: string }> }>('GET', '/api/eshop');
    const url = eshop.body.data?.urls?.find((u) => u.ident === 'oauth')?.url;
    if (!url) throw new Error('no oauth url');
    return url.endsWith('/') ? url : `${url}/`;
  } catch {
    throw new Refused(SHOPTET_DOWN_CS);
  }
}

async function post(url: string, deps: SettingsPageDeps, body: unknown): Promise<unknown> {
  return call(url, deps, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
async function get(url: string, deps: SettingsPageDeps, token: string): Promise<unknown> {
  return call(url, deps, { headers: { authorization: `Bearer ${token}` } });
}
async function call(url: string, deps: SettingsPageDeps, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(deps.config.callTimeoutMs) });
  } catch {
    throw new Refused(SHOPTET_DOWN_CS);
  }
  return res.ok ? res.json().catch(() => null) : null;
}
