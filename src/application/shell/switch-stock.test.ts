import { describe, expect, it } from 'vitest';
import { HttpFailure, NetworkFailure } from '../errors';
import type { AuthApi } from '../ports/auth-api.port';
import { TokenSession } from '../session/token-session';
import { MemoryStore } from '../testing/memory-store';
import { strictFake } from '../testing/strict-fake';
import { switchStock } from './switch-stock';
import { FakePageReload } from './testing-fakes';

const tokens = {
  access_token: 'new',
  refresh_token: 'r2',
  access_token_expire: '2030-01-01T00:00:00Z',
  token_hash: 'h2',
};

function switching(setStockEshop: AuthApi['setStockEshop']) {
  const store = new MemoryStore();
  const page = new FakePageReload();
  const deps = { auth: strictFake<AuthApi>('AuthApi', { setStockEshop }), session: new TokenSession(store), page };
  return { deps, store, page };
}

describe('switching the stock', () => {
  it('R-MENU-09 keeps the new tokens and reloads', async () => {
    const { deps, store, page } = switching(async () => tokens);
    expect(await switchStock(deps, 102)).toBeNull();
    expect([store.get('authToken'), store.get('orgHash'), page.reloads]).toEqual(['new', 'h2', 1]);
  });

  it("R-UI-12 a refusal answers the server's detail, a lost network its Czech text, and nothing reloads", async () => {
    const refused = switching(async () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Sklad není dostupný.' } });
    });
    expect(await switchStock(refused.deps, 102)).toBe('Sklad není dostupný.');
    const offline = switching(async () => {
      throw new NetworkFailure({ reason: 'network', message: 'down' });
    });
    expect(await switchStock(offline.deps, 102)).toBe('Nepodařilo se spojit se serverem.');
    expect([refused.page.reloads, offline.page.reloads, refused.store.get('authToken')]).toEqual([0, 0, null]);
  });
});
