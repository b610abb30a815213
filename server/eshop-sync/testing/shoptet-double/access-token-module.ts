import type { ShoptetDouble } from './double-server';

/**
 * The partner OAuth server's getAccessToken (SHOPTET.md §2 step 4): `Authorization: Bearer <OAuth token>`
 * → `{access_token, expires_in}`; plain OAuth JSON, not the envelope. A refused OAuth token gets 401;
 * more than the allowed number of valid tokens gets `maximum_tokens_reached` (the SDK's test uses 429).
 */
export function accessTokenModule(double: ShoptetDouble): void {
  double.route(
    'GET',
    '/action/ApiOAuthServer/getAccessToken',
    (request) => {
      const auth = request.headers.authorization ?? '';
      const oauth = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      const issued = double.issueAccessToken(oauth);
      const json = (status: number, body: unknown) => ({
        status,
        raw: { contentType: 'application/json', body: JSON.stringify(body) },
      });
      if (issued === 'unknown') return json(401, { error: 'invalid_token' });
      if (issued === 'maximum_tokens_reached') return json(429, { error: 'maximum_tokens_reached' });
      return json(200, { access_token: issued.value, expires_in: issued.lifetimeS });
    },
    { public: true },
  );
}
