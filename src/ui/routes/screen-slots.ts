import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../domain/routing/route-table';

/**
 * One lazily loaded chunk per screen: a module that default-exports the screen's component,
 * e.g. `movementLog: lazy(() => import('../movement-log/movement-log.screen'))`.
 * Route parameters come from wouter's useParams() (actionType, type, id, shoplist, mode).
 * Keyed by the route names of src/domain/routing/route-table.ts (path, permission, title): a route is
 * registered there and bound to its screen here, and AppRoutes mounts every route that has one.
 */
type Screen = LazyExoticComponent<ComponentType>;

export const screens = {
  home: lazy(() => import('../movement-log/movement-log.screen')),
  movementLog: lazy(() => import('../movement-log/movement-log.screen')),
  exports: lazy(() => import('../exports/exports.screen')),
  inventoryOverview: lazy(() => import('../stock-overview/stock-overview.screen')),
  inventoryLayout: lazy(() => import('../layout/layout.screen')),
  productsAo: lazy(() => import('../receiving/receiving.screen')),
  products: lazy(() => import('../stock-movements/product-action.screen')),
  chaosLocations: lazy(() => import('../relocation/chaos-queue.screen')),
  relocationRules: lazy(() => import('../relocation/relocation-rules.screen')),
  stocktaking: lazy(() => import('../stocktaking/stocktaking-list.screen')),
  stockTakingsDetail: lazy(() => import('../stocktaking/stocktaking-count.screen')),
  documents: lazy(() => import('../documents/document-list.screen')),
  documentDetail: lazy(() => import('../documents/document-detail.screen')),
  eanSettings: lazy(() => import('../multiean/eans.screen')),
  batchSettings: lazy(() => import('../batches/batches.screen')),
  batchInit: lazy(() => import('../batches/batch-init.screen')),
  printing: lazy(() => import('../printing/printing.screen')),
  settings: lazy(() => import('../settings/settings.screen')),
  productDiffs: lazy(() => import('../discrepancies/product-diffs.screen')),
  superadmin: lazy(() => import('../superadmin/org-eshops.screen')),
  unauthorized: lazy(() => import('../pages/unauthorized.page')),
  notFound: lazy(() => import('../pages/not-found.page')),
} satisfies Partial<Record<RouteName, Screen>> & { notFound: Screen };

/**
 * The camera scanner panel, mounted once by the shell, and only after a screen calls
 * ScannerSlotStore.open(), so nothing of the camera loads on the first screen.
 */
export const ScannerPanelSlot: Screen = lazy(() => import('../scanner/scanner-panel.slot'));
