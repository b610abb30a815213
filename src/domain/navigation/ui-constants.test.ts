import { describe, expect, it } from 'vitest';
import { MENU_HIDE_BREAKPOINT_PX, MENU_WIDTH_PX, SIDE_MENU_CLOSED_KEY } from '../menu/menu-constants';
import * as C from './ui-constants';

describe('constants', () => {
  it('R-CONST-01 the SPEC 9 constants of the shell are used as listed', () => {
    expect(C.SNACKBAR_DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(C.STOCK_SWITCH_ERROR_TIMEOUT_MS).toBe(2000);
    expect(C.SWIPE_DISMISS_PX).toBe(50);
    expect(C.LOADING_INDICATOR_DELAY_MS).toBe(500);
    expect(C.ESHOP_STATUS_POLL_MS).toBe(5000);
    expect(C.DIALOG_WIDTH).toBe(500);
    expect(C.LEAVE_DIALOG_WIDTH_WITH_SAVE).toBe(800);
    expect(C.SELECT_MENU_MAX_HEIGHT_PX).toBe(310);
    expect(Object.values(C.BREAKPOINTS)).toEqual([600, 960, 1280, 1920, 2560]);
    expect(C.BUILD_DATE_EXAMPLE).toMatch(/^\d\d\.\d\d\.\d\d$/);
    expect(MENU_WIDTH_PX).toBe(285);
    expect(MENU_HIDE_BREAKPOINT_PX).toBe(820);
    expect(SIDE_MENU_CLOSED_KEY).toBe('sideMenuClosed');
  });
});
