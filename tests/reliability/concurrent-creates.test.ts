import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../support/storage-matrix';

// Issue 25 item 7: a create with a natural key sent 8 times at once is idempotent or answered 409,
// never 500, and never makes two records.
const AT_ONCE = 8;

describeOnEachStorage('creates with a natural key, 8 at once', ({ server }) => {
  let admin = '';
  const api = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    admin ||= await server().login('admin');
    return server().call(method, `/api/sklad${path}`, { token: admin, body, headers });
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await server().database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n);
  const eightTimes = <T>(send: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(i)));

  it('the same new shopping list through the integration: one created (201), the others update it (200)', async () => {
    const list = {
      reference: 'RACE-SL-1',
      name: 'Souběžný seznam',
      supplier: 'Dodavatel',
      products: [
        { code: 'ZAH0130', amount_expected: 4 },
        { code: 'ZAH0131', amount_expected: 2 },
      ],
    };
    const answers = await eightTimes(() => api('PUT', '/ao/integration/shoplist/', list));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.shoplist_id)).size).toBe(1);
    expect(await count('shoplists WHERE eshop_id = 101 AND lower(reference) = lower($1)', ['RACE-SL-1'])).toBe(1);
    expect(
      await count('shoplist_lines WHERE shoplist_id = $1 AND amount_expected > 0', [answers[0].body.shoplist_id]),
    ).toBe(2);
  });

  it('the same new relocation category: one saved, the others 409 in Czech', async () => {
    const answers = await eightTimes(() => api('POST', '/relocation_rules/save/', { name: 'Souběžná', data: [] }));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.detail).toBe('Kategorie „Souběžná“ už existuje.');
    expect(await count('relocation_categories WHERE eshop_id = 101 AND lower(name) = $1', ['souběžná'])).toBe(1);
  });

  it('a zone create retried with its Idempotency-Key makes one zone and answers alike', async () => {
    const answers = await eightTimes(() =>
      api('POST', '/zone/', { name: 'Souběžná zóna' }, { 'Idempotency-Key': 'zone-create-retried' }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const again = await api('POST', '/zone/', { name: 'Souběžná zóna' }, { 'Idempotency-Key': 'zone-create-retried' });
    expect(again.body.id).toBe(answers[0].body.id);
    expect(await count("zones WHERE eshop_id = 101 AND name = 'Souběžná zóna'", [])).toBe(1);
  });

  it('the same new zone 8 times without a key: one zone, the others refused with the name taken (400), no 500', async () => {
    const answers = await eightTimes(() => api('POST', '/zone/', { name: 'Druhá souběžná' }));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    expect(await count("zones WHERE eshop_id = 101 AND name = 'Druhá souběžná'", [])).toBe(1);
  });
});
