import { BATCH_ADDON_ID, Scope, type ScopeName } from '../permissions/scopes';
import {
  isScreenOperation,
  SCREEN_OPERATIONS,
  STOCK_OPERATIONS,
  type ScreenOperation,
} from '../stock/stock-operations';

// SPEC 2.1: the routes, their Czech titles and what each requires.

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

export type RouteName =
  | 'home'
  | 'login'
  | 'setPassword'
  | 'movementLog'
  | 'exports'
  | 'inventory'
  | 'inventoryOverview'
  | 'inventoryLayout'
  | 'productsAo'
  | 'products'
  | 'chaosLocations'
  | 'relocationRules'
  | 'stocktaking'
  | 'stockTakingsDetail'
  | 'documentDetail'
  | 'documents'
  | 'eanSettings'
  | 'batchSettings'
  | 'batchInit'
  | 'printing'
  | 'settings'
  | 'productDiffs'
  | 'superadmin'
  | 'offline'
  | 'unauthorized'
  | 'appLoading';

export interface RouteDef {
  name: RouteName;
  path: string;
  title: string;
  need: RouteNeed;
}

const scope = (s: ScopeName, addonId?: number): RouteNeed =>
  addonId === undefined ? { kind: 'scope', scope: s } : { kind: 'scope', scope: s, addonId };
const OPEN: RouteNeed = { kind: 'open' };

/** In match order: the first pattern that fits wins (add-ao before :actionType, detail before :type). */
export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '/', title: 'Pohyby skladu', need: scope(Scope.movementLog) },
  { name: 'login', path: '/login', title: 'Přihlášení', need: OPEN },
  { name: 'setPassword', path: '/nastavit-heslo', title: 'Nastavení hesla', need: OPEN },
  { name: 'movementLog', path: '/movementLog', title: 'Log pohybů', need: scope(Scope.movementLog) },
  { name: 'exports', path: '/exports', title: 'Export/Import', need: scope(Scope.exportImport) },
  { name: 'inventory', path: '/inventory', title: 'Sklad', need: OPEN },
  {
    name: 'inventoryOverview',
    path: '/inventory/overview',
    title: 'Náhled na sklad',
    need: scope(Scope.stockOverview),
  },
  {
    name: 'inventoryLayout',
    path: '/inventory/layout',
    title: 'Reorganizace skladu',
    need: scope(Scope.reorganisation),
  },
  {
    name: 'productsAo',
    path: '/products/add-ao/:shoplist?',
    title: 'Naskladnění ze seznamu',
    need: scope(Scope.stockInFromList),
  },
  { name: 'products', path: '/products/:actionType', title: 'Produkty', need: { kind: 'actionType' } },
  {
    name: 'chaosLocations',
    path: '/locations/chaos_change/:mode?',
    title: 'Změna pozice (chaos)',
    need: scope(Scope.locationChange),
  },
  {
    name: 'relocationRules',
    path: '/locations/relocation_rules',
    title: 'Pravidla pro přesun',
    need: scope(Scope.relocationRules),
  },
  { name: 'stocktaking', path: '/stocktaking', title: 'Inventura', need: scope(Scope.stocktaking) },
  {
    name: 'stockTakingsDetail',
    path: '/stocktaking/detail/:id',
    title: 'Detail inventury',
    need: scope(Scope.stocktaking),
  },
  { name: 'documentDetail', path: '/documents/detail/:id', title: 'Detail dokladu', need: scope(Scope.documents) },
  { name: 'documents', path: '/documents/:type', title: 'Doklady', need: { kind: 'documentType' } },
  { name: 'eanSettings', path: '/eans', title: 'Multi-EANy a krabice', need: scope(Scope.multiEan) },
  { name: 'batchSettings', path: '/batches', title: 'Šarže', need: scope(Scope.batches, BATCH_ADDON_ID) },
  { name: 'batchInit', path: '/batchInit', title: 'Inicializace šarží', need: scope(Scope.batches, BATCH_ADDON_ID) },
  { name: 'printing', path: '/printing', title: 'Tisk štítků', need: scope(Scope.printing) },
  { name: 'settings', path: '/settings', title: 'Nastavení', need: scope(Scope.settings) },
  { name: 'productDiffs', path: '/product_diffs', title: 'Nesrovnalosti', need: scope(Scope.discrepancies) },
  { name: 'superadmin', path: '/superadmin', title: 'E-shopy organizací', need: { kind: 'superadmin' } },
  { name: 'offline', path: '/offline', title: 'Jste offline', need: OPEN },
  { name: 'unauthorized', path: '/unauthorized', title: 'Nedostatečná oprávnění', need: OPEN },
  { name: 'appLoading', path: '/appLoading', title: 'Načítání', need: OPEN },
];

/** Routes reachable without being signed in, and never subject to role checks. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set([
  'login',
  'setPassword',
  'offline',
  'unauthorized',
  'appLoading',
]);
