import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { Scope } from '../../src/domain/permissions/scopes';
import type { Session } from '../session';
import { mayPrintLabels } from '../../src/domain/printing/print-scopes';

/** The printing screen's scope or a stock-in scope (print-scopes.ts says why). */
export function canPrint(session: Session): boolean {
  return mayPrintLabels(session.role);
}

/** Connecting a computer to the e-shop's printing is a setting of the warehouse. */
export function canConnectPrintAgent(session: Session): boolean {
  return isScopePermitted(session.role, Scope.settings);
}
