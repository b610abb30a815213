import { expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../server/auth/refresh-tokens';
import { describeOnEachStorage } from '../support/storage-matrix';

// Refresh tokens rotate on every use; a spent token used again revokes its whole family and signs
// those sessions out (OAuth 2.0 security best current practice, RFC 9700 §4.14.2). Within a grace
// window after it was spent (several tabs refreshing at once) it is answered with the same successor.
const NOT_SIGNED_IN = { status: 401, body: { detail: 'Uživatel není přihlášen.' } };

describeOnEachStorage('refresh-token rotation', ({ server, clock }) => {
  async function signIn(username = 'admin') {
    const res = await server().call('POST', '/api/auth/login/', { body: { username, password: username } });
    expect(res.status).toBe(200);
    return { access: res.body.access_token as string, refresh: res.body.refresh_token as string };
  }
  const refresh = (token: string) =>
    server().call('GET', `/api/auth/refresh-token/?${new URLSearchParams({ refresh_token: token })}`);
  const eshop = (access: string) => server().call('GET', '/api/sklad/eshop/', { token: access });

  it('R-HTTP-05 every refresh answers a new refresh token, and the new one works in turn', async () => {
    const first = await signIn();
    const r1 = await refresh(first.refresh);
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(r1.body.refresh_token).not.toBe(first.refresh);
    const r2 = await refresh(r1.body.refresh_token);
    expect(r2.status).toBe(200);
    expect(r2.body.refresh_token).not.toBe(r1.body.refresh_token);
    expect((await eshop(r2.body.access_token)).status).toBe(200);
  });

  /** Moves the server's clock past the grace window for the rest of `run`. */
  async function afterGrace<T>(run: () => Promise<T>): Promise<T> {
    clock.advance(REFRESH_GRACE_MS + 1000);
    try {
      return await run();
    } finally {
      clock.reset();
    }
  }

  it('R-HTTP-05 a spent refresh token used again after the grace window revokes the family: every token and session of that sign-in ends', async () => {
    const mine = await signIn();
    const other = await signIn(); // another sign-in of the same user: its own family
    const rotated = await refresh(mine.refresh);
    expect(rotated.status).toBe(200);
    expect(await afterGrace(() => refresh(mine.refresh))).toEqual(NOT_SIGNED_IN); // the stolen copy
    expect(await refresh(rotated.body.refresh_token)).toEqual(NOT_SIGNED_IN); // the legitimate successor too
    expect(await eshop(mine.access)).toEqual(NOT_SIGNED_IN);
    expect(await eshop(rotated.body.access_token)).toEqual(NOT_SIGNED_IN);
    // The other sign-in is untouched.
    expect((await eshop(other.access)).status).toBe(200);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('R-HTTP-05 tabs refreshing one token at once (within the grace window) all get the same new refresh token', async () => {
    const session = await signIn();
    const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(session.refresh)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(1);
    for (const a of answers) expect((await eshop(a.body.access_token)).status).toBe(200);
    // A tab that refreshes a little later, still within the window, is told the same.
    expect((await refresh(session.refresh)).body.refresh_token).toBe(answers[0].body.refresh_token);
    const next = await refresh(answers[0].body.refresh_token);
    expect(next.status).toBe(200);
    expect((await eshop(next.body.access_token)).status).toBe(200);
  });

  it('R-HTTP-05 the grace window ends: the same token after it is a reuse and revokes the family', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    expect(first.status).toBe(200);
    await afterGrace(async () => {
      expect(await refresh(session.refresh)).toEqual(NOT_SIGNED_IN);
      expect(await refresh(first.body.refresh_token)).toEqual(NOT_SIGNED_IN);
      expect(await eshop(first.body.access_token)).toEqual(NOT_SIGNED_IN);
    });
  });

  it('R-HTTP-05 a token spent after its family was revoked is not revived by the grace window', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    await server().call('POST', '/api/auth/logout/', {
      token: rotated.body.access_token,
      body: { refresh_token: rotated.body.refresh_token },
    });
    expect(await refresh(session.refresh)).toEqual(NOT_SIGNED_IN);
  });

  it('R-HTTP-05 an expired refresh token is refused without revoking anything else', async () => {
    const session = await signIn();
    const later = await signIn();
    clock.advance(14 * 24 * 3600 * 1000 + 1000);
    try {
      expect(await refresh(session.refresh)).toEqual(NOT_SIGNED_IN);
    } finally {
      clock.reset();
    }
    expect((await refresh(later.refresh)).status).toBe(200);
  });

  it('R-PERM-04 sign-out revokes the family: its access token stops at once, its refresh token is refused', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    const out = await server().call('POST', '/api/auth/logout/', {
      token: rotated.body.access_token,
      body: { refresh_token: rotated.body.refresh_token },
    });
    expect(out.status).toBe(200);
    expect(await eshop(rotated.body.access_token)).toEqual(NOT_SIGNED_IN);
    expect(await refresh(rotated.body.refresh_token)).toEqual(NOT_SIGNED_IN);
  });

  it('R-HTTP-05 with cookies the refresh replaces the refresh cookie, and the old cookie is then a reuse', async () => {
    const login = await fetch(`${server().url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin', transport: 'cookie' }),
    });
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('sklad_refresh='))
        ?.split(';')[0];
    const old = cookieOf(login)!;
    const renewed = await fetch(`${server().url}/api/auth/refresh-token/`, { headers: { cookie: old } });
    expect(renewed.status).toBe(200);
    const next = cookieOf(renewed);
    expect(next).toMatch(/^sklad_refresh=[\w-]{40,}$/);
    expect(next).not.toBe(old);
    await afterGrace(async () => {
      expect((await fetch(`${server().url}/api/auth/refresh-token/`, { headers: { cookie: old } })).status).toBe(401);
      expect((await fetch(`${server().url}/api/auth/refresh-token/`, { headers: { cookie: next! } })).status).toBe(401);
    });
  });
});
