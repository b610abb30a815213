import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WarehouseMenuEntry } from '../../domain/menu/warehouse-menu';
import { BATCH_ADDON_ID, Scope } from '../../domain/permissions/scopes';
import {
  ACTION_TYPE_SCOPES,
  ACTION_TYPE_TITLES,
  DOCUMENT_TYPE_TITLES,
  OPEN,
  scopeNeed,
  type ActionType,
  type RouteDef,
} from '../../domain/routing/route-table';

/**
 * A lazily loaded chunk: a module that default-exports the screen's component. Route parameters come from
 * wouter's useParams() (actionType, type, id, shoplist, mode).
 */
export type Screen = LazyExoticComponent<ComponentType>;

/**
 * One row per route of SPEC 2.1: the route (name, path, Czech title, what it needs), the screen drawn there and
 * its side-menu entries (SPEC 2.3). The router (AppRoutes), the guard, the page title and the side menu all
 * read this table, so a screen is registered here and nowhere else.
 */
export interface ScreenRow extends RouteDef {
  /** None: drawn outside the shell (login, offline, appLoading) or by the router itself (a redirect). */
  screen?: Screen;
  /** Its entries of the warehouse menu; `order` places each in its group (SPEC 2.3's order, not this table's). */
  menu?: readonly WarehouseMenuEntry[];
}

/** A /products/:actionType entry: its text and permission are the stock operation's. */
const operation = (
  action: ActionType,
  entry: Omit<WarehouseMenuEntry, 'group' | 'to' | 'text' | 'scope'>,
): WarehouseMenuEntry => ({
  group: 'main',
  to: `/products/${action}`,
  text: ACTION_TYPE_TITLES[action],
  scope: ACTION_TYPE_SCOPES[action],
  ...entry,
});

/**
 * A route with one menu entry that leads to it under the route's own title and permission: `to` is the path
 * without its optional parameter, `text` the title, `scope` the route's scope (each may be given instead).
 */
function listed(
  row: ScreenRow,
  entry: Omit<WarehouseMenuEntry, 'to' | 'text'> & Partial<Pick<WarehouseMenuEntry, 'to' | 'text'>>,
): ScreenRow {
  const scope = row.need.kind === 'scope' ? row.need.scope : undefined;
  return {
    ...row,
    menu: [{ to: row.path.replace(/\/:[a-zA-Z]+\?$/, ''), text: row.title, ...(scope ? { scope } : {}), ...entry }],
  };
}

const movementLogScreen = lazy(() => import('../movement-log/movement-log.screen'));

/** In match order: the first pattern that fits wins (add-ao before :actionType, detail before :type). */
export const SCREENS: readonly ScreenRow[] = [
  { name: 'home', path: '/', title: 'Pohyby skladu', need: scopeNeed(Scope.movementLog), screen: movementLogScreen },
  { name: 'login', path: '/login', title: 'Přihlášení', need: OPEN },
  { name: 'setPassword', path: '/nastavit-heslo', title: 'Nastavení hesla', need: OPEN },
  listed(
    {
      name: 'movementLog',
      path: '/movementLog',
      title: 'Log pohybů',
      need: scopeNeed(Scope.movementLog),
      screen: movementLogScreen,
    },
    { group: 'last', order: 10, icon: 'history', testId: 'menu-movement-log' },
  ),
  listed(
    {
      name: 'exports',
      path: '/exports',
      title: 'Export/Import',
      need: scopeNeed(Scope.exportImport),
      screen: lazy(() => import('../exports/exports.screen')),
    },
    { group: 'tools', order: 70, icon: 'exchange', testId: 'menu-exports' },
  ),
  // Redirected to the overview by the router.
  { name: 'inventory', path: '/inventory', title: 'Sklad', need: OPEN },
  listed(
    {
      name: 'inventoryOverview',
      path: '/inventory/overview',
      title: 'Náhled na sklad',
      need: scopeNeed(Scope.stockOverview),
      screen: lazy(() => import('../stock-overview/stock-overview.screen')),
    },
    { group: 'tools', order: 20, icon: 'eye-open', testId: 'menu-overview' },
  ),
  listed(
    {
      name: 'inventoryLayout',
      path: '/inventory/layout',
      title: 'Reorganizace skladu',
      need: scopeNeed(Scope.reorganisation),
      screen: lazy(() => import('../layout/layout.screen')),
    },
    { group: 'tools', order: 30, icon: 'grid-view', testId: 'menu-layout' },
  ),
  listed(
    {
      name: 'productsAo',
      path: '/products/add-ao/:shoplist?',
      title: 'Naskladnění ze seznamu',
      need: scopeNeed(Scope.stockInFromList),
      screen: lazy(() => import('../receiving/receiving.screen')),
    },
    {
      group: 'main',
      order: 40,
      icon: 'th-list',
      shownWhen: 'autoOrderModule',
      activeOnSubpaths: true,
      testId: 'menu-stock-in-ao',
    },
  ),
  {
    name: 'products',
    path: '/products/:actionType',
    title: 'Produkty',
    need: { kind: 'actionType' },
    screen: lazy(() => import('../stock-movements/product-action.screen')),
    menu: [
      operation('add', { order: 30, icon: 'add', testId: 'menu-stock-in' }),
      operation('remove', { order: 50, icon: 'remove', testId: 'menu-stock-out' }),
      operation('no_sync_add', {
        order: 60,
        icon: 'undo',
        shownWhen: 'chaosWithoutPublicApi',
        testId: 'menu-returns-in',
      }),
      operation('no_sync_remove', {
        order: 70,
        icon: 'redo',
        shownWhen: 'chaosWithoutPublicApi',
        testId: 'menu-returns-out',
      }),
      operation('location_change', {
        order: 80,
        icon: 'swap-horizontal',
        shownWhen: 'notChaos',
        testId: 'menu-location-change',
      }),
      operation('location_check', { order: 100, icon: 'locate', testId: 'menu-location-check' }),
    ],
  },
  // The entry needs the route's sklad.zmena_pozic: a link straight to /unauthorized helps nobody.
  listed(
    {
      name: 'chaosLocations',
      path: '/locations/chaos_change/:mode?',
      title: 'Změna pozice (chaos)',
      need: scopeNeed(Scope.locationChange),
      screen: lazy(() => import('../relocation/chaos-queue.screen')),
    },
    {
      group: 'main',
      order: 90,
      icon: 'random',
      shownWhen: 'notBasic',
      activeOnSubpaths: true,
      relocationBadge: true,
      testId: 'menu-chaos-change',
    },
  ),
  listed(
    {
      name: 'relocationRules',
      path: '/locations/relocation_rules',
      title: 'Pravidla pro přesun',
      need: scopeNeed(Scope.relocationRules),
      screen: lazy(() => import('../relocation/relocation-rules.screen')),
    },
    { group: 'tools', order: 40, icon: 'flow-branch', shownWhen: 'notBasic', testId: 'menu-relocation-rules' },
  ),
  listed(
    {
      name: 'stocktaking',
      path: '/stocktaking',
      title: 'Inventura',
      need: scopeNeed(Scope.stocktaking),
      screen: lazy(() => import('../stocktaking/stocktaking-list.screen')),
    },
    { group: 'tools', order: 10, icon: 'clipboard', activeOnSubpaths: true, testId: 'menu-stocktaking' },
  ),
  {
    name: 'stockTakingsDetail',
    path: '/stocktaking/detail/:id',
    title: 'Detail inventury',
    need: scopeNeed(Scope.stocktaking),
    screen: lazy(() => import('../stocktaking/stocktaking-count.screen')),
  },
  {
    name: 'documentDetail',
    path: '/documents/detail/:id',
    title: 'Detail dokladu',
    need: scopeNeed(Scope.documents),
    screen: lazy(() => import('../documents/document-detail.screen')),
  },
  {
    name: 'documents',
    path: '/documents/:type',
    title: 'Doklady',
    need: { kind: 'documentType' },
    screen: lazy(() => import('../documents/document-list.screen')),
    menu: [
      {
        group: 'main',
        order: 10,
        to: '/documents/receipt',
        text: DOCUMENT_TYPE_TITLES.receipt,
        icon: 'import',
        scope: Scope.receipts,
        testId: 'menu-receipts',
      },
      {
        group: 'main',
        order: 20,
        to: '/documents/issue',
        text: DOCUMENT_TYPE_TITLES.issue,
        icon: 'export',
        scope: Scope.issues,
        testId: 'menu-issues',
      },
    ],
  },
  listed(
    {
      name: 'eanSettings',
      path: '/eans',
      title: 'Multi-EANy a krabice',
      need: scopeNeed(Scope.multiEan),
      screen: lazy(() => import('../multiean/eans.screen')),
    },
    { group: 'tools', order: 50, icon: 'barcode', testId: 'menu-eans' },
  ),
  {
    name: 'batchSettings',
    path: '/batches',
    title: 'Šarže',
    need: scopeNeed(Scope.batches, BATCH_ADDON_ID),
    screen: lazy(() => import('../batches/batches.screen')),
    // The Šarže group itself checks sklad.sarze and the add-on (R-MENU-06).
    menu: [
      { group: 'batches', order: 10, to: '/batches', text: 'Přehled šarží', icon: 'layers', testId: 'menu-batches' },
    ],
  },
  listed(
    {
      name: 'batchInit',
      path: '/batchInit',
      title: 'Inicializace šarží',
      need: scopeNeed(Scope.batches, BATCH_ADDON_ID),
      screen: lazy(() => import('../batches/batch-init.screen')),
    },
    { group: 'batches', order: 20, icon: 'new-layers', scope: Scope.convertToBatch, testId: 'menu-batch-init' },
  ),
  listed(
    {
      name: 'printing',
      path: '/printing',
      title: 'Tisk štítků',
      need: scopeNeed(Scope.printing),
      screen: lazy(() => import('../printing/printing.screen')),
    },
    { group: 'tools', order: 60, icon: 'print', testId: 'menu-printing' },
  ),
  listed(
    {
      name: 'settings',
      path: '/settings',
      title: 'Nastavení',
      need: scopeNeed(Scope.settings),
      screen: lazy(() => import('../settings/settings.screen')),
    },
    { group: 'last', order: 20, icon: 'cog', testId: 'menu-settings' },
  ),
  listed(
    {
      name: 'productDiffs',
      path: '/product_diffs',
      title: 'Nesrovnalosti',
      need: scopeNeed(Scope.discrepancies),
      screen: lazy(() => import('../discrepancies/product-diffs.screen')),
    },
    { group: 'tools', order: 80, icon: 'diagnosis', testId: 'menu-product-diffs' },
  ),
  listed(
    {
      name: 'superadmin',
      path: '/superadmin',
      title: 'E-shopy organizací',
      need: { kind: 'superadmin' },
      screen: lazy(() => import('../superadmin/org-eshops.screen')),
    },
    { group: 'last', order: 30, icon: 'office', shownWhen: 'superadmin', testId: 'menu-superadmin' },
  ),
  // new:area: screens above this line
  { name: 'offline', path: '/offline', title: 'Jste offline', need: OPEN },
  {
    name: 'unauthorized',
    path: '/unauthorized',
    title: 'Nedostatečná oprávnění',
    need: OPEN,
    screen: lazy(() => import('../pages/unauthorized.page')),
  },
  { name: 'appLoading', path: '/appLoading', title: 'Načítání', need: OPEN },
];

/** Every entry of the warehouse menu, read by the side menu. */
export const MENU_ENTRIES: readonly WarehouseMenuEntry[] = SCREENS.flatMap((row) => row.menu ?? []);

/** Drawn where no route fits (R-ROUTE-05). */
export const NotFoundScreen: Screen = lazy(() => import('../pages/not-found.page'));
