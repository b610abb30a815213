import { foldForSearch } from '../../domain/text/fold-diacritics';
import type { ConfigApi } from '../ports/config-api.port';
import type { LoadedConfig, OrgEshops } from './config-types';

/** SPEC 6: provider staff, as the sign-in service or the settings service says. */
export function isSuperadmin(config: LoadedConfig | null): boolean {
  return !!(config?.client.is_superadmin || config?.app.is_superadmin);
}

/** Every organisation with its e-shops (POST {settings}/superadmin/org_eshops_list/; the server refuses non-superadmins). */
export function organisationEshops(api: Pick<ConfigApi, 'orgEshops'>): Promise<OrgEshops[]> {
  return api.orgEshops();
}

/**
 * The organisations the search text names: by organisation or e-shop name (without regard to case or
 * diacritics) or by id. An organisation found by one of its e-shops lists only the matching e-shops.
 */
export function matchingOrganisations(list: readonly OrgEshops[], text: string): OrgEshops[] {
  const q = foldForSearch(text.trim());
  if (!q) return [...list];
  const hits = (name: string, id: number) => foldForSearch(name).includes(q) || String(id) === q;
  const out: OrgEshops[] = [];
  for (const org of list) {
    if (hits(org.org_name, org.org_id)) out.push(org);
    else {
      const eshops = org.eshops.filter((e) => hits(e.eshop_name, e.eshop_id));
      if (eshops.length) out.push({ ...org, eshops });
    }
  }
  return out;
}
