import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';

// Sign-in service over the real HTTP stack (SPEC 3 token response, SPEC 7 auth calls).
const LOGIN = '/api/auth/login/';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
/** The fields of SPEC 3's token response, sorted. */
const TOKEN_FIELDS = ['access_token', 'access_token_expire', 'refresh_token', 'token_hash'];

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie();
}

describeOnEachStorage('auth API', ({ server, clock }) => {
  async function rawLogin(body: unknown): Promise<Response> {
    return fetch(server().url + LOGIN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('R-HTTP-04 bearer sign-in answers the token response of SPEC 3 with a refresh token', async () => {
    const res = await server().call('POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(TOKEN_FIELDS);
    expect(res.body.access_token_expire).toMatch(ISO);
    expect(res.body.token_hash).toMatch(/^[0-9a-f]{32}$/);
    const info = await server().call('GET', '/api/auth/client_info/', { token: res.body.access_token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      client_id: 1,
      client_name: 'Alena Adminová',
      org_id: 1,
      org_name: 'Demo s.r.o.',
      org_note: expect.any(String),
      is_superadmin: false,
      role_id: 1,
      stock_eshop_id: 101,
    });
  });

  it('the user name is matched without case and surrounding spaces', async () => {
    const res = await server().call('POST', LOGIN, { body: { username: '  SkladNIK ', password: 'skladnik' } });
    expect(res.status).toBe(200);
  });

  it('R-HTTP-04 cookie sign-in keeps both tokens out of the body, in HttpOnly SameSite=Strict cookies', async () => {
    const res = await rawLogin({ username: 'admin', password: 'admin', transport: 'cookie' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token_expire', 'token_hash']);
    const cookies = cookiesOf(res);
    const access = cookies.find((c) => c.startsWith('sklad_access='));
    const refresh = cookies.find((c) => c.startsWith('sklad_refresh='));
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/Path=\/api(;|$)/);
    expect(access).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Path=\/api\/auth(;|$)/);
  });

  it('R-HTTP-03 a wrong password or unknown user is a 400 with the same Czech detail (no user enumeration)', async () => {
    const wrong = await server().call('POST', LOGIN, { body: { username: 'superadmin', password: 'nope' } });
    const unknown = await server().call('POST', LOGIN, { body: { username: 'nikdo', password: 'nope' } });
    expect(wrong).toEqual({ status: 400, body: { detail: 'Nesprávné uživatelské jméno nebo heslo.' } });
    expect(unknown).toEqual(wrong);
    // A good sign-in afterwards clears the failure count.
    expect(
      (await server().call('POST', LOGIN, { body: { username: 'superadmin', password: 'superadmin' } })).status,
    ).toBe(200);
  });

  it('R-HTTP-03 a sign-in without a user name is a 400 naming the missing field', async () => {
    const res = await server().call('POST', LOGIN, { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Chybí uživatelské jméno.');
  });

  it('R-HTTP-03 repeated failed sign-ins are throttled with a 429 and a Czech detail, even for the right password', async () => {
    clock.freeze();
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await server().call('POST', LOGIN, { body: { username: 'cizi', password: `spatne${i}` } })).status,
        ).toBe(400);
      }
      const locked = await server().call('POST', LOGIN, { body: { username: 'cizi', password: 'cizi' } });
      expect(locked.status).toBe(429);
      expect(locked.body.detail).toMatch(/^Příliš mnoho neúspěšných pokusů o přihlášení\. Zkuste to znovu za \d+ s\.$/);
      clock.advance(61_000);
      expect((await server().call('POST', LOGIN, { body: { username: 'cizi', password: 'cizi' } })).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('R-HTTP-03 an unknown user name is throttled exactly like a real one, so the 429 reveals no accounts', async () => {
    clock.freeze();
    try {
      const answers = async (username: string) => {
        const seen: number[] = [];
        for (let i = 0; i < 4; i++)
          seen.push((await server().call('POST', LOGIN, { body: { username, password: `spatne${i}` } })).status);
        return seen;
      };
      expect(await answers('nikdo-takovy')).toEqual([400, 400, 400, 429]);
      expect(await answers('skladnik')).toEqual([400, 400, 400, 429]);
      clock.advance(61_000);
      expect(
        (await server().call('POST', LOGIN, { body: { username: 'skladnik', password: 'skladnik' } })).status,
      ).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('R-HTTP-05 dev refresh: refresh_token in the query gives a new working access token (and the next refresh token)', async () => {
    const login = await server().call('POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    const q = new URLSearchParams({ access_token: login.body.access_token, refresh_token: login.body.refresh_token });
    const res = await server().call('GET', `/api/auth/refresh-token/?${q}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(TOKEN_FIELDS);
    expect(res.body.token_hash).toBe(login.body.token_hash);
    expect((await server().call('GET', '/api/sklad/eshop/', { token: res.body.access_token })).status).toBe(200);
  });

  it('R-HTTP-05 production refresh: the refresh cookie alone renews the access cookie', async () => {
    const login = await rawLogin({ username: 'admin', password: 'admin', transport: 'cookie' });
    const refreshCookie = cookiesOf(login)
      .find((c) => c.startsWith('sklad_refresh='))!
      .split(';')[0];
    const res = await fetch(`${server().url}/api/auth/refresh-token/`, { headers: { cookie: refreshCookie } });
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(['access_token_expire', 'token_hash']);
    const access = cookiesOf(res)
      .find((c) => c.startsWith('sklad_access='))!
      .split(';')[0];
    const eshop = await fetch(`${server().url}/api/sklad/eshop/`, { headers: { cookie: access } });
    expect(eshop.status).toBe(200);
  });

  it('R-HTTP-05 a refresh without a token, with an unknown token, or after the refresh token expired is a 401', async () => {
    expect((await server().call('GET', '/api/auth/refresh-token/')).status).toBe(401);
    expect((await server().call('GET', '/api/auth/refresh-token/?refresh_token=unknown')).status).toBe(401);
    const login = await server().call('POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    clock.advance(15 * 24 * 3600 * 1000);
    try {
      const res = await server().call('GET', `/api/auth/refresh-token/?refresh_token=${login.body.refresh_token}`);
      expect(res).toEqual({ status: 401, body: { detail: 'Uživatel není přihlášen.' } });
    } finally {
      clock.reset();
    }
  });

  it('R-MENU-09 set_stock_eshop to an own e-shop returns a token for it and is remembered for the next sign-in', async () => {
    const token = await server().login('superadmin');
    const res = await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=102', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'access_token_expire', 'token_hash']);
    const eshop = await server().call('GET', '/api/sklad/eshop/', { token: res.body.access_token });
    expect(eshop.body.eshop_id).toBe(102);
    const again = await server().login('superadmin');
    expect((await server().call('GET', '/api/auth/client_info/', { token: again })).body.stock_eshop_id).toBe(102);
    await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=101', { token: again });
  });

  it('R-MENU-09 R-UI-12 set_stock_eshop to an e-shop the user may not use, or of another organisation, is a 400 with detail (the user stays signed in)', async () => {
    const skladnik = await server().login('skladnik');
    expect(
      (await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=102', { token: skladnik })).status,
    ).toBe(400);
    const admin = await server().login('admin');
    const foreign = await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=201', { token: admin });
    expect(foreign).toEqual({ status: 400, body: { detail: 'K tomuto skladu nemáte přístup.' } });
    expect((await server().call('GET', '/api/auth/client_info/', { token: admin })).status).toBe(200);
    const bad = await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('Neplatné ID skladu');
  });

  it('R-PERM-04 logout revokes the refresh token and clears the cookies', async () => {
    const login = await server().call('POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    const out = await fetch(`${server().url}/api/auth/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: login.body.refresh_token }),
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const cleared = cookiesOf(out);
    expect(cleared.find((c) => c.startsWith('sklad_access='))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith('sklad_refresh='))).toMatch(/Max-Age=0/);
    const res = await server().call('GET', `/api/auth/refresh-token/?refresh_token=${login.body.refresh_token}`);
    expect(res.status).toBe(401);
  });

  it('R-PERM-04 logout by cookie revokes the refresh token held in the cookie', async () => {
    const login = await rawLogin({ username: 'admin', password: 'admin', transport: 'cookie' });
    const refreshCookie = cookiesOf(login)
      .find((c) => c.startsWith('sklad_refresh='))!
      .split(';')[0];
    const out = await fetch(`${server().url}/api/auth/logout/`, { method: 'POST', headers: { cookie: refreshCookie } });
    expect(out.status).toBe(200);
    expect(
      (await fetch(`${server().url}/api/auth/refresh-token/`, { headers: { cookie: refreshCookie } })).status,
    ).toBe(401);
  });
});
