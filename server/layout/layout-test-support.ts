import type { TestServer } from '../../tests/support/test-server';

/** Test helpers for the layout suites: stock is put straight into the ledger's balances table. */
export interface Api {
  server: TestServer;
  token: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function apiAs(server: TestServer, username: string, eshopId?: number): Promise<Api> {
  let token = await server.login(username);
  if (eshopId !== undefined) {
    const switched = await server.call('GET', `/api/auth/set_stock_eshop/?stock_eshop_id=${eshopId}`, { token });
    if (switched.status !== 200) throw new Error(`switch to ${eshopId} failed: ${JSON.stringify(switched.body)}`);
    token = switched.body.access_token;
  }
  return { server, token, call: (method, path, body) => server.call(method, `/api/sklad${path}`, { token, body }) };
}

export async function locationByName(
  api: Api,
  name: string,
): Promise<{ id: number; name: string; sector: number; order: number }> {
  const res = await api.call('GET', '/location/');
  const hit = res.body.find((l: { name: string }) => l.name === name);
  if (!hit) throw new Error(`no location ${name}`);
  return hit;
}

export async function sectorByName(
  api: Api,
  name: string,
): Promise<{ id: number; sector_name: string; zone_id: number | null; multiple_batches: boolean }> {
  const res = await api.call('GET', '/sector/');
  const hit = res.body.find((s: { sector_name: string }) => s.sector_name === name);
  if (!hit) throw new Error(`no sector ${name}`);
  return hit;
}

export async function putStock(
  server: TestServer,
  eshopId: number,
  locationId: number,
  code: string,
  amount: number,
  sarzeId = 0,
): Promise<void> {
  await server.database.query(
    `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (eshop_id, location_id, code, sarze_id) DO UPDATE SET amount = EXCLUDED.amount`,
    [eshopId, locationId, code, sarzeId, amount],
  );
}

export async function addBatch(
  server: TestServer,
  eshopId: number,
  code: string,
  name: string,
  expiresAt: string | null,
): Promise<number> {
  const [row] = await server.database.query<{ id: number }>(
    'INSERT INTO batches (eshop_id, code, name, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [eshopId, code, name, expiresAt],
  );
  return row.id;
}

export async function count(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row.n;
}
