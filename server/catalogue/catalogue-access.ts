import { CATALOGUE_WRITE_SCOPES } from '../../src/api/catalogue.schema';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';

/** The e-shop integration writes the catalogue with an admin's settings or export/import permission. */
export const canWriteCatalogue = (s: Session) =>
  CATALOGUE_WRITE_SCOPES.some((scope) => isScopePermitted(s.role, scope));
