/**
 * The add-on's partner settings (Shoptet: "Access to API" of the partner e-shop, SHOPTET.md §2), from
 * the environment, never from code. The OAuth server lives on the partner's own e-shop domain, apart
 * from the API base URL; tests point both at the double.
 */
export interface ShoptetAddonConfig {
  clientId: string;
  clientSecret: string | null;
  /** The partner e-shop's domain: …/action/ApiOAuthServer/{token,getAccessToken,authorize}. */
  partnerUrl: string;
  /** Shoptet's API (https://api.myshoptet.com). */
  apiUrl: string;
  /** The installation URL entered at Shoptet: the redirect_uri of the code exchange. */
  installUrl: string;
  /** Where Shoptet sends webhooks for this server (…/api/shoptet/webhooks/). */
  webhookUrl: string;
  /** The add-on's settings URL entered at Shoptet (with `?shop=#SHOP_ID#&code=#OAUTH_CODE#`). */
  settingsUrl: string;
  /**
   * Each call the install callback makes to Shoptet (code exchange, access token, shop info) gives up
   * after this long, so the 200 comes inside Shoptet's 5 s. 1,500 ms unless SHOPTET_INSTALL_CALL_TIMEOUT_MS
   * says otherwise (a test against a double on a loaded machine).
   */
  callTimeoutMs: number;
}

export function shoptetAddonConfig(env: NodeJS.ProcessEnv = process.env): ShoptetAddonConfig | undefined {
  const clientId = env.SHOPTET_CLIENT_ID;
  const partnerUrl = env.SHOPTET_PARTNER_URL;
  const publicUrl = env.SKLAD_PUBLIC_URL;
  if (!clientId || !partnerUrl || !publicUrl) return undefined;
  const base = publicUrl.replace(/\/+$/, '');
  return {
    clientId,
    clientSecret: env.SHOPTET_CLIENT_SECRET || null,
    partnerUrl: partnerUrl.replace(/\/+$/, ''),
    apiUrl: (env.SHOPTET_API_URL || 'https://api.myshoptet.com').replace(/\/+$/, ''),
    installUrl: `${base}/api/shoptet/install/`,
    webhookUrl: `${base}/api/shoptet/webhooks/`,
    settingsUrl: `${base}/api/shoptet/settings/`,
    callTimeoutMs: Number(env.SHOPTET_INSTALL_CALL_TIMEOUT_MS) || 1500,
  };
}

export const oauthTokenUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/token`;
export const accessTokenUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/getAccessToken`;
export const authorizeUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/authorize`;
