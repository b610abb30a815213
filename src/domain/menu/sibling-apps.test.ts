import { describe, expect, it } from 'vitest';
import type { RolePermissions } from '../permissions/role-permissions';
import { buildInfoLines } from './build-info';
import { relocationBadgeCount } from './relocation-badge';
import { siblingApps } from './sibling-apps';
import { DEV_BUILD } from './testing/build-info-fixture';

const role = (apps: string[]): RolePermissions => ({
  id: 1,
  allowed_scopes: null,
  forbidden_scopes: null,
  blacklist_urls: [],
  settings_fe: { allowed_apps: apps },
});
const svc = (module: string, name: string) => ({ module, name, title: name, url: `/apps/${name}/`, icon: 'box' });
const available = [
  svc('sklad_stock', 'sklad'),
  svc('balic_packing', 'balic'),
  svc('podpora_support', 'podpora'),
  svc('objednavky_ao', 'objednavky'),
];

describe('side menu data', () => {
  it('R-MENU-10 sibling apps are available, active, allowed by name, and never this app', () => {
    const active = ['sklad_stock', 'balic_packing', 'podpora_support'];
    expect(
      siblingApps({ available, activeModules: active, role: role([]), product: 'sklad' }).map((s) => s.name),
    ).toEqual(['balic', 'podpora']);
    expect(
      siblingApps({ available, activeModules: active, role: role(['sklad', 'balic']), product: 'sklad' }).map(
        (s) => s.name,
      ),
    ).toEqual(['balic']);
    expect(
      siblingApps({ available, activeModules: [...active, 'objednavky_ao'], role: role([]), product: 'sklad' }).map(
        (s) => s.name,
      ),
    ).toContain('objednavky');
  });
  it('R-MENU-05 the badge sums product_count of the widget whose eshop_name matches', () => {
    const widgets = [
      { eshop_name: 'A', warehouse_widget: { relocation_products: [{ product_count: 2 }, { product_count: 3 }] } },
      { eshop_name: 'B', warehouse_widget: { relocation_products: [{ product_count: 40 }] } },
    ];
    expect(relocationBadgeCount(widgets, 'A')).toBe(5);
    expect(relocationBadgeCount(widgets, 'B')).toBe(40);
    expect(relocationBadgeCount(widgets, 'C')).toBe(0);
  });
  it('R-MENU-11 build info lists name, version, date, time, commit and the branch only for dev builds', () => {
    const info = { ...DEV_BUILD, dev: false };
    const lines = buildInfoLines(info).join('\n');
    expect(lines).toContain('Sklad v0.1.0');
    expect(lines).toContain('03.11.25 14:05');
    expect(lines).toContain('abc1234');
    expect(lines).not.toContain('main');
    expect(buildInfoLines({ ...info, dev: true }).join('\n')).toContain('Větev main');
  });
});
