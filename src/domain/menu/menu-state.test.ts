import { describe, expect, it } from 'vitest';
import { drawerKind, initialMenuState, menuWidth, resized, toggled } from './menu-state';

describe('side menu state', () => {
  it('R-MENU-15 open unless the stored sideMenuClosed equals true; toggling flips', () => {
    expect(initialMenuState(null, 1440).closed).toBe(false);
    expect(initialMenuState('false', 1440).closed).toBe(false);
    expect(initialMenuState('1', 1440).closed).toBe(false);
    expect(initialMenuState('true', 1440).closed).toBe(true);
    expect(toggled({ closed: false, hideMode: false }).closed).toBe(true);
    expect(toggled({ closed: true, hideMode: false }).closed).toBe(false);
  });
  it('R-MENU-16 below 820 px enters hide mode and closes; above it leaves hide mode and opens', () => {
    const open = { closed: false, hideMode: false };
    expect(resized(open, 819)).toEqual({ closed: true, hideMode: true });
    expect(resized({ closed: false, hideMode: true }, 700)).toEqual({ closed: false, hideMode: true });
    expect(resized({ closed: true, hideMode: true }, 821)).toEqual({ closed: false, hideMode: false });
    expect(resized({ closed: true, hideMode: false }, 1000)).toEqual({ closed: true, hideMode: false });
    expect(initialMenuState(null, 390)).toEqual({ closed: true, hideMode: true });
  });
  it('R-MENU-17 permanent on wide screens, temporary on medium and narrower; 285px open, 0 closed', () => {
    expect(drawerKind(1440)).toBe('permanent');
    expect(drawerKind(1280)).toBe('permanent');
    expect(drawerKind(1279)).toBe('temporary');
    expect(drawerKind(390)).toBe('temporary');
    expect(menuWidth(false)).toBe('285px');
    expect(menuWidth(true)).toBe('0');
  });
});
