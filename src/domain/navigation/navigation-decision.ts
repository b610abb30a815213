import { matchRoute, routeAccess, type AccessContext } from '../routing/route-access';
import type { RouteDef } from '../routing/route-table';
import { pathOnly } from '../routing/path-pattern';

// SPEC 4 "Navigation guard, in this order": one pure decision per wanted address.

export interface NavigationState {
  online: boolean;
  signedIn: boolean;
  /** null while the configuration is not loaded. */
  access: AccessContext | null;
  /** A screen flagged unsaved changes (the prevent-leave service is enabled). */
  unsavedChanges: boolean;
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Show the leave dialog; navigate only if the user agrees. */
  | { kind: 'confirmLeave' };

export const OFFLINE_PATH = '/offline';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const LOGIN_PATH = '/login';
export const APP_LOADING_PATH = '/appLoading';

/** `routes`: the app's route table, in match order. */
export function decideNavigation(routes: readonly RouteDef[], to: string, state: NavigationState): NavigationDecision {
  const name = matchRoute(routes, to)?.route.name;
  // 1. Offline → /offline, except to login or appLoading (R-NAV-01).
  if (!state.online && name !== 'login' && name !== 'appLoading' && name !== 'offline')
    return { kind: 'redirect', to: OFFLINE_PATH };
  // The sign-in and the one-time set-password page (a catalogue install's link) need no sign-in.
  if (name === 'login' || name === 'setPassword' || name === 'offline') return leaveCheck(state);
  // A signed-in user is required (R-PERM-04); /appLoading sends a signed-out user to /login itself.
  if (!state.signedIn && name !== 'appLoading' && name !== 'unauthorized')
    return { kind: 'redirect', to: withNextUrl(LOGIN_PATH, to) };
  // 2. Config not loaded → /appLoading?nextUrl= (R-NAV-02).
  if (!state.access && name !== 'appLoading') return { kind: 'redirect', to: withNextUrl(APP_LOADING_PATH, to) };
  // 3. The unauthorized route is always allowed (R-NAV-03).
  if (name === 'unauthorized' || name === 'appLoading' || !state.access) return leaveCheck(state);
  // 4. Permission check (R-NAV-04); unknown paths are let through to show notFound.
  if (routeAccess(routes, to, state.access) === 'unauthorized') return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  // 5. Unsaved changes (R-NAV-05).
  return leaveCheck(state);
}

function leaveCheck(state: NavigationState): NavigationDecision {
  return state.unsavedChanges ? { kind: 'confirmLeave' } : { kind: 'allow' };
}

export function withNextUrl(path: string, next: string): string {
  return `${path}?nextUrl=${encodeURIComponent(next)}`;
}

/** The same address, ignoring a trailing slash, query and hash: navigating there is no leave. */
export function isSameAddress(a: string, b: string): boolean {
  const norm = (s: string) => pathOnly(s).replace(/\/+$/, '') || '/';
  return norm(a) === norm(b);
}
