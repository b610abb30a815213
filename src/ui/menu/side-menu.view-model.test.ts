import { observable, observableRef, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedConfig } from '../../application/config/config-types';
import { HttpFailure } from '../../application/errors';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { TokenSession } from '../../application/session/token-session';
import { FakePageReload, FakeViewport } from '../../application/shell/testing-fakes';
import { MemoryStore } from '../../application/testing/memory-store';
import { SnackbarStore } from '../global/snackbar.store';
import { loadedConfig, strictFake } from '../shell/testing/shell-fixtures';
import { SideMenuViewModel, type SideMenuDeps } from './side-menu.view-model';
import { MENU_ENTRIES } from '../routes/screen-table';
import { DEV_BUILD } from '../../domain/menu/testing/build-info-fixture';

const BUILD = DEV_BUILD;
const widget = (name: string, counts: number[]) => ({
  eshop_name: name,
  warehouse_widget: { relocation_products: counts.map((product_count) => ({ product_count })) },
});

function setup(
  over: {
    width?: number;
    stored?: Record<string, string>;
    auth?: Partial<AuthApi>;
    api?: Partial<ConfigApi>;
    config?: LoadedConfig | null;
  } = {},
) {
  const store = new MemoryStore(over.stored);
  const viewport = new FakeViewport(over.width ?? 1440);
  const page = new FakePageReload();
  const snackbar = new SnackbarStore();
  const tokens = new TokenSession(store);
  const holder = observable(
    { config: over.config === undefined ? loadedConfig() : over.config },
    { config: observableRef },
  );
  const api = strictFake<ConfigApi>('ConfigApi', {
    warehouseWidget: vi.fn(async () => ({
      warehouse_widgets: [widget('Zahrada a dům', [2, 6]), widget('Jiný', [50])],
    })),
    ...over.api,
  });
  const deps: SideMenuDeps = {
    config: holder,
    session: { signOut: vi.fn(async () => undefined) },
    store,
    viewport,
    auth: strictFake<AuthApi>('AuthApi', over.auth ?? {}),
    configApi: api,
    tokens,
    page,
    snackbar,
    buildInfo: BUILD,
    product: 'sklad',
    menuEntries: MENU_ENTRIES,
    links: { userSettings: '/auth/settings', orgNote: '/note' },
  };
  return { vm: new SideMenuViewModel(deps), store, viewport, page, snackbar, holder, api, tokens };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('side menu view-model', () => {
  it('R-MENU-15 starts open unless sideMenuClosed is true; toggling stores it and emits menuToggled', () => {
    expect(setup().vm.closed).toBe(false);
    expect(setup({ stored: { sideMenuClosed: 'true' } }).vm.closed).toBe(true);
    const { vm, store } = setup();
    const heard: boolean[] = [];
    vm.onToggled((closed) => heard.push(closed));
    vm.toggleClicked();
    expect(store.get('sideMenuClosed')).toBe('true');
    vm.toggleClicked();
    expect(store.get('sideMenuClosed')).toBe('false');
    expect(heard).toEqual([true, false]);
  });

  it('R-MENU-16 window resizes across 820 px enter and leave hide mode', () => {
    const { vm, viewport } = setup({ width: 1000 });
    viewport.resize(800);
    expect(vm.closed).toBe(true);
    viewport.resize(900);
    expect(vm.closed).toBe(false);
  });

  it('R-MENU-17 permanent drawer pushes the layout by 285px on wide screens, an overlay does not', () => {
    const { vm, viewport } = setup({ width: 1440 });
    expect(vm.drawer).toBe('permanent');
    expect(vm.layoutWidth).toBe('285px');
    vm.toggleClicked();
    expect(vm.layoutWidth).toBe('0');
    expect(vm.menuWidth).toBe('0');
    viewport.resize(1000);
    expect(vm.drawer).toBe('temporary');
    expect(vm.layoutWidth).toBe('0');
  });

  it('R-MENU-05 the badge is fetched when config loads and when the e-shop name changes; failures are silent', async () => {
    const { vm, api, holder } = setup({ config: null });
    expect(api.warehouseWidget).not.toHaveBeenCalled();
    runInAction(() => {
      holder.config = loadedConfig();
    });
    await vi.waitFor(() => expect(vm.relocationBadge).toBe(8));
    runInAction(() => {
      holder.config = loadedConfig({ eshopName: 'Jiný' });
    });
    await vi.waitFor(() => expect(vm.relocationBadge).toBe(50));
    expect(api.warehouseWidget).toHaveBeenCalledTimes(2);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = setup({
      api: {
        warehouseWidget: vi.fn(async () => {
          throw new Error('down');
        }),
      },
    });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(failing.vm.relocationBadge).toBe(0);
    expect(failing.snackbar.visible).toBe(false);
  });

  it('R-MENU-09 more than one stock shows the selector; choosing calls set_stock_eshop, saves tokens, reloads', async () => {
    const setStockEshop = vi.fn(async () => ({
      access_token: 'new',
      refresh_token: 'r2',
      access_token_expire: '2030-01-01T00:00:00Z',
      token_hash: 'h2',
    }));
    const { vm, page, store } = setup({ auth: { setStockEshop } });
    expect(vm.showStockSelector).toBe(true);
    await vm.stockChosen(102);
    expect(setStockEshop).toHaveBeenCalledWith(102);
    expect(store.get('authToken')).toBe('new');
    expect(store.get('orgHash')).toBe('h2');
    expect(page.reloads).toBe(1);
    expect(setup({ config: loadedConfig({ stocks: 1 }) }).vm.showStockSelector).toBe(false);
  });

  it('R-UI-12 a failed stock switch shows the server detail in an error snackbar for 2000 ms', async () => {
    vi.useFakeTimers();
    const setStockEshop = vi.fn(async () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Sklad není dostupný.' } });
    });
    const { vm, page, snackbar } = setup({ auth: { setStockEshop } });
    await vm.stockChosen(102);
    expect(page.reloads).toBe(0);
    expect([snackbar.kind, snackbar.text, snackbar.timeoutMs]).toEqual(['error', 'Sklad není dostupný.', 2000]);
    vi.advanceTimersByTime(2000);
    expect(snackbar.visible).toBe(false);
  });

  it('R-MENU-10 sibling apps exclude sklad_stock; R-MENU-11 org, client and build info', () => {
    const { vm } = setup();
    expect(vm.siblingApps.map((s) => s.module)).toEqual(['balic_packing']);
    expect(vm.orgName).toBe('Demo s.r.o.');
    expect(vm.clientName).toBe('Alena Adminová');
    expect(vm.buildLines).toEqual(['Sklad v0.1.0', 'Sestaveno 03.11.25 14:05', 'Commit abc1234', 'Větev main']);
  });

  it('R-PERM-06 R-MENU-12 superadmin flag and organisation note come from the config', () => {
    expect(setup().vm.isSuperadmin).toBe(false);
    const { vm } = setup({ config: loadedConfig({ superadmin: true, note: 'Řádek 1\nŘádek 2' }) });
    expect(vm.isSuperadmin).toBe(true);
    expect(vm.orgNote).toBe('Řádek 1\nŘádek 2');
  });

  it('R-MENU-14 items screens add at the insertion points come in slot order; opening a group runs its callback', () => {
    const { vm } = setup();
    const onOpening = vi.fn();
    vm.setItems('top', [{ text: 'Nahoře', to: '/top' }]);
    vm.setItems('bottom', [{ text: 'Dole', to: '/bottom', subLinks: [], onOpening }]);
    vm.setItems('afterDivider', [{ text: 'Skryté', to: '/x', hidden: true }]);
    const slots = vm.slots;
    expect(slots.map((s) => s.slot)).toEqual(['top', 'custom', 'afterDivider', 'bottom']);
    expect(slots[0].items[0].text).toBe('Nahoře');
    expect(slots[2].items).toEqual([]);
    vm.groupOpened(slots[3].items[0]);
    expect(onOpening).toHaveBeenCalledTimes(1);
    vm.locationChanged('/locations/chaos_change/queue');
    expect(vm.isActive(vm.items.find((i) => i.to === '/locations/chaos_change')!)).toBe(true);
  });
});
