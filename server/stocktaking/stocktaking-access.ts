import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { Scope } from '../../src/domain/permissions/scopes';
import type { Session } from '../session';

/** Every stock-taking call, counting and committing alike, needs sklad.inventura (SPEC 2.1). */
export const canStocktake = (s: Session): boolean => isScopePermitted(s.role, Scope.stocktaking);
