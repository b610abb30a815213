import {
  isAppAllowed,
  isScopePermitted,
  isUrlBlacklisted,
  type RolePermissions,
} from '../permissions/role-permissions';
import { WAREHOUSE_APP, type ScopeName } from '../permissions/scopes';
import { matchPath, pathOnly, type RouteParams } from './path-pattern';
import {
  ACTION_TYPE_SCOPES,
  ACTION_TYPE_TITLES,
  DOCUMENT_TYPE_TITLES,
  PUBLIC_ROUTES,
  isActionType,
  isDocumentType,
  type RouteDef,
} from './route-table';

export interface RouteMatch<R extends RouteDef = RouteDef> {
  route: R;
  params: RouteParams;
}

/** The first route of SPEC 2.1 whose pattern fits, or null for notFound (R-ROUTE-05). */
export function matchRoute<R extends RouteDef>(routes: readonly R[], url: string): RouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPath(route.path, url);
    if (params) return { route, params };
  }
  return null;
}

/** Who may enter: the user's role and the organisation's active add-ons. */
export interface AccessContext {
  role: RolePermissions;
  activeAddonIds: readonly number[];
  app?: string;
  /** SPEC 6: provider staff, who may list the e-shops of organisations. */
  isSuperadmin?: boolean;
}

export type RouteAccess = 'allowed' | 'unauthorized' | 'notFound';

/** A route's concrete requirement once its parameters are known (SPEC 2.2). */
export type Requirement =
  | { kind: 'open' }
  | { kind: 'scope'; scope: ScopeName; addonId?: number }
  | { kind: 'superadmin' }
  | { kind: 'denied' }
  | { kind: 'notFound' };

export function requirementOf(match: RouteMatch | null): Requirement {
  if (!match) return { kind: 'notFound' };
  const need = match.route.need;
  switch (need.kind) {
    case 'open':
    case 'scope':
    case 'superadmin':
      return need;
    case 'actionType': {
      const type = match.params.actionType;
      return isActionType(type) ? { kind: 'scope', scope: ACTION_TYPE_SCOPES[type] } : { kind: 'denied' };
    }
    case 'documentType':
      return isDocumentType(match.params.type) ? { kind: 'scope', scope: 'sklad.documents' } : { kind: 'notFound' };
  }
}

/**
 * SPEC 2.2 + 6 for one address: public routes always; then the app must be allowed and the
 * URL not blacklisted; then the route's scope (R-PERM-01) and add-on (R-ROUTE-04).
 */
export function routeAccess(routes: readonly RouteDef[], url: string, ctx: AccessContext): RouteAccess {
  const match = matchRoute(routes, url);
  if (match && PUBLIC_ROUTES.has(match.route.name)) return 'allowed';
  if (!isAppAllowed(ctx.role, ctx.app ?? WAREHOUSE_APP) || isUrlBlacklisted(ctx.role, pathOnly(url)))
    return 'unauthorized';
  const req = requirementOf(match);
  switch (req.kind) {
    case 'notFound':
      return 'notFound';
    case 'open':
      return 'allowed';
    case 'denied':
      return 'unauthorized';
    case 'superadmin':
      return ctx.isSuperadmin ? 'allowed' : 'unauthorized';
    case 'scope':
      if (!isScopePermitted(ctx.role, req.scope)) return 'unauthorized';
      if (req.addonId !== undefined && !ctx.activeAddonIds.includes(req.addonId)) return 'unauthorized';
      return 'allowed';
  }
}

/** The Czech page title of an address (the parameter's title where the route has one). */
export function titleOf(routes: readonly RouteDef[], url: string): string {
  const match = matchRoute(routes, url);
  if (!match) return 'Stránka nenalezena';
  if (match.route.name === 'products' && isActionType(match.params.actionType))
    return ACTION_TYPE_TITLES[match.params.actionType];
  if (match.route.name === 'documents' && isDocumentType(match.params.type))
    return DOCUMENT_TYPE_TITLES[match.params.type];
  return match.route.title;
}
