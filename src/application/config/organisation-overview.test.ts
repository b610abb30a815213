import { describe, expect, it } from 'vitest';
import type { ConfigApi } from '../ports/config-api.port';
import { strictFake } from '../testing/strict-fake';
import { organisationOverview } from './organisation-overview';

describe('organisationOverview', () => {
  it("lists the organisation's users and its e-shops with their stock modes", async () => {
    const api = strictFake<ConfigApi>('ConfigApi', {
      clients: async () => [{ client_id: 1, client_name: 'Alena' }],
      packerAndWarehouseConfig: async () => ({
        org_id: 1,
        apps: ['balic'],
        shared: {},
        eshops: [{ eshop_id: 101, eshop_name: 'Zahrada a dům', mode: 'chaos' as const }],
      }),
    });
    await expect(organisationOverview(api)).resolves.toEqual({
      users: [{ client_id: 1, client_name: 'Alena' }],
      eshops: [{ eshop_id: 101, eshop_name: 'Zahrada a dům', mode: 'chaos' }],
      sharedApps: ['balic'],
    });
  });
});
