import { randomBytes } from 'node:crypto';
import type { DoubleShop } from './double-state';
import type { ShoptetDouble } from './double-server';
import { minimalData } from './minimal-answer';

/**
 * The add-on install as Shoptet does it (SHOPTET.md §2): a single-use install code (255 chars) that
 * the partner's OAuth server exchanges for the add-on's OAuth token, and, for an install started from
 * Sklad, an authorisation page that returns to the install URL with the code and the caller's `state`.
 * Also GET /api/eshop, which the install reads to name the shop.
 */
interface InstallState {
  codes: Map<string, { shop: DoubleShop; expiresAt: number; used: boolean }>;
  /** The shop's own OAuth server (admin verification for the add-on's settings page): codes, then tokens. */
  adminCodes: Map<string, { shop: DoubleShop; used: boolean }>;
  adminTokens: Map<string, DoubleShop>;
  /** The shop whose admin approves the next authorisation (the double has no admin to click). */
  approvingShop?: DoubleShop;
  contactEmail: Map<number, string>;
}

const states = new WeakMap<ShoptetDouble, InstallState>();

export function installState(double: ShoptetDouble): InstallState {
  let s = states.get(double);
  if (!s) {
    s = { codes: new Map(), adminCodes: new Map(), adminTokens: new Map(), contactEmail: new Map() };
    states.set(double, s);
  }
  return s;
}

/** Shoptet's install callback code for the shop: valid for a minute, once. */
export function issueInstallCode(double: ShoptetDouble, shop: DoubleShop): string {
  const code = randomBytes(192).toString('base64url').slice(0, 255);
  installState(double).codes.set(code, { shop, expiresAt: double.now.getTime() + 60_000, used: false });
  return code;
}

/**
 * The `#OAUTH_CODE#` Shoptet puts in the add-on's settings URL when the shop's admin opens it: a code of
 * the shop's own OAuth server (e-shop verification, SHOPTET.md §2), single use.
 */
export function issueAdminCode(double: ShoptetDouble, shop: DoubleShop): string {
  const code = randomBytes(24).toString('base64url');
  installState(double).adminCodes.set(code, { shop, used: false });
  return code;
}

/** The shop's OAuth server (`data.urls[ident=oauth]` of GET /api/eshop). */
export const shopOAuthUrl = (double: ShoptetDouble, shop: DoubleShop) =>
  `${double.url}/shop-${shop.eshopId}/action/OAuthServer/`;

const json = (status: number, body: unknown, headers?: Record<string, string>) => ({
  status,
  headers,
  raw: { contentType: 'application/json', body: JSON.stringify(body) },
});

export function installModule(double: ShoptetDouble): void {
  double.route(
    'POST',
    '/action/ApiOAuthServer/token',
    ({ body }) => {
      const b = (body ?? {}) as Record<string, unknown>;
      if (b.grant_type !== 'authorization_code' || b.scope !== 'api' || typeof b.client_id !== 'string')
        return json(400, { error: 'invalid_request' });
      const found = installState(double).codes.get(String(b.code));
      if (!found || found.used || found.expiresAt < double.now.getTime()) return json(400, { error: 'invalid_grant' });
      found.used = true;
      const shop = found.shop;
      return json(200, {
        access_token: double.issueOAuthToken(shop),
        expires_in: null,
        token_type: 'Bearer',
        scope: 'api',
        eshopId: shop.eshopId,
        eshopUrl: `https://${shop.domain}/`,
        contactEmail: installState(double).contactEmail.get(shop.eshopId) ?? `admin@${shop.domain}`,
      });
    },
    { public: true },
  );

  double.route(
    'GET',
    '/action/ApiOAuthServer/authorize',
    ({ query }) => {
      const shop = installState(double).approvingShop;
      const redirect = query.get('redirect_uri');
      if (!shop || !redirect || query.get('response_type') !== 'code') return json(400, { error: 'invalid_request' });
      const to = new URL(redirect);
      to.searchParams.set('code', issueInstallCode(double, shop));
      const state = query.get('state');
      if (state) to.searchParams.set('state', state);
      return { status: 302, headers: { location: to.toString() }, raw: { contentType: 'text/plain', body: '' } };
    },
    { public: true },
  );

  // E-shop verification of an admin: the code becomes a token, the token names the shop (getBasicEshop).
  double.route(
    'POST',
    '/shop-{id}/action/OAuthServer/token',
    ({ body, params }) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const found = installState(double).adminCodes.get(String(b.code));
      if (
        b.grant_type !== 'authorization_code' ||
        typeof b.client_id !== 'string' ||
        typeof b.redirect_uri !== 'string'
      )
        return json(400, { error: 'invalid_request' });
      if (!found || found.used || String(found.shop.eshopId) !== params.id)
        return json(400, { error: 'invalid_grant' });
      found.used = true;
      const token = randomBytes(24).toString('base64url');
      installState(double).adminTokens.set(token, found.shop);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 3600, scope: 'basic_eshop' });
    },
    { public: true },
  );
  double.route(
    'GET',
    '/shop-{id}/action/OAuthServer/resource',
    ({ headers, query }) => {
      const shop = installState(double).adminTokens.get(String(headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!shop || query.get('method') !== 'getBasicEshop') return json(401, { success: false });
      return json(200, {
        success: true,
        data: {
          project: { id: shop.eshopId, url: `https://${shop.domain}/`, name: `Obchod ${shop.eshopId}` },
          user: { email: installState(double).contactEmail.get(shop.eshopId) ?? `admin@${shop.domain}`, name: 'Admin' },
        },
      });
    },
    { public: true },
  );

  double.route('GET', '/api/eshop', ({ shop, query }) => {
    const data = minimalData('getEshopInfo') as Record<string, Record<string, unknown>>;
    data.contactInformation = {
      ...data.contactInformation,
      eshopId: shop!.eshopId,
      eshopName: `Obchod ${shop!.eshopId}`,
      url: `https://${shop!.domain}/`,
      eshopTitle: `Obchod ${shop!.eshopId}`,
      email: installState(double).contactEmail.get(shop!.eshopId) ?? `admin@${shop!.domain}`,
    };
    (data as Record<string, unknown>).urls = [{ ident: 'oauth', url: shopOAuthUrl(double, shop!) }];
    if ((query.get('include') ?? '').split(',').includes('imageCuts'))
      (data as Record<string, unknown>).imageCuts = [
        {
          name: 'category',
          width: 300,
          height: 300,
          urlPath: `https://${shop!.domain}/user/shop/category/`,
          cdnPath: `https://cdn.${shop!.domain}/user/shop/category/`,
        },
      ];
    return { status: 200, data };
  });
}
