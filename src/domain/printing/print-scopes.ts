import { isScopePermitted, type RolePermissions } from '../permissions/role-permissions';
import { Scope } from '../permissions/scopes';

/**
 * Printing labels is the printing screen's scope, and also each stock-in scope: stocking in with printOnScan
 * prints labels by itself (SPEC 4), for a worker who may not open the printing screen.
 */
export const PRINT_SCOPES = [Scope.printing, Scope.stockIn, Scope.stockInFromList, Scope.stockInReturns];

export function mayPrintLabels(role: RolePermissions): boolean {
  return PRINT_SCOPES.some((scope) => isScopePermitted(role, scope));
}
