import { isSuperadmin } from '../config/organisation-eshops';
import type { LoadedConfig } from '../config/config-types';
import type { MenuItem } from '../../domain/menu/menu-item';
import { siblingApps, type ServiceInfo } from '../../domain/menu/sibling-apps';
import { warehouseMenu, type WarehouseMenuEntry } from '../../domain/menu/warehouse-menu';

// What the side menu lists for the signed-in configuration (SPEC 2.3): the warehouse entries and the
// organisation's other apps. Nothing before the configuration has loaded.

/** `entries`: the menu entries the screens register (src/ui/routes/screen-table.ts). */
export function warehouseEntries(
  entries: readonly WarehouseMenuEntry[],
  config: LoadedConfig | null,
  relocationBadge: number,
): MenuItem[] {
  if (!config) return [];
  return warehouseMenu(entries, {
    role: config.role,
    stockCount: config.stocks.length,
    mode: config.eshop.stock_locations_mode,
    isPublicApi: config.eshop.is_public_api,
    modules: config.eshop.modules ?? [],
    activeAddonIds: config.addons.map((a) => a.id),
    relocationBadge,
    isSuperadmin: isSuperadmin(config),
  });
}

/** The product part of this app's module name ('sklad' → 'sklad_stock') leaves this app out. */
export function otherApps(config: LoadedConfig | null, product: string): ServiceInfo[] {
  if (!config) return [];
  return siblingApps({
    available: config.app.available_services,
    activeModules: config.app.active_services.map((s) => s.module),
    role: config.role,
    product,
  });
}
