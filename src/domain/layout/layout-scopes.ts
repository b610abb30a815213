import { Scope, type ScopeName } from '../permissions/scopes';

/** Changing the layout is warehouse reorganisation. */
export const REORGANISE_SCOPES: readonly ScopeName[] = [Scope.reorganisation];

/**
 * Reading the layout is needed by every screen that names a location: the reorganisation, the
 * overview, and each scanning screen (location pickers, stock-taking, label printing).
 */
export const READ_LAYOUT_SCOPES: readonly ScopeName[] = [
  Scope.reorganisation,
  Scope.stockOverview,
  Scope.stockIn,
  Scope.stockOut,
  Scope.stockInReturns,
  Scope.stockOutReturns,
  Scope.stockInFromList,
  Scope.locationCheck,
  Scope.locationChange,
  Scope.stocktaking,
  Scope.relocationRules,
  Scope.printing,
];

export const VIEW_STOCK_SCOPES: readonly ScopeName[] = [Scope.stockOverview];
