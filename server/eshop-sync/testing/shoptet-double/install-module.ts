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
  /** The shop whose admin approves the next authorisation (the double has no admin to click). */
  approvingShop?: DoubleShop;
  contactEmail: Map<number, string>;
}

const states = new WeakMap<ShoptetDouble, InstallState>();

export function installState(double: ShoptetDouble): InstallState {
  let s = states.get(double);
  if (!s) {
    s = { codes: new Map(), contactEmail: new Map() };
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
