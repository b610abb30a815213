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
  };
}

export const oauthTokenUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/token`;
export const accessTokenUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/getAccessToken`;
export const authorizeUrl = (c: ShoptetAddonConfig) => `${c.partnerUrl}/action/ApiOAuthServer/authorize`;
