import { Scope } from '../../src/domain/permissions/scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';

/** R-PERM-05 on the server: the shopping lists are for whoever may stock in from a list (sklad.naskladneni_ao). */
export const canReceive = (session: Session): boolean => isScopePermitted(session.role, Scope.stockInFromList);
