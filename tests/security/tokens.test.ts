import { expect, it } from 'vitest';
import { TokenService } from '../../server/auth/tokens';
import { describeOnEachStorage } from '../support/storage-matrix';

// Who may call at all: genuine, unexpired tokens of a client of the token's own organisation (R-PERM-04).
const PROTECTED = ['/api/sklad/eshop/', '/api/settings/config/', '/api/auth/client_info/', '/api/sklad/list_stocks/'];
const NOT_SIGNED_IN = { detail: 'Uživatel není přihlášen.' };
/** startTestServer signs with this secret, so a test can forge a correctly signed token. */
const forger = new TokenService(Buffer.from('test-secret'), 900, 3600);
const otherSecret = new TokenService(Buffer.from('not-the-server-secret'), 900, 3600);

function b64(json: unknown): string {
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

describeOnEachStorage('tokens', ({ server, clock }) => {
  it('R-PERM-04 every protected call without a token is a 401 with the Czech detail', async () => {
    for (const path of PROTECTED)
      expect(await server().call('GET', path), path).toEqual({ status: 401, body: NOT_SIGNED_IN });
  });

  it('R-PERM-04 an expired access token is refused (401) though it was genuine', async () => {
    const token = await server().login('admin');
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).status).toBe(200);
    clock.advance(15 * 60 * 1000 + 1000);
    try {
      for (const path of PROTECTED) expect((await server().call('GET', path, { token })).status, path).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('R-PERM-04 a token whose payload was changed (another e-shop, another client) is refused', async () => {
    const token = await server().login('admin');
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    for (const changed of [
      { ...claims, eshop: 201, org: 2 },
      { ...claims, sub: 4 },
      { ...claims, exp: claims.exp + 86_400 },
    ]) {
      const res = await server().call('GET', '/api/sklad/eshop/', { token: `${b64(changed)}.${signature}` });
      expect(res).toEqual({ status: 401, body: NOT_SIGNED_IN });
    }
  });

  it('R-PERM-04 a token with a changed, missing or extra signature part is refused', async () => {
    const token = await server().login('admin');
    const [payload, signature] = token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      `${payload}.${flipped}`,
      payload,
      `${payload}.`,
      `${token}.x`,
      `${payload}.${signature}x`,
      'garbage',
      '',
    ]) {
      const res = await server().call('GET', '/api/sklad/eshop/', { headers: { authorization: `Bearer ${bad}` } });
      expect(res.status, bad).toBe(401);
    }
  });

  it('R-PERM-04 a token signed with another secret is refused', async () => {
    const { token } = otherSecret.issueAccess({ sub: 1, org: 1, eshop: 101 }, new Date());
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).status).toBe(401);
  });

  it('R-PERM-04 a correctly signed token claiming another organisation for a client is refused', async () => {
    // Client 1 belongs to org 1: a token that says org 2 must not open org 2's e-shop.
    const forOrg2 = forger.issueAccess({ sub: 1, org: 2, eshop: 201 }, new Date()).token;
    expect(await server().call('GET', '/api/sklad/eshop/', { token: forOrg2 })).toEqual({
      status: 401,
      body: NOT_SIGNED_IN,
    });
    // Right organisation, foreign e-shop: refused too, and nothing of e-shop 201 is shown.
    const foreignShop = forger.issueAccess({ sub: 1, org: 1, eshop: 201 }, new Date()).token;
    const res = await server().call('GET', '/api/sklad/eshop/', { token: foreignShop });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Cizí obchod');
    // An e-shop of the own organisation the client was never given (skladnik has only 101).
    const notGiven = forger.issueAccess({ sub: 2, org: 1, eshop: 102 }, new Date()).token;
    expect((await server().call('GET', '/api/sklad/eshop/', { token: notGiven })).status).toBe(403);
    // Unknown client id.
    const ghost = forger.issueAccess({ sub: 999, org: 1, eshop: 101 }, new Date()).token;
    expect((await server().call('GET', '/api/sklad/eshop/', { token: ghost })).status).toBe(401);
  });

  it('R-PERM-04 a refresh token cannot be used as an access token, nor an access token as a refresh token', async () => {
    const login = await server().call('POST', '/api/auth/login/', { body: { username: 'admin', password: 'admin' } });
    expect((await server().call('GET', '/api/sklad/eshop/', { token: login.body.refresh_token })).status).toBe(401);
    const res = await server().call(
      'GET',
      `/api/auth/refresh-token/?refresh_token=${encodeURIComponent(login.body.access_token)}`,
    );
    expect(res.status).toBe(401);
  });

  it('R-PERM-04 a forged access cookie is refused like a forged header', async () => {
    const cookie = `sklad_access=${otherSecret.issueAccess({ sub: 1, org: 1, eshop: 101 }, new Date()).token}`;
    const res = await fetch(`${server().url}/api/sklad/eshop/`, { headers: { cookie } });
    expect(res.status).toBe(401);
  });
});
