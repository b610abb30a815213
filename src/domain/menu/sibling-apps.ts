import { isAppAllowed, type RolePermissions } from '../permissions/role-permissions';

// SPEC 2.3 / R-MENU-10: links to the organisation's other apps.

export interface ServiceInfo {
  module: string;
  name: string;
  title: string;
  url: string;
  icon: string;
}

/** The module name this app itself is listed under: {product}_stock. */
export function ownModule(product: string): string {
  return `${product}_stock`;
}

export function siblingApps(input: {
  available: readonly ServiceInfo[];
  activeModules: readonly string[];
  role: RolePermissions;
  product: string;
}): ServiceInfo[] {
  const own = ownModule(input.product);
  return input.available.filter(
    (s) => s.module !== own && input.activeModules.includes(s.module) && isAppAllowed(input.role, s.name),
  );
}
