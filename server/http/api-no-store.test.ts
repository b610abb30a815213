import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';

// Stock figures, sign-ins and refusals must never be answered from a browser's or a proxy's cache:
// every API answer says no-store, whichever way the route built it.
describeOnEachStorage('API answers are never cached', ({ server }) => {
  const cacheControl = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(server().url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    return `${res.status} ${res.headers.get('cache-control')}`;
  };

  it('a read, a write, a refusal, an unknown call and a missing sign-in all answer no-store', async () => {
    const token = await server().login('admin');
    expect(await cacheControl('GET', '/api/sklad/status/', token)).toBe('200 no-store');
    expect(
      await cacheControl('POST', '/api/sklad/inventory/', token, {
        products: [{ code: 'ZAH0001', amount: 1 }],
        location_name: 'A-01-1',
      }),
    ).toBe('200 no-store');
    expect(
      await cacheControl('POST', '/api/sklad/inventory/', token, {
        products: [{ code: 'ZAH0001', amount: 1 }],
        location_name: 'NEEXISTUJE',
      }),
    ).toMatch(/^4\d\d no-store$/);
    expect(await cacheControl('GET', '/api/sklad/neni-takove-volani/', token)).toBe('404 no-store');
    expect(await cacheControl('GET', '/api/sklad/status/')).toBe('401 no-store');
    expect(await cacheControl('GET', '/api/settings/config/', token)).toBe('200 no-store');
  });
});
