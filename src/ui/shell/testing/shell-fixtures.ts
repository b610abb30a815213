export { strictFake } from '../../../application/testing/strict-fake';
import type { LoadedConfig } from '../../../application/config/config-types';
import type { RolePermissions } from '../../../domain/permissions/role-permissions';
import { role } from '../../../domain/permissions/testing/roles';

export const ADMIN_ROLE: RolePermissions = role();

export function loadedConfig(
  over: {
    role?: RolePermissions;
    eshopName?: string;
    stocks?: number;
    superadmin?: boolean;
    note?: string | null;
    mode?: 'basic' | 'chaos';
  } = {},
): LoadedConfig {
  const eshopName = over.eshopName ?? 'Zahrada a dům';
  return {
    client: {
      client_id: 1,
      client_name: 'Alena Adminová',
      org_id: 1,
      org_name: 'Demo s.r.o.',
      org_note: over.note ?? null,
      is_superadmin: over.superadmin ?? false,
      role_id: 1,
      stock_eshop_id: 101,
    },
    app: {
      org_name: 'Demo s.r.o.',
      is_superadmin: over.superadmin ?? false,
      addons: [{ id: 6, name: 'Šarže' }],
      orgs: [{ org_name: 'Demo s.r.o.' }],
      available_services: [
        { module: 'sklad_stock', name: 'sklad', title: 'Sklad', url: '/', icon: 'box' },
        { module: 'balic_packing', name: 'balic', title: 'Balíkovač', url: '/apps/balic/', icon: 'package' },
      ],
      active_services: [{ module: 'sklad_stock' }, { module: 'balic_packing' }],
    },
    role: over.role ?? ADMIN_ROLE,
    eshop: {
      id: 101,
      eshop_id: 101,
      eshop_name: eshopName,
      is_public_api: false,
      sync_public_api_stock: true,
      stock_locations_mode: over.mode ?? 'chaos',
      multiean_delimiters: { delimiters: ['*'], num: 1 },
      common_settings: {},
      modules: ['auto_order'],
      print_settings: { manual: {}, automated: {} },
      data: { imageCuts: [], contactInformation: { eshopName } },
    },
    stocks: Array.from({ length: over.stocks ?? 2 }, (_, i) => ({
      eshop_id: 101 + i,
      eshop_name: i === 0 ? eshopName : `Sklad ${i + 1}`,
    })),
    addons: [{ id: 6, name: 'Šarže' }],
  };
}
