import { isScopePermitted, type RolePermissions } from '../permissions/role-permissions';
import { AUTO_ORDER_MODULE, BATCH_ADDON_ID, Scope, type ScopeName } from '../permissions/scopes';
import type { MenuItem } from './menu-item';

// SPEC 2.3: which warehouse entries the side menu shows, and in which groups. The entries themselves are
// registered with their screens (src/ui/routes/screen-table.ts) and passed in, so a screen is added in one place.

export interface WarehouseMenuContext {
  role: RolePermissions;
  stockCount: number;
  mode: 'basic' | 'chaos';
  isPublicApi: boolean;
  modules: readonly string[];
  activeAddonIds: readonly number[];
  /** Products waiting for relocation (the chaos entry's badge). */
  relocationBadge: number;
  /** SPEC 6: provider staff see the e-shops of organisations. */
  isSuperadmin?: boolean;
}

/** SPEC 2.3's groups, drawn in this order: the entries at the top, Šarže, Další nástroje, then the last ones. */
export type MenuGroup = 'main' | 'batches' | 'tools' | 'last';
const GROUP_ORDER: readonly MenuGroup[] = ['main', 'batches', 'tools', 'last'];

/** When an entry is shown besides its permission (R-MENU-02..05, R-MENU-08). */
export type MenuCondition =
  /** R-MENU-02: the e-shop has the auto-order module. */
  | 'autoOrderModule'
  /** R-MENU-03: chaos mode and not the public API. */
  | 'chaosWithoutPublicApi'
  /** R-MENU-04 */
  | 'notChaos'
  /** R-MENU-05 */
  | 'notBasic'
  /** SPEC 6: provider staff. */
  | 'superadmin';

/** One entry of the warehouse menu, as a screen registers it. */
export interface WarehouseMenuEntry {
  group: MenuGroup;
  /** Its place in the group: SPEC 2.3's order, which is not the routes' match order. */
  order: number;
  to: string;
  text: string;
  icon: string;
  testId: string;
  /** The permission the entry needs (none: the group's or the condition's check is enough). */
  scope?: ScopeName;
  shownWhen?: MenuCondition;
  /** Also active on the sub-paths of `to` (R-MENU-14). */
  activeOnSubpaths?: boolean;
  /** R-MENU-05: the count of products awaiting relocation, as a chip. */
  relocationBadge?: boolean;
}

export function warehouseMenu(entries: readonly WarehouseMenuEntry[], ctx: WarehouseMenuContext): MenuItem[] {
  // R-MENU-01: nothing without a stock.
  if (ctx.stockCount < 1) return [];
  const can = (scope: ScopeName) => isScopePermitted(ctx.role, scope);
  const chaos = ctx.mode === 'chaos';
  const shown: Record<MenuCondition, boolean> = {
    autoOrderModule: ctx.modules.includes(AUTO_ORDER_MODULE),
    chaosWithoutPublicApi: chaos && !ctx.isPublicApi,
    notChaos: !chaos,
    notBasic: ctx.mode !== 'basic',
    superadmin: ctx.isSuperadmin === true,
  };
  const inGroup = (group: MenuGroup): MenuItem[] =>
    entries
      .filter((e) => e.group === group)
      .filter((e) => (e.shownWhen === undefined || shown[e.shownWhen]) && (e.scope === undefined || can(e.scope)))
      .sort((a, b) => a.order - b.order)
      .map((e) => itemOf(e, ctx.relocationBadge));

  const groups: Record<MenuGroup, MenuItem[]> = {
    main: inGroup('main'),
    // R-MENU-06: only in chaos, with sklad.sarze and the batch add-on.
    batches:
      chaos && can(Scope.batches) && ctx.activeAddonIds.includes(BATCH_ADDON_ID)
        ? [{ text: 'Šarže', icon: 'layers', subLinks: inGroup('batches'), testId: 'menu-group-batches' }]
        : [],
    // R-MENU-07: the group goes when none of its entries is left.
    tools: nonEmpty({ text: 'Další nástroje', icon: 'wrench', subLinks: inGroup('tools'), testId: 'menu-group-tools' }),
    last: inGroup('last'),
  };
  return GROUP_ORDER.flatMap((g) => groups[g]);
}

function nonEmpty(group: MenuItem): MenuItem[] {
  return group.subLinks?.length ? [group] : [];
}

function itemOf(e: WarehouseMenuEntry, relocationBadge: number): MenuItem {
  return {
    to: e.to,
    text: e.text,
    icon: e.icon,
    ...(e.activeOnSubpaths ? { regex: subpathsOf(e.to) } : {}),
    testId: e.testId,
    ...(e.relocationBadge && relocationBadge > 0 ? { notification: { value: relocationBadge } } : {}),
  };
}

/** `/products/add-ao` → active on /products/add-ao and /products/add-ao/…, not /products/add-aox. */
function subpathsOf(to: string): RegExp {
  return new RegExp(`^${to.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\/|$)`);
}
