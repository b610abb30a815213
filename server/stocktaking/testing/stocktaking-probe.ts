import type { Api } from '../../layout/layout-test-support';
import type { TestServer } from '../../../tests/support/test-server';

/** Test helpers for the stock-taking suites: stock through the ledger's own calls, checks through the API. */
let seq = 0;
export const entryId = (prefix = 'e') => `${prefix}-${process.pid}-${Date.now()}-${++seq}`;

export async function stockIn(api: Api, location: string, code: string, amount: number): Promise<void> {
  const res = await api.call('POST', '/inventory/', { products: [{ code, amount }], location_name: location });
  if (res.status !== 200) throw new Error(`stock-in failed: ${JSON.stringify(res.body)}`);
}

export async function stockOut(api: Api, location: string, code: string, amount: number): Promise<void> {
  const res = await api.call('DELETE', '/inventory/', { products: [{ code, amount }], location_name: location });
  if (res.status !== 200) throw new Error(`stock-out failed: ${JSON.stringify(res.body)}`);
}

export async function locationIds(api: Api, names: string[]): Promise<number[]> {
  const all = (await api.call('GET', '/location/')).body as Array<{ id: number; name: string }>;
  return names.map((n) => {
    const hit = all.find((l) => l.name === n);
    if (!hit) throw new Error(`no location ${n}`);
    return hit.id;
  });
}

export async function startOver(api: Api, name: string, locations: string[], blind = false): Promise<number> {
  const res = await api.call('POST', '/inventory_check/start/', {
    name,
    locations: await locationIds(api, locations),
    blind,
  });
  if (res.status !== 200) throw new Error(`start failed: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function count(
  api: Api,
  id: number,
  location: string,
  code: string,
  amount: number,
  clientEntryId = entryId(),
): Promise<{ status: number; body: any }> {
  return api.call('POST', '/inventory_check/add_product/', {
    id,
    client_entry_id: clientEntryId,
    location_name: location,
    code,
    amount,
  });
}

/** What the stock-taking tables hold for a check: entries and marks, to prove a refusal changed nothing. */
export async function checkSnapshot(server: TestServer, id: number): Promise<string> {
  const [row] = await server.database.query<Record<string, unknown>>(
    `SELECT (SELECT status FROM inventory_checks WHERE id = $1) AS status,
      (SELECT name FROM inventory_checks WHERE id = $1) AS name,
      (SELECT coalesce(string_agg(location_id || ':' || code || ':' || sarze_id || '=' || amount, ',' ORDER BY id), '') FROM inventory_check_entries WHERE check_id = $1) AS entries,
      (SELECT count(*) FROM inventory_check_locations WHERE check_id = $1 AND counted_at IS NOT NULL)::int AS counted`,
    [id],
  );
  return JSON.stringify(row);
}
