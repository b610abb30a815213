import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { Scope } from '../../src/domain/permissions/scopes';
import { SCANNING_SCOPES, STOCK_REPORT_SCOPES } from '../../src/api/stock.schema';
import { STOCK_OPERATIONS, type StockOperationName } from '../../src/domain/stock/stock-operations';
import type { Session } from '../session';

// Who may change or read stock: each decision named once, from the one table of stock operations
// and the same rule (isScopePermitted) as the app's guard. A request decides each policy once.

const may = (s: Session, scope: string) => isScopePermitted(s.role, scope);
export const mayDo = (s: Session, operation: StockOperationName) => may(s, STOCK_OPERATIONS[operation].scope);
const anyOf = (scopes: readonly string[]) => (s: Session) => scopes.some((scope) => may(s, scope));

/**
 * POST /inventory/: the synchronised stock-in needs sklad.naskladneni; the no-sync add
 * (returns/positions) is also permitted by its own scope.
 */
export const canStockIn = (s: Session, shoptetSync: boolean) =>
  mayDo(s, 'add') || (!shoptetSync && mayDo(s, 'no_sync_add'));

/** POST /inventory/vratky: returns and positions, never synchronised. */
export const canStockInReturns = (s: Session) => mayDo(s, 'no_sync_add');

/** POST /inventory/ao/ (the e-shop's auto-order module is checked apart: it is not the user's permission). */
export const canStockInFromList = (s: Session) => mayDo(s, 'add_from_list');

export const canStockOut = (s: Session, returns: boolean) => mayDo(s, returns ? 'no_sync_remove' : 'remove');

/** PUT /inventory/: a location check or a location change, each by its own scope. */
export const canCheckOrChangeLocation = (s: Session, action: 'location_check' | 'location_change') => mayDo(s, action);

export const canRelocate = (s: Session) => mayDo(s, 'relocation');

export const canClearOrphans = (s: Session) => mayDo(s, 'orphan_removal');
export const canClearSets = (s: Session) => mayDo(s, 'set_removal');

export const canSearchProducts = anyOf(SCANNING_SCOPES);
export const canReadStockReports = anyOf(STOCK_REPORT_SCOPES);
export const canReadDuplicateEans = anyOf([...STOCK_REPORT_SCOPES, Scope.multiEan]);
export const canReadLog = (s: Session) => may(s, Scope.movementLog);
export const canManageMultiEan = (s: Session) => may(s, Scope.multiEan);
