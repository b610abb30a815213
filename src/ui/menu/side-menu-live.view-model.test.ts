import { observable, observableRef, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { LoadedConfig } from '../../application/config/config-types';
import { FakeLiveUpdates } from '../../application/live/testing/fake-live-updates';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { TokenSession } from '../../application/session/token-session';
import { FakePageReload, FakeViewport } from '../../application/shell/testing-fakes';
import { MemoryStore } from '../../application/testing/memory-store';
import { SnackbarStore } from '../global/snackbar.store';
import { loadedConfig, strictFake } from '../shell/testing/shell-fixtures';
import { SideMenuViewModel } from './side-menu.view-model';
import { MENU_ENTRIES } from '../routes/screen-table';

describe('side menu relocation badge, live', () => {
  it('R-MENU-05 refetches the badge after a stock change on another device, only while an e-shop is loaded', async () => {
    let waiting = [3];
    const configApi = strictFake<ConfigApi>('ConfigApi', {
      warehouseWidget: vi.fn(async () => ({
        warehouse_widgets: [
          {
            eshop_name: 'Zahrada a dům',
            warehouse_widget: { relocation_products: waiting.map((product_count) => ({ product_count })) },
          },
        ],
      })),
    });
    const holder = observable({ config: loadedConfig() as LoadedConfig | null }, { config: observableRef });
    const live = new FakeLiveUpdates();
    const store = new MemoryStore();
    const vm = new SideMenuViewModel({
      config: holder,
      session: { signOut: vi.fn(async () => undefined) },
      store,
      viewport: new FakeViewport(1440),
      auth: strictFake<AuthApi>('AuthApi', {}),
      configApi,
      tokens: new TokenSession(store),
      page: new FakePageReload(),
      snackbar: new SnackbarStore(),
      live,
      buildInfo: { name: 'Sklad', version: '0', buildDate: '', buildTime: '', commit: '', branch: '', dev: true },
      product: 'sklad',
      menuEntries: MENU_ENTRIES,
      links: { userSettings: '/u', orgNote: '/n' },
    });
    await vi.waitFor(() => expect(vm.relocationBadge).toBe(3));
    waiting = [3, 4];
    live.committed('layout');
    expect(configApi.warehouseWidget).toHaveBeenCalledTimes(1);
    live.committed('stock');
    await vi.waitFor(() => expect(vm.relocationBadge).toBe(7));
    // Signed out (no configuration): nothing listens any more.
    runInAction(() => {
      holder.config = null;
    });
    expect(live.listeners.size).toBe(0);
  });
});
