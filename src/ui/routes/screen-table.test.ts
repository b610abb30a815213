import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../domain/routing/route-access';
import { MENU_ENTRIES, SCREENS } from './screen-table';

// The one table a screen is registered in (issue 26 item 6): what the router, the guard and the menu read.
describe('screen table', () => {
  it('names each route once', () => {
    const names = SCREENS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('R-MENU-01 every menu entry leads to a route with a screen, and to the screen that registers it', () => {
    for (const entry of MENU_ENTRIES) {
      const match = matchRoute(SCREENS, entry.to);
      expect(match?.route.screen, entry.to).toBeDefined();
      expect(match?.route.menu, entry.to).toContain(entry);
    }
  });

  it('places each menu entry once in its group', () => {
    const places = MENU_ENTRIES.map((e) => `${e.group} ${e.order}`);
    expect(new Set(places).size).toBe(places.length);
    const testIds = MENU_ENTRIES.map((e) => e.testId);
    expect(new Set(testIds).size).toBe(testIds.length);
  });
});
