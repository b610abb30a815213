import { MENU_HIDE_BREAKPOINT_PX, MENU_PERMANENT_FROM_PX, MENU_WIDTH_PX } from './menu-constants';

// SPEC 4 "Side menu": open/closed, hide mode on narrow windows, drawer kind and width.

export interface MenuState {
  closed: boolean;
  hideMode: boolean;
}

/** Open unless the stored sideMenuClosed equals 'true' (R-MENU-15). */
export function initialMenuState(stored: string | null, windowWidth: number): MenuState {
  const state = { closed: stored === 'true', hideMode: false };
  return resized(state, windowWidth);
}

export function toggled(state: MenuState): MenuState {
  return { ...state, closed: !state.closed };
}

/** R-MENU-16: crossing 820 px enters hide mode (closing) or leaves it (opening). */
export function resized(state: MenuState, windowWidth: number): MenuState {
  if (windowWidth < MENU_HIDE_BREAKPOINT_PX && !state.hideMode) return { closed: true, hideMode: true };
  if (windowWidth > MENU_HIDE_BREAKPOINT_PX && state.hideMode) return { closed: false, hideMode: false };
  return state;
}

export type DrawerKind = 'permanent' | 'temporary';

/** R-MENU-17: permanent on wide screens, a temporary overlay on medium and narrower. */
export function drawerKind(windowWidth: number): DrawerKind {
  return windowWidth >= MENU_PERMANENT_FROM_PX ? 'permanent' : 'temporary';
}

/** R-MENU-17: the layout's menu width. */
export function menuWidth(closed: boolean): string {
  return closed ? '0' : `${MENU_WIDTH_PX}px`;
}
