import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

/** The demo's shop the ledger tests write into (its admin and skladnik belong to it; cizi does not). */
export const SHOP = 101;

export interface LedgerTestServer {
  server: TestServer;
  /** Access tokens: the shop's admin, its warehouse worker, and another shop's admin. */
  admin: string;
  skladnik: string;
  cizi: string;
  /** Calls `/api/sklad<path>`, as the admin unless another token is given. */
  api(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
}

/** One server per test file, started and signed in before its tests and closed after them. */
export function useLedgerTestServer(): LedgerTestServer {
  const t = {
    api: (method, path, body, token = t.admin, headers) =>
      t.server.call(method, `/api/sklad${path}`, { token, body, headers }),
  } as LedgerTestServer;
  beforeAll(async () => {
    t.server = await startTestServer();
    [t.admin, t.skladnik, t.cizi] = await Promise.all(['admin', 'skladnik', 'cizi'].map((u) => t.server.login(u)));
  });
  afterAll(async () => {
    await t.server?.close();
  });
  return t;
}
