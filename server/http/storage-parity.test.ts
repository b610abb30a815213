import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster';
import { postgresAvailable } from '../../tests/support/storage-matrix';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

// The same demo data must give byte-for-byte the same answers on PGlite and on PostgreSQL
// (ordering, JSON shapes, numeric types), or the app would behave differently per deployment.
const READS: Array<[user: string, method: string, path: string, body?: unknown]> = [
  ['admin', 'GET', '/api/auth/client_info/'],
  ['admin', 'GET', '/api/settings/config/'],
  ['superadmin', 'GET', '/api/settings/config/'],
  ['admin', 'GET', '/api/settings/addons/?ignore_visibility=true&active_only=true'],
  ['admin', 'GET', '/api/settings/balic_a_sklad/config/'],
  ['admin', 'GET', '/api/settings/user/roles/list/'],
  ['admin', 'GET', '/api/settings/homepage/warehouse-widget'],
  ['superadmin', 'POST', '/api/settings/superadmin/org_eshops_list/', {}],
  ['admin', 'GET', '/api/sklad/eshop/'],
  ['skladnik', 'GET', '/api/sklad/list_stocks/'],
  ['admin', 'GET', '/api/sklad/list_stocks/'],
  ['admin', 'GET', '/api/sklad/clients/'],
  ['admin', 'GET', '/api/sklad/status/'],
  ['admin', 'POST', '/api/sklad/update_common_settings/', { printOnScan: true, copies: 2 }],
  ['admin', 'POST', '/api/sklad/update_print_settings/', { automated: { product: true } }],
  ['admin', 'POST', '/api/sklad/update_multiean_delimiters_settings/', { delimiters: ['*', '/'], num: 3 }],
  ['skladnik', 'POST', '/api/sklad/update_common_settings/', { sounds: false }],
  ['admin', 'POST', '/api/sklad/update_multiean_delimiters_settings/', { delimiters: 'x', num: 3 }],
];

describe.skipIf(!postgresAvailable())('storage parity: PGlite and PostgreSQL answer alike', () => {
  let cluster: PostgresCluster | undefined;
  let pglite: TestServer;
  let postgres: TestServer;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    if (!cluster) throw new Error('PostgreSQL binaries are installed but no cluster could be started');
    [pglite, postgres] = await Promise.all([
      startTestServer(),
      startTestServer({ databaseUrl: createTestDatabase(cluster.url, `sklad_parity_${process.pid}`) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pglite?.close(), postgres?.close()]);
    cluster?.stop();
  });

  it('every configuration read and write answers the same status and body on both storages', async () => {
    for (const [user, method, path, body] of READS) {
      const [a, b] = await Promise.all(
        [pglite, postgres].map(async (s) => s.call(method, path, { token: await s.login(user), body })),
      );
      expect(b, `${user} ${method} ${path}`).toEqual(a);
    }
  });
});
