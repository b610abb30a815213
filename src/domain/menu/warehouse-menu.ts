import { isScopePermitted, type RolePermissions } from '../permissions/role-permissions';
import { AUTO_ORDER_MODULE, BATCH_ADDON_ID, Scope, type ScopeName } from '../permissions/scopes';
import type { MenuItem } from './menu-item';

// SPEC 2.3: which warehouse entries the side menu shows, and in which groups.

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

type Entry = MenuItem & { scope?: ScopeName; when?: boolean };

export function warehouseMenu(ctx: WarehouseMenuContext): MenuItem[] {
  // R-MENU-01: nothing without a stock.
  if (ctx.stockCount < 1) return [];
  const can = (scope: ScopeName) => isScopePermitted(ctx.role, scope);
  const chaos = ctx.mode === 'chaos';
  const basic = ctx.mode === 'basic';
  const batchesOn = chaos && can(Scope.batches) && ctx.activeAddonIds.includes(BATCH_ADDON_ID);
  const keep = (entries: Entry[]): MenuItem[] =>
    entries
      .filter((e) => e.when !== false && (e.scope === undefined || can(e.scope)))
      .map(({ scope: _s, when: _w, ...item }) => item);

  const main = keep([
    { to: '/documents/receipt', text: 'Příjemky', icon: 'import', scope: Scope.receipts, testId: 'menu-receipts' },
    { to: '/documents/issue', text: 'Výdejky', icon: 'export', scope: Scope.issues, testId: 'menu-issues' },
    { to: '/products/add', text: 'Naskladnění', icon: 'add', scope: Scope.stockIn, testId: 'menu-stock-in' },
    {
      to: '/products/add-ao',
      text: 'Naskladnění ze seznamu',
      icon: 'th-list',
      scope: Scope.stockInFromList,
      when: ctx.modules.includes(AUTO_ORDER_MODULE),
      regex: /^\/products\/add-ao(\/|$)/,
      testId: 'menu-stock-in-ao',
    },
    { to: '/products/remove', text: 'Vyskladnění', icon: 'remove', scope: Scope.stockOut, testId: 'menu-stock-out' },
    {
      to: '/products/no_sync_add',
      text: 'Naskladnění vratek/pozic',
      icon: 'undo',
      scope: Scope.stockInReturns,
      when: chaos && !ctx.isPublicApi,
      testId: 'menu-returns-in',
    },
    {
      to: '/products/no_sync_remove',
      text: 'Vyskladnění vratek/pozic',
      icon: 'redo',
      scope: Scope.stockOutReturns,
      when: chaos && !ctx.isPublicApi,
      testId: 'menu-returns-out',
    },
    {
      to: '/products/location_change',
      text: 'Změna pozice',
      icon: 'swap-horizontal',
      scope: Scope.locationChange,
      when: !chaos,
      testId: 'menu-location-change',
    },
    // The route needs sklad.zmena_pozic, so the entry does too: a link straight to /unauthorized helps nobody.
    {
      to: '/locations/chaos_change',
      text: 'Změna pozice (chaos)',
      icon: 'random',
      scope: Scope.locationChange,
      when: !basic,
      regex: /^\/locations\/chaos_change(\/|$)/,
      testId: 'menu-chaos-change',
      ...(ctx.relocationBadge > 0 ? { notification: { value: ctx.relocationBadge } } : {}),
    },
    {
      to: '/products/location_check',
      text: 'Ověření pozice',
      icon: 'locate',
      scope: Scope.locationCheck,
      testId: 'menu-location-check',
    },
  ]);

  const batchLinks = keep([
    { to: '/batches', text: 'Přehled šarží', icon: 'layers', testId: 'menu-batches' },
    {
      to: '/batchInit',
      text: 'Inicializace šarží',
      icon: 'new-layers',
      scope: Scope.convertToBatch,
      testId: 'menu-batch-init',
    },
  ]);
  const batches: MenuItem[] = batchesOn
    ? [{ text: 'Šarže', icon: 'layers', subLinks: batchLinks, testId: 'menu-group-batches' }]
    : [];

  const toolLinks = keep([
    {
      to: '/stocktaking',
      text: 'Inventura',
      icon: 'clipboard',
      scope: Scope.stocktaking,
      regex: /^\/stocktaking(\/|$)/,
      testId: 'menu-stocktaking',
    },
    {
      to: '/inventory/overview',
      text: 'Náhled na sklad',
      icon: 'eye-open',
      scope: Scope.stockOverview,
      testId: 'menu-overview',
    },
    {
      to: '/inventory/layout',
      text: 'Reorganizace skladu',
      icon: 'grid-view',
      scope: Scope.reorganisation,
      testId: 'menu-layout',
    },
    {
      to: '/locations/relocation_rules',
      text: 'Pravidla pro přesun',
      icon: 'flow-branch',
      scope: Scope.relocationRules,
      when: !basic,
      testId: 'menu-relocation-rules',
    },
    { to: '/eans', text: 'Multi-EANy a krabice', icon: 'barcode', scope: Scope.multiEan, testId: 'menu-eans' },
    { to: '/printing', text: 'Tisk štítků', icon: 'print', scope: Scope.printing, testId: 'menu-printing' },
    { to: '/exports', text: 'Export/Import', icon: 'exchange', scope: Scope.exportImport, testId: 'menu-exports' },
    {
      to: '/product_diffs',
      text: 'Nesrovnalosti',
      icon: 'diagnosis',
      scope: Scope.discrepancies,
      testId: 'menu-product-diffs',
    },
  ]);
  const tools: MenuItem[] = toolLinks.length
    ? [{ text: 'Další nástroje', icon: 'wrench', subLinks: toolLinks, testId: 'menu-group-tools' }]
    : [];

  const outside = keep([
    { to: '/movementLog', text: 'Log pohybů', icon: 'history', scope: Scope.movementLog, testId: 'menu-movement-log' },
    { to: '/settings', text: 'Nastavení', icon: 'cog', scope: Scope.settings, testId: 'menu-settings' },
    {
      to: '/superadmin',
      text: 'E-shopy organizací',
      icon: 'office',
      when: ctx.isSuperadmin === true,
      testId: 'menu-superadmin',
    },
  ]);

  return [...main, ...batches, ...tools, ...outside];
}
