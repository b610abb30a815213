import { IconNames as RealIconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { IconNamesSet } from './blueprint-icon-names';

describe('the icon-name check that replaces Blueprint’s table in the build', () => {
  it('accepts every icon Blueprint has, so no icon of the app stops drawing', () => {
    const names = new Set(Object.values(RealIconNames));
    expect(names.size).toBeGreaterThan(500);
    for (const name of names) expect(IconNamesSet.has(name), name).toBe(true);
  });

  it('refuses what cannot be an icon name', () => {
    for (const bad of ['', 'Add', 'add ', '../add', 'add--new', 42, undefined])
      expect(IconNamesSet.has(bad)).toBe(false);
  });
});
