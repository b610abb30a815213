import { describe, expect, it } from 'vitest';
import type { RolePermissions } from '../permissions/role-permissions';
import { ALL_SCOPES, AUTO_ORDER_MODULE, BATCH_ADDON_ID, Scope } from '../permissions/scopes';
import type { MenuItem } from './menu-item';
import { MENU_ENTRIES } from '../../ui/routes/screen-table';
import * as menu from './warehouse-menu';
import type { WarehouseMenuContext } from './warehouse-menu';
import { role } from '../permissions/testing/roles';

// The menu the screens register (src/ui/routes/screen-table.ts), as SPEC 2.3 orders and permits it.
const warehouseMenu = (c: WarehouseMenuContext) => menu.warehouseMenu(MENU_ENTRIES, c);

const admin = role();
const without = (...scopes: string[]): RolePermissions => ({ ...admin, forbidden_scopes: scopes });
const ctx = (over: Partial<WarehouseMenuContext> = {}): WarehouseMenuContext => ({
  role: admin,
  stockCount: 1,
  mode: 'chaos',
  isPublicApi: false,
  modules: [AUTO_ORDER_MODULE],
  activeAddonIds: [BATCH_ADDON_ID],
  relocationBadge: 0,
  ...over,
});
const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.subLinks ? [i, ...i.subLinks] : [i]));
const targets = (c: WarehouseMenuContext) =>
  flat(warehouseMenu(c))
    .map((i) => i.to)
    .filter(Boolean);
const group = (c: WarehouseMenuContext, testId: string) => warehouseMenu(c).find((i) => i.testId === testId);

describe('warehouse side menu', () => {
  it('R-PERM-06 R-MENU-08 the e-shops of organisations are an entry outside the groups for provider staff only', () => {
    expect(targets(ctx({ isSuperadmin: true }))).toContain('/superadmin');
    expect(warehouseMenu(ctx({ isSuperadmin: true })).map((i) => i.testId)).toContain('menu-superadmin');
    expect(targets(ctx())).not.toContain('/superadmin');
    expect(targets(ctx({ isSuperadmin: false }))).not.toContain('/superadmin');
  });

  it('R-MENU-01 the entries outside the groups come in SPEC 2.3 order, whatever order the screens register them in', () => {
    const top = (c: WarehouseMenuContext) => warehouseMenu(c).map((i) => i.to ?? i.testId);
    expect(top(ctx({ isSuperadmin: true }))).toEqual([
      '/documents/receipt',
      '/documents/issue',
      '/products/add',
      '/products/add-ao',
      '/products/remove',
      '/products/no_sync_add',
      '/products/no_sync_remove',
      '/locations/chaos_change',
      '/products/location_check',
      'menu-group-batches',
      'menu-group-tools',
      '/movementLog',
      '/settings',
      '/superadmin',
    ]);
    expect(top(ctx({ mode: 'basic' })).slice(0, 8)).toEqual([
      '/documents/receipt',
      '/documents/issue',
      '/products/add',
      '/products/add-ao',
      '/products/remove',
      '/products/location_change',
      '/products/location_check',
      'menu-group-tools',
    ]);
    const reversed = [...MENU_ENTRIES].reverse();
    expect(menu.warehouseMenu(reversed, ctx())).toEqual(warehouseMenu(ctx()));
  });

  it('R-MENU-01 no entries without a stock; each entry needs its permission', () => {
    expect(warehouseMenu(ctx({ stockCount: 0 }))).toEqual([]);
    expect(targets(ctx())).toContain('/documents/receipt');
    expect(targets(ctx({ role: without(Scope.receipts) }))).not.toContain('/documents/receipt');
    expect(targets(ctx({ role: without(Scope.issues) }))).not.toContain('/documents/issue');
    expect(targets(ctx({ role: without(Scope.stockIn) }))).not.toContain('/products/add');
    expect(targets(ctx({ role: without(Scope.stockOut) }))).not.toContain('/products/remove');
    expect(targets(ctx({ role: without(Scope.locationCheck) }))).not.toContain('/products/location_check');
  });

  it('R-MENU-02 stocking in from a list needs its scope and the auto-order module', () => {
    expect(targets(ctx())).toContain('/products/add-ao');
    expect(targets(ctx({ modules: [] }))).not.toContain('/products/add-ao');
    expect(targets(ctx({ role: without(Scope.stockInFromList) }))).not.toContain('/products/add-ao');
  });

  it('R-MENU-03 returns entries only in chaos mode and not with the public API', () => {
    expect(targets(ctx())).toEqual(expect.arrayContaining(['/products/no_sync_add', '/products/no_sync_remove']));
    expect(targets(ctx({ mode: 'basic' }))).not.toContain('/products/no_sync_add');
    expect(targets(ctx({ isPublicApi: true }))).not.toContain('/products/no_sync_remove');
    expect(targets(ctx({ role: without(Scope.stockInReturns) }))).not.toContain('/products/no_sync_add');
  });

  it('R-MENU-04 location change is shown when the mode is not chaos', () => {
    expect(targets(ctx({ mode: 'basic' }))).toContain('/products/location_change');
    expect(targets(ctx({ mode: 'chaos' }))).not.toContain('/products/location_change');
  });

  it('R-MENU-05 chaos location change is shown when not basic, active on sub-paths, with the badge', () => {
    expect(targets(ctx({ mode: 'basic' }))).not.toContain('/locations/chaos_change');
    const entry = flat(warehouseMenu(ctx({ relocationBadge: 7 }))).find((i) => i.to === '/locations/chaos_change')!;
    expect(entry.notification?.value).toBe(7);
    expect((entry as { regex?: RegExp }).regex?.test('/locations/chaos_change/queue')).toBe(true);
    const noBadge = flat(warehouseMenu(ctx())).find((i) => i.to === '/locations/chaos_change')!;
    expect(noBadge.notification).toBeUndefined();
  });

  it('R-MENU-06 batches group only in chaos with sklad.sarze and add-on 6; batchInit needs convert_to_batch', () => {
    expect(group(ctx(), 'menu-group-batches')?.subLinks?.map((s) => s.to)).toEqual(['/batches', '/batchInit']);
    expect(group(ctx({ mode: 'basic' }), 'menu-group-batches')).toBeUndefined();
    expect(group(ctx({ activeAddonIds: [] }), 'menu-group-batches')).toBeUndefined();
    expect(group(ctx({ role: without(Scope.batches) }), 'menu-group-batches')).toBeUndefined();
    expect(
      group(ctx({ role: without(Scope.convertToBatch) }), 'menu-group-batches')?.subLinks?.map((s) => s.to),
    ).toEqual(['/batches']);
  });

  it('R-MENU-07 the Other tools group holds the eight entries with their permissions; rules not in basic', () => {
    const tools = group(ctx(), 'menu-group-tools')!;
    expect(tools.text).toBe('Další nástroje');
    expect(tools.subLinks!.map((s) => s.to)).toEqual([
      '/stocktaking',
      '/inventory/overview',
      '/inventory/layout',
      '/locations/relocation_rules',
      '/eans',
      '/printing',
      '/exports',
      '/product_diffs',
    ]);
    expect(group(ctx({ mode: 'basic' }), 'menu-group-tools')!.subLinks!.map((s) => s.to)).not.toContain(
      '/locations/relocation_rules',
    );
    const pairs: Array<[string, string]> = [
      ['/stocktaking', Scope.stocktaking],
      ['/inventory/overview', Scope.stockOverview],
      ['/inventory/layout', Scope.reorganisation],
      ['/locations/relocation_rules', Scope.relocationRules],
      ['/eans', Scope.multiEan],
      ['/printing', Scope.printing],
      ['/exports', Scope.exportImport],
      ['/product_diffs', Scope.discrepancies],
    ];
    for (const [to, scope] of pairs) expect(targets(ctx({ role: without(scope) })), to).not.toContain(to);
    const nothing: RolePermissions = { ...admin, forbidden_scopes: [...ALL_SCOPES] };
    expect(group(ctx({ role: nothing }), 'menu-group-tools')).toBeUndefined();
  });

  it('R-MENU-08 movement log and settings sit outside the groups, last', () => {
    const top = warehouseMenu(ctx());
    expect(top.slice(-2).map((i) => i.to)).toEqual(['/movementLog', '/settings']);
    expect(targets(ctx({ role: without(Scope.settings) }))).not.toContain('/settings');
    expect(targets(ctx({ role: without(Scope.movementLog) }))).not.toContain('/movementLog');
  });
});
