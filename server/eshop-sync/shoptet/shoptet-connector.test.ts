import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { readConnection, saveConnection } from '../connection-repository';
import { EshopCallError } from '../eshop-connector.port';
import { startShoptetDouble, addProduct, type ShoptetDouble, type DoubleShop } from '../testing/shoptet-double';
import { TokenCipher } from '../token-cipher';
import { oauthTokenSource, privateTokenSource } from './access-tokens';
import { ShoptetConnector } from './shoptet-connector';
import { ShoptetHttp } from './shoptet-http';

let double: ShoptetDouble;
let shop: DoubleShop;
let token = '';
const level = (code: string) => shop.stocks.get(1)!.get(code)!.amount;

beforeAll(async () => {
  double = await startShoptetDouble({ retryAfterSeconds: 1 });
  shop = double.addShop(601);
  for (let i = 0; i < 10; i++) addProduct(shop, { code: `P${i}`, realStock: 10 });
  addProduct(shop, { code: 'SET1', type: 'product-set' });
  token = double.issuePrivateToken(shop);
});
afterAll(() => double.close());
afterEach(() => {
  // Every request the connector sent and every answer the double gave matched Shoptet's OpenAPI.
  expect(double.violations).toEqual([]);
  double.faults.slowMs = 0;
});

const connector = (http = new ShoptetHttp({ baseUrl: double.url, tokens: privateTokenSource(token) })) =>
  new ShoptetConnector(http, 1);

describe('Shoptet connector against the double', () => {
  it('pushes relative changes and reads them back as its own movements', async () => {
    const c = connector();
    const before = await c.lastMovementId();
    expect(
      await c.pushStockChanges([
        { code: 'P0', amountChange: 5 },
        { code: 'P1', amountChange: -2 },
      ]),
    ).toEqual({ failed: [] });
    expect([level('P0'), level('P1')]).toEqual([15, 8]);
    const { movements } = await c.readMovements(before);
    expect(movements.map((m) => [m.code, m.amountChange, c.isOwnWrite(m)])).toEqual([
      ['P0', 5, true],
      ['P1', -2, true],
    ]);
  });

  it('a partial 200 lists the refused rows with Shoptet reason; the others are applied', async () => {
    const result = await connector().pushStockChanges([
      { code: 'P2', amountChange: 1 },
      { code: 'NOPE', amountChange: 1 },
      { code: 'SET1', amountChange: 1 },
    ]);
    expect(result.failed.map((f) => [f.code, f.reason])).toEqual([
      ['NOPE', 'unknown-product'],
      ['SET1', 'stock-change-not-allowed'],
    ]);
    expect(level('P2')).toBe(11);
  });

  it('when every row fails (400) every row is reported failed', async () => {
    const result = await connector().pushStockChanges([{ code: 'NOPE', amountChange: 1 }]);
    expect(result.failed).toEqual([
      { code: 'NOPE', reason: 'unknown-product', message: 'Product "NOPE" does not exist. Skipped.' },
    ]);
  });

  it('sets the physical stock absolutely: repeating it changes nothing', async () => {
    const c = connector();
    await c.setRealStock([{ code: 'P3', realStock: 42 }]);
    await c.setRealStock([{ code: 'P3', realStock: 42 }]);
    expect(level('P3')).toBe(42);
    const levels = [];
    for await (const page of c.readRealStock()) levels.push(...page);
    expect(levels.find((l) => l.code === 'P3')).toEqual({ code: 'P3', realStock: 42, claim: 0 });
  });

  it('past the connection limit the double answers 429 with Retry-After, and the client waits and succeeds', async () => {
    double.faults.slowMs = 150;
    // Two nodes' clients with the same token, 3 connections each: 6 at once is over Shoptet's 3.
    const a = connector();
    const b = connector();
    const calls = Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).lastMovementId());
    const from = double.exchanges.length;
    expect(new Set(await Promise.all(calls)).size).toBe(1);
    expect(double.exchanges.slice(from).filter((e) => e.status === 200)).toHaveLength(6);
    expect(double.exchanges.filter((e) => e.status === 429).length).toBeGreaterThan(0);
  });

  it('one client alone never goes past the limit', async () => {
    double.faults.slowMs = 100;
    const c = connector();
    const from = double.exchanges.length;
    await Promise.all(Array.from({ length: 9 }, () => c.lastMovementId()));
    expect(double.exchanges.slice(from).map((e) => e.status)).toEqual(Array(9).fill(200));
  });

  it('a second PATCH of the same stock while the first runs is locked (423): its outcome is unknown', async () => {
    double.faults.slowMs = 200;
    const c = connector();
    const [first, second] = await Promise.allSettled([
      c.pushStockChanges([{ code: 'P5', amountChange: 1 }]),
      c.pushStockChanges([{ code: 'P5', amountChange: 1 }]),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && (second.reason as EshopCallError).details.status).toBe(423);
    expect(level('P5')).toBe(11);
  });

  it('a lost answer to the PATCH is reported as an unknown outcome, never retried by the client', async () => {
    double.faults.loseAnswerEvery = 1;
    const error = await connector()
      .pushStockChanges([{ code: 'P6', amountChange: 3 }])
      .catch((e: unknown) => e);
    double.faults.loseAnswerEvery = 0;
    expect(error).toBeInstanceOf(EshopCallError);
    expect((error as EshopCallError).outcomeUnknown).toBe(true);
    expect(level('P6')).toBe(13);
  });

  it('a 503 is retried with back-off; a 500 on the PATCH is an unknown outcome', async () => {
    double.faults.failNext = { count: 2, status: 503 };
    await connector().pushStockChanges([{ code: 'P7', amountChange: 1 }]);
    expect(level('P7')).toBe(11);
    double.faults.failNext = { count: 1, status: 500 };
    const error = (await connector()
      .pushStockChanges([{ code: 'P7', amountChange: 1 }])
      .catch((e: unknown) => e)) as EshopCallError;
    expect(error.outcomeUnknown).toBe(true);
  });

  it('revoked tokens are an auth error', async () => {
    double.faults.revoked = true;
    const error = (await connector()
      .lastMovementId()
      .catch((e: unknown) => e)) as EshopCallError;
    double.faults.revoked = false;
    expect(error.kind).toBe('auth');
  });
});

describe('API access tokens from the OAuth token', () => {
  let database: Database;
  let now = Date.now();
  const cipher = new TokenCipher('test-secret');

  beforeAll(async () => {
    database = await openDatabase({});
    await database.exec(`INSERT INTO organisations (id, name) VALUES (9601, 'T') ON CONFLICT DO NOTHING;
      INSERT INTO eshops (id, org_id, name) VALUES (9601, 9601, 'T') ON CONFLICT DO NOTHING`);
    double.options.now = () => new Date(now);
    double.options.accessTokenLifetimeS = 1800;
  }, 60_000);
  afterAll(async () => {
    double.options.now = undefined;
    await database.close();
  });

  it('obtains one, reuses it, renews it before expiry and after the e-shop calls it expired; the OAuth token is sealed at rest', async () => {
    const oauth = double.issueOAuthToken(shop);
    await saveConnection(database.db, cipher, 9601, {
      baseUrl: double.url,
      authKind: 'oauth',
      token: oauth,
      oauthUrl: double.oauthUrl,
      stockId: 1,
    });
    const stored = await readConnection(database.db, 9601);
    expect(stored!.tokenCiphertext).not.toContain(oauth);
    expect(cipher.decrypt(stored!.tokenCiphertext)).toBe(oauth);
    expect(() => new TokenCipher('other-secret').decrypt(stored!.tokenCiphertext)).toThrow();

    const tokens = oauthTokenSource(database.db, cipher, 9601, { now: () => new Date(now) });
    const c = connector(new ShoptetHttp({ baseUrl: double.url, tokens }));
    await c.lastMovementId();
    await c.lastMovementId();
    expect(double.validAccessTokens(oauth)).toBe(1);
    // 26 minutes on: within 5 minutes of expiry, a new one is obtained first.
    now += 26 * 60_000;
    await c.lastMovementId();
    expect(double.validAccessTokens(oauth)).toBe(2);
    // A second node reading the database uses the stored token, no third one.
    const other = oauthTokenSource(database.db, cipher, 9601, { now: () => new Date(now) });
    await connector(new ShoptetHttp({ baseUrl: double.url, tokens: other })).lastMovementId();
    expect(double.validAccessTokens(oauth)).toBe(2);
    // The double expires tokens on its own clock: 401 expired-token → a fresh one, the call succeeds.
    double.options.accessTokenLifetimeS = 1;
    now += 40 * 60_000;
    const fresh = oauthTokenSource(database.db, cipher, 9601, { now: () => new Date(now - 40 * 60_000) });
    await connector(new ShoptetHttp({ baseUrl: double.url, tokens: fresh })).lastMovementId();
    double.options.accessTokenLifetimeS = 1800;
  }, 30_000);

  it('a revoked OAuth token is an auth error', async () => {
    double.revokeTokens(shop);
    const tokens = oauthTokenSource(database.db, cipher, 9601, { now: () => new Date(now + 3600_000) });
    const error = (await connector(new ShoptetHttp({ baseUrl: double.url, tokens }))
      .lastMovementId()
      .catch((e: unknown) => e)) as EshopCallError;
    expect(error.kind).toBe('auth');
  });
});
