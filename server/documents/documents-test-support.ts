import type { TestServer } from '../../tests/support/test-server';
import { apiAs, count, locationByName, type Api } from '../layout/layout-test-support';

export { apiAs, count, locationByName, type Api };

/** The balance of a product at a location in the ledger (0 when there is no row). */
export async function balance(server: TestServer, eshopId: number, locationId: number, code: string, sarzeId = 0) {
  const [row] = await server.database.query<{ amount: number }>(
    'SELECT amount FROM stock_balances WHERE eshop_id = $1 AND location_id = $2 AND code = $3 AND sarze_id = $4',
    [eshopId, locationId, code, sarzeId],
  );
  return row ? Number(row.amount) : 0;
}

export async function newDocument(api: Api, type: 'receipt' | 'issue', partner = 'Dodavatel s.r.o.') {
  const res = await api.call('POST', '/movement_documents/', { type, partner });
  if (res.status !== 200) throw new Error(`create ${type} failed: ${JSON.stringify(res.body)}`);
  return res.body as { document_id: number; number: string };
}

export async function queue(
  api: Api,
  id: number,
  lines: Array<{ location_id: number; product_code: string; amount: number; sarze_id?: number | null }>,
) {
  return api.call('PUT', `/movement_documents/${id}`, { queue: lines });
}
