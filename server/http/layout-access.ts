import { Scope } from '../../src/domain/permissions/scopes';
import { requireScope } from './session.middleware';

/** Changing the layout is warehouse reorganisation. */
export const canReorganise = requireScope(Scope.reorganisation);

/**
 * Reading the layout is needed by every screen that names a location: the reorganisation, the
 * overview, and each scanning screen (location pickers, stock-taking, label printing).
 */
export const canReadLayout = requireScope(
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
);

export const canViewStock = requireScope(Scope.stockOverview);
