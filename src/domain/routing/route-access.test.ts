import { describe, expect, it } from 'vitest';
import type { RolePermissions } from '../permissions/role-permissions';
import { ALL_SCOPES, BATCH_ADDON_ID, Scope } from '../permissions/scopes';
import { SCREENS as ROUTES } from '../../ui/routes/screen-table';
import * as access from './route-access';
import type { AccessContext } from './route-access';
import { role } from '../permissions/testing/roles';

// The rules over the app's own route table, the one its screens are registered in.
const matchRoute = (url: string) => access.matchRoute(ROUTES, url);
const routeAccess = (url: string, ctx: AccessContext) => access.routeAccess(ROUTES, url, ctx);
const titleOf = (url: string) => access.titleOf(ROUTES, url);

const only = (...scopes: string[]): RolePermissions =>
  role({ allowed_scopes: scopes, forbidden_scopes: ALL_SCOPES.filter((s) => !scopes.includes(s)) });
const ctx = (r: RolePermissions, addons: number[] = [BATCH_ADDON_ID]): AccessContext => ({
  role: r,
  activeAddonIds: addons,
});

const EXPECTED: Array<[string, string | null]> = [
  ['/', Scope.movementLog],
  ['/movementLog', Scope.movementLog],
  ['/exports', Scope.exportImport],
  ['/inventory/overview', Scope.stockOverview],
  ['/inventory/layout', Scope.reorganisation],
  ['/products/add-ao', Scope.stockInFromList],
  ['/products/add-ao/12', Scope.stockInFromList],
  ['/locations/chaos_change', Scope.locationChange],
  ['/locations/chaos_change/queue', Scope.locationChange],
  ['/locations/relocation_rules', Scope.relocationRules],
  ['/stocktaking', Scope.stocktaking],
  ['/stocktaking/detail/5', Scope.stocktaking],
  ['/documents/receipt', Scope.documents],
  ['/documents/detail/3', Scope.documents],
  ['/eans', Scope.multiEan],
  ['/batches', Scope.batches],
  ['/batchInit', Scope.batches],
  ['/printing', Scope.printing],
  ['/settings', Scope.settings],
  ['/product_diffs', Scope.discrepancies],
  ['/login', null],
  ['/offline', null],
  ['/unauthorized', null],
  ['/appLoading?nextUrl=%2F', null],
];

describe('route permissions', () => {
  it('R-PERM-06 /superadmin is open to provider staff only, whatever their role allows', () => {
    expect(routeAccess('/superadmin', { ...ctx(role()), isSuperadmin: true })).toBe('allowed');
    expect(routeAccess('/superadmin', { ...ctx(only()), isSuperadmin: true })).toBe('allowed');
    expect(routeAccess('/superadmin', ctx(role()))).toBe('unauthorized');
    expect(routeAccess('/superadmin', { ...ctx(role()), isSuperadmin: false })).toBe('unauthorized');
    expect(titleOf('/superadmin')).toBe('E-shopy organizací');
  });

  it('R-ROUTE-01 each route requires exactly its listed permission; routes without one are open', () => {
    for (const [path, scope] of EXPECTED) {
      if (scope === null) {
        expect(routeAccess(path, ctx(only())), path).toBe('allowed');
        continue;
      }
      expect(routeAccess(path, ctx(only(scope))), `${path} with ${scope}`).toBe('allowed');
      const others = ALL_SCOPES.filter((s) => s !== scope);
      expect(routeAccess(path, ctx(only(...others))), `${path} without ${scope}`).toBe('unauthorized');
    }
  });

  it('R-ROUTE-01 every route of the table is covered, in SPEC order of matching', () => {
    expect(ROUTES.map((r) => r.name)).toContain('productsAo');
    expect(matchRoute('/products/add-ao')?.route.name).toBe('productsAo');
    expect(matchRoute('/documents/detail/1')?.route.name).toBe('documentDetail');
    expect(matchRoute('/inventory')?.route.name).toBe('inventory');
  });

  it('R-ROUTE-02 actionType maps to its own permission; any other actionType is denied', () => {
    const map: Record<string, string> = {
      add: Scope.stockIn,
      remove: Scope.stockOut,
      no_sync_add: Scope.stockInReturns,
      no_sync_remove: Scope.stockOutReturns,
      location_check: Scope.locationCheck,
      location_change: Scope.locationChange,
    };
    for (const [type, scope] of Object.entries(map)) {
      expect(routeAccess(`/products/${type}`, ctx(only(scope))), type).toBe('allowed');
      expect(routeAccess(`/products/${type}`, ctx(only(...ALL_SCOPES.filter((s) => s !== scope)))), type).toBe(
        'unauthorized',
      );
    }
    expect(routeAccess('/products/steal', ctx(role()))).toBe('unauthorized');
    expect(routeAccess('/products/constructor', ctx(role()))).toBe('unauthorized');
    expect(titleOf('/products/remove')).toBe('Vyskladnění');
  });

  it('R-ROUTE-03 documents type must be receipt or issue, anything else is notFound', () => {
    expect(routeAccess('/documents/receipt', ctx(role()))).toBe('allowed');
    expect(routeAccess('/documents/issue', ctx(role()))).toBe('allowed');
    expect(routeAccess('/documents/invoice', ctx(role()))).toBe('notFound');
    expect(titleOf('/documents/issue')).toBe('Výdejky');
  });

  it('R-ROUTE-04 batch routes need sklad.sarze and add-on 6 active', () => {
    for (const path of ['/batches', '/batchInit']) {
      expect(routeAccess(path, ctx(role(), [BATCH_ADDON_ID]))).toBe('allowed');
      expect(routeAccess(path, ctx(role(), [7]))).toBe('unauthorized');
      expect(routeAccess(path, ctx(only(Scope.stockIn), [BATCH_ADDON_ID]))).toBe('unauthorized');
    }
  });

  it('R-ROUTE-05 an unknown path is notFound', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(routeAccess('/nope/deeper', ctx(role()))).toBe('notFound');
    expect(routeAccess('/batches/extra', ctx(role()))).toBe('notFound');
    expect(titleOf('/nope')).toBe('Stránka nenalezena');
  });

  it('R-PERM-01 a forbidden scope is refused unless allowed; no forbidden list allows all', () => {
    expect(routeAccess('/exports', ctx(role({ forbidden_scopes: null })))).toBe('allowed');
    expect(routeAccess('/exports', ctx(role({ forbidden_scopes: [Scope.exportImport] })))).toBe('unauthorized');
    expect(
      routeAccess(
        '/exports',
        ctx(role({ forbidden_scopes: [Scope.exportImport], allowed_scopes: [Scope.exportImport] })),
      ),
    ).toBe('allowed');
  });

  it('R-PERM-02 the app must be in allowed_apps (empty allows all) for every guarded route', () => {
    expect(routeAccess('/movementLog', ctx(role({ settings_fe: { allowed_apps: ['balic'] } })))).toBe('unauthorized');
    expect(routeAccess('/movementLog', ctx(role({ settings_fe: { allowed_apps: ['balic', 'sklad'] } })))).toBe(
      'allowed',
    );
    expect(routeAccess('/unauthorized', ctx(role({ settings_fe: { allowed_apps: ['balic'] } })))).toBe('allowed');
  });

  it('R-PERM-03 a blacklisted URL goes to unauthorized even when the scope is held', () => {
    const r = role({ blacklist_urls: ['/printing'] });
    expect(routeAccess('/printing', ctx(r))).toBe('unauthorized');
    expect(routeAccess('/printing?x=1', ctx(r))).toBe('unauthorized');
    expect(routeAccess('/settings', ctx(r))).toBe('allowed');
  });

  it('R-PERM-05 add-on 6 gates the batch routes, the auto-order route stays scope-only', () => {
    expect(routeAccess('/batches', ctx(role(), []))).toBe('unauthorized');
    expect(routeAccess('/products/add-ao', ctx(role(), []))).toBe('allowed');
  });
});
