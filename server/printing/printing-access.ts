import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { Scope } from '../../src/domain/permissions/scopes';
import type { Session } from '../session';
import { PRINT_SCOPES } from '../../src/api/printing.schema';

/**
 * Printing labels is the printing screen's scope, and also each stock-in scope: stocking in with
 * printOnScan prints labels by itself (SPEC 4), for a worker who may not open the printing screen.
 */
export function canPrint(session: Session): boolean {
  return PRINT_SCOPES.some((scope) => isScopePermitted(session.role, scope));
}

/** Connecting a computer to the e-shop's printing is a setting of the warehouse. */
export function canConnectPrintAgent(session: Session): boolean {
  return isScopePermitted(session.role, Scope.settings);
}
