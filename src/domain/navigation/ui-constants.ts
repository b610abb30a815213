// SPEC 9 constants of the global interface (R-CONST-01).

export const SNACKBAR_DEFAULT_TIMEOUT_MS = 5000;
export const STOCK_SWITCH_ERROR_TIMEOUT_MS = 2000;
/** A swipe must travel more than this to dismiss the snackbar. */
export const SWIPE_DISMISS_PX = 50;
/** The scan loading spinner shows only when a scan takes longer than this. */
export const LOADING_INDICATOR_DELAY_MS = 500;
export const ESHOP_STATUS_POLL_MS = 5000;
export const DIALOG_WIDTH = 500;
export const LEAVE_DIALOG_WIDTH_WITH_SAVE = 800;
/** A select menu (SelectMenu) scrolls within this height. */
export const SELECT_MENU_MAX_HEIGHT_PX = 310;
/** The UI library's breakpoints, the lowest width of each (below sm is xs). Data tables switch to mobile below md. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
