// SPEC 9: side menu geometry (R-CONST-01, R-MENU-16/17).
export const MENU_WIDTH_PX = 285;
/** Below this window width the menu enters hide mode and closes. */
export const MENU_HIDE_BREAKPOINT_PX = 820;
/** From this width up (lg) the drawer is permanent; below it is a temporary overlay. */
export const MENU_PERMANENT_FROM_PX = 1280;
export const SIDE_MENU_CLOSED_KEY = 'sideMenuClosed';
