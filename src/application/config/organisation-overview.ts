import type { ConfigApi } from '../ports/config-api.port';
import type { ClientListItem, PackerWarehouseConfigDto } from './config-types';

export interface OrganisationOverview {
  /** GET /clients/: the organisation's users. */
  users: readonly ClientListItem[];
  /** GET {settings}/balic_a_sklad/config/: the organisation's e-shops and the stock mode of each. */
  eshops: PackerWarehouseConfigDto['eshops'];
  /** The apps that share the packer's and the warehouse's settings. */
  sharedApps: readonly string[];
}

/** Who works in the organisation and in which e-shops, for the admin's settings screen; both asked at once. */
export async function organisationOverview(
  api: Pick<ConfigApi, 'clients' | 'packerAndWarehouseConfig'>,
): Promise<OrganisationOverview> {
  const [users, shared] = await Promise.all([api.clients(), api.packerAndWarehouseConfig()]);
  return { users, eshops: shared.eshops, sharedApps: shared.apps };
}
