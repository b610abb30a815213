import { READ_LAYOUT_SCOPES, REORGANISE_SCOPES, VIEW_STOCK_SCOPES } from '../../src/domain/layout/layout-scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';

// Who may do what with the layout: the same rule (isScopePermitted) as the app's guard.

const anyOf = (scopes: readonly string[]) => (s: Session) => scopes.some((scope) => isScopePermitted(s.role, scope));

/** Changing the layout is warehouse reorganisation. */
export const canReorganise = anyOf(REORGANISE_SCOPES);

/** Every screen that names a location reads the layout. */
export const canReadLayout = anyOf(READ_LAYOUT_SCOPES);

export const canViewStock = anyOf(VIEW_STOCK_SCOPES);
