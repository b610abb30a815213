import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One lazily loaded chunk per screen. To plug a real screen in, change its one import line, e.g.
 *   movementLog: lazy(() => import('../movement-log/movement-log.view')),
 * The module must default-export the component (or map it: `.then((m) => ({ default: m.MovementLogView }))`).
 * Route parameters come from wouter's useParams() (actionType, type, id, shoplist, mode).
 */
type Screen = LazyExoticComponent<ComponentType>;

export const screens = {
  home: lazy(() => import('../movement-log/movement-log.screen')),
  movementLog: lazy(() => import('../movement-log/movement-log.screen')),
  exports: lazy(() => import('../pages/screens/exports.page')),
  inventoryOverview: lazy(() => import('../stock-overview/stock-overview.screen')),
  inventoryLayout: lazy(() => import('../layout/layout.screen')),
  productsAo: lazy(() => import('../pages/screens/products-ao.page')),
  products: lazy(() => import('../stock-movements/product-action.screen')),
  chaosLocations: lazy(() => import('../pages/screens/chaos-locations.page')),
  relocationRules: lazy(() => import('../pages/screens/relocation-rules.page')),
  stocktaking: lazy(() => import('../stocktaking/stocktaking-list.screen')),
  stockTakingsDetail: lazy(() => import('../stocktaking/stocktaking-count.screen')),
  documents: lazy(() => import('../pages/screens/documents.page')),
  documentDetail: lazy(() => import('../pages/screens/document-detail.page')),
  eanSettings: lazy(() => import('../pages/screens/ean-settings.page')),
  batchSettings: lazy(() => import('../pages/screens/batch-settings.page')),
  batchInit: lazy(() => import('../pages/screens/batch-init.page')),
  printing: lazy(() => import('../pages/screens/printing.page')),
  settings: lazy(() => import('../pages/screens/settings.page')),
  productDiffs: lazy(() => import('../pages/screens/product-diffs.page')),
  unauthorized: lazy(() => import('../pages/unauthorized.page')),
  notFound: lazy(() => import('../pages/not-found.page')),
} satisfies Record<string, Screen>;

/**
 * The camera scanner panel, mounted once by the shell, and only after something calls
 * ScannerSlotStore.activate() (ScannerSlotToken) — so nothing of the camera loads on the first screen.
 * The scanner's engineer points this line at a module default-exporting a component that renders
 * the panel (reading its view-model from the container).
 */
export const ScannerPanelSlot: Screen = lazy(() => import('../scanner/scanner-panel.slot'));
