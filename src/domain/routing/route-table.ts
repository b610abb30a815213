import type { ScopeName } from '../permissions/scopes';
import {
  isScreenOperation,
  SCREEN_OPERATIONS,
  STOCK_OPERATIONS,
  type ScreenOperation,
} from '../stock/stock-operations';

// SPEC 2.1/2.2: what a route is, what it may require, and the parameters some routes check.

/** SPEC 2.2: the permission of each /products/:actionType, from the one table of stock operations. */
export const ACTION_TYPE_SCOPES = Object.fromEntries(
  SCREEN_OPERATIONS.map((op) => [op, STOCK_OPERATIONS[op].scope]),
) as { readonly [A in ScreenOperation]: (typeof STOCK_OPERATIONS)[A]['scope'] };
export type ActionType = ScreenOperation;

export const ACTION_TYPE_TITLES = Object.fromEntries(
  SCREEN_OPERATIONS.map((op) => [op, STOCK_OPERATIONS[op].title]),
) as Record<ActionType, string>;

/** SPEC 2.2: /documents/:type accepts only these. */
export const DOCUMENT_TYPES = ['receipt', 'issue'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_TITLES: Record<DocumentType, string> = { receipt: 'Příjemky', issue: 'Výdejky' };

export const isActionType = isScreenOperation;
export function isDocumentType(value: string | undefined): value is DocumentType {
  return (DOCUMENT_TYPES as readonly (string | undefined)[]).includes(value);
}

/** What a route needs: nothing, a scope (with an add-on), a scope chosen by its parameters. */
export type RouteNeed =
  | { kind: 'open' }
  | { kind: 'scope'; scope: ScopeName; addonId?: number }
  | { kind: 'actionType' }
  | { kind: 'documentType' }
  /** SPEC 6: only provider staff (is_superadmin), whatever their role says. */
  | { kind: 'superadmin' };

/** A route's name: how the guard and the titles refer to it (the fixed routes below are known by name). */
export type RouteName = string;

/** One route of SPEC 2.1. The app's routes are registered with their screens in src/ui/routes/screen-table.ts. */
export interface RouteDef {
  name: RouteName;
  /** A wouter pattern; the table's order is the match order (the first pattern that fits wins). */
  path: string;
  title: string;
  need: RouteNeed;
}

/** What a route needs when that is a scope (and an add-on). */
export const scopeNeed = (s: ScopeName, addonId?: number): RouteNeed =>
  addonId === undefined ? { kind: 'scope', scope: s } : { kind: 'scope', scope: s, addonId };
export const OPEN: RouteNeed = { kind: 'open' };

/** Routes reachable without being signed in, and never subject to role checks. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set([
  'login',
  'setPassword',
  'offline',
  'unauthorized',
  'appLoading',
]);
