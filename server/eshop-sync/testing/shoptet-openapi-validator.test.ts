import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShoptetOpenApi } from './shoptet-openapi-validator';
import { startShoptetDouble, type ShoptetDouble, addProduct } from './shoptet-double';

// The double's requests and answers are checked against Shoptet's OpenAPI; these tests show the check
// does catch a wrong request and a wrong answer (it could not fail otherwise).
const api = new ShoptetOpenApi();
const part = (body: unknown, query = '') => ({
  method: 'PATCH',
  path: '/api/stocks/1/movements',
  query: new URLSearchParams(query),
  headers: { 'content-type': 'application/vnd.shoptet.v1.0' },
  body,
});

describe("Shoptet's OpenAPI check", () => {
  it('finds the operation of a path, a literal path before a templated one', () => {
    expect(api.operationOf('PATCH', '/api/stocks/7/movements')).toEqual({
      id: 'updateQuantityInStock',
      pathParams: { stockId: '7' },
    });
    expect(api.operationOf('GET', '/api/stocks/7/movements/last')?.id).toBe('getStockMovementsLastMove');
  });

  it('accepts a correct stock PATCH and refuses wrong ones', () => {
    expect(
      api.checkRequest('updateQuantityInStock', part({ data: [{ productCode: 'A', amountChange: 2 }] }), {
        stockId: '1',
      }),
    ).toEqual([]);
    // Two of the three number fields at once, a string amount, an unknown key, no Content-Type.
    expect(
      api.checkRequest('updateQuantityInStock', part({ data: [{ productCode: 'A', amountChange: 2, realStock: 3 }] }), {
        stockId: '1',
      }),
    ).not.toEqual([]);
    expect(
      api.checkRequest('updateQuantityInStock', part({ data: [{ productCode: 'A', amountChange: '2' }] }), {
        stockId: '1',
      }),
    ).not.toEqual([]);
    expect(
      api.checkRequest('updateQuantityInStock', part({ data: [{ code: 'A', amountChange: 2 }] }), { stockId: '1' }),
    ).not.toEqual([]);
    expect(
      api.checkRequest('updateQuantityInStock', { ...part({ data: [] }), headers: {} }, { stockId: '1' }).join(),
    ).toContain('Content-Type');
    expect(api.checkRequest('updateQuantityInStock', part({ data: [] }), { stockId: 'x' }).join()).toContain('integer');
  });

  it('refuses an undeclared query parameter and a non-integer cursor', () => {
    const get = (query: string) => ({ ...part(undefined, query), method: 'GET' });
    expect(api.checkRequest('getStockMovements', get('lastId=5&itemsPerPage=1000'), { stockId: '1' })).toEqual([]);
    expect(api.checkRequest('getStockMovements', get('lastId=abc'), { stockId: '1' })).not.toEqual([]);
    expect(api.checkRequest('getStockMovements', get('since=5'), { stockId: '1' }).join()).toContain('since');
  });

  it('accepts a correct answer and refuses wrong ones', () => {
    const movement = {
      id: 1,
      productCode: 'A',
      actualAmount: '3.000',
      amountChange: '1.000',
      changedBy: 'admin',
      changeTime: '2026-01-01T10:00:00+0000',
    };
    const answer = (m: object) => ({
      data: { movements: [m], paginator: { totalCount: 1, page: 1, pageCount: 1, itemsOnPage: 1, itemsPerPage: 25 } },
      errors: null,
      metadata: { requestId: 'r' },
    });
    expect(api.checkResponse('getStockMovements', 200, answer(movement))).toEqual([]);
    expect(api.checkResponse('getStockMovements', 200, answer({ ...movement, actualAmount: '3' }))).not.toEqual([]);
    expect(api.checkResponse('getStockMovements', 200, answer({ ...movement, id: '1' }))).not.toEqual([]);
    expect(api.checkResponse('getStockMovements', 200, { data: null, errors: null })).not.toEqual([]);
    // A status the operation does not list must still be Shoptet's error envelope.
    expect(
      api.checkResponse('updateQuantityInStock', 429, { data: null, errors: null, metadata: { requestId: 'r' } }),
    ).toEqual([]);
    expect(api.checkResponse('updateQuantityInStock', 429, { errors: [{ errorCode: 'x' }] })).not.toEqual([]);
  });
});

describe('the double validates what it receives', () => {
  let double: ShoptetDouble;
  let token = '';
  beforeAll(async () => {
    double = await startShoptetDouble();
    const shop = double.addShop(501);
    addProduct(shop, { code: 'A', realStock: 1 });
    token = double.issuePrivateToken(shop);
  });
  afterAll(() => double.close());

  const patch = (body: unknown) =>
    fetch(`${double.url}/api/stocks/1/movements`, {
      method: 'PATCH',
      headers: { 'Shoptet-Private-Api-Token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a wrong request is answered 422 and recorded as a violation; a right one is not', async () => {
    expect((await patch({ data: [{ productCode: 'A', amountChange: 1 }] })).status).toBe(200);
    expect(double.violations).toEqual([]);
    const wrong = await patch({ data: [{ productCode: 'A', amount: 1 }] });
    expect(wrong.status).toBe(422);
    expect(double.violations.length).toBeGreaterThan(0);
    expect(double.shops.get(501)!.stocks.get(1)!.get('A')!.amount).toBe(2);
    double.violations.length = 0;
  });
});
