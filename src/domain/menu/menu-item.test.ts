import { describe, expect, it } from 'vitest';
import { isItemActive, isLinkActive } from './menu-item';

describe('menu items', () => {
  it('R-MENU-14 a sublink is active when the path equals its target or matches its regex', () => {
    expect(isLinkActive({ to: '/eans' }, '/eans')).toBe(true);
    expect(isLinkActive({ to: '/eans' }, '/eans/')).toBe(true);
    expect(isLinkActive({ to: '/eans' }, '/eansx')).toBe(false);
    expect(isLinkActive({ to: '/stocktaking', regex: /^\/stocktaking\/detail\// }, '/stocktaking/detail/4')).toBe(true);
    expect(isLinkActive({ to: '/stocktaking' }, '/stocktaking/detail/4')).toBe(false);
  });
  it('R-MENU-14 a group is active when one of its visible sublinks is', () => {
    const group = {
      text: 'g',
      subLinks: [
        { text: 'a', to: '/a' },
        { text: 'b', to: '/b', hidden: true },
      ],
    };
    expect(isItemActive(group, '/a')).toBe(true);
    expect(isItemActive(group, '/b')).toBe(false);
  });
});
