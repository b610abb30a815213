import { describe, expect, it } from 'vitest';
import { buildDateOf } from '../menu/build-info';
import { breakpointOf, tableLayoutAt } from './breakpoints';

// The other SPEC 9 constants are checked where they act: the snackbar's 5000 ms and 50 px
// (snackbar.store.test), the stock-switch error's 2000 ms (side-menu.view-model.test), the scan
// spinner's 500 ms (small-stores.test), the e-shop status poll (small-stores.test), dialog widths
// (dialog-stores.test, leave-dialog.test), the menu's 285 px and 820 px (menu-state.test), the select
// menu's 310 px (select-menu.view.test), the log's page size and timeout (log-paging.test,
// fetch-movement-log-api via the contracts), the scanner's rates and sizes (src/domain/scanner).
describe('constants', () => {
  it('R-CONST-01 the UI breakpoints fall at 600, 960, 1280, 1920 and 2560 px', () => {
    const at = (widths: number[]) => widths.map(breakpointOf);
    expect(at([0, 599, 600, 959, 960, 1279, 1280, 1919, 1920, 2559, 2560])).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
      'xxl',
    ]);
  });

  it('R-CONST-01 data tables are cards below the md breakpoint and tables from it', () => {
    expect([390, 959, 960, 1440].map(tableLayoutAt)).toEqual(['cards', 'cards', 'table', 'table']);
  });

  it('R-CONST-01 the build date reads dd.MM.yy, as 03.11.25', () => {
    expect(buildDateOf({ day: 3, month: 11, year: 2025 })).toBe('03.11.25');
    expect(buildDateOf({ day: 28, month: 2, year: 2031 })).toBe('28.02.31');
  });
});
