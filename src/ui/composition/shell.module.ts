import { ContainerModule } from 'inversify';
import { AuthApi } from '../../application/ports/auth-api.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { LiveUpdates } from '../../application/live/live-updates.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { PageReload, ViewportSize } from '../../application/shell/browser-ports.port';
import { TagManagerLoader } from '../../application/shell/tag-manager.port';
import { GtmScriptLoader } from '../../infrastructure/browser/gtm-script-loader';
import { LocationReload, WindowViewport } from '../../infrastructure/browser/window-adapters';
import * as Stores from '../di/tokens';
import { FirstSyncViewModel } from '../global/first-sync.view-model';
import { ScannerSlotStore } from '../global/scanner-slot.store';
import type { SnackbarStore } from '../global/snackbar.store';
import { SideMenuViewModel } from '../menu/side-menu.view-model';
import { MENU_ENTRIES } from '../routes/screen-table';
import * as Shell from '../shell/shell-tokens';

export interface ShellEnvironment {
  window: Window;
  env: Record<string, string | undefined>;
}

/**
 * The signed-in part of the shell: the browser adapters and global stores only the signed-in frame uses, and the
 * side menu. The guard, the global overlays and their stores are made before sign-in (sign-in-services.ts).
 */
export function shellModule({ window: win, env }: ShellEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ViewportSize>(ViewportSize).toConstantValue(new WindowViewport(win));
    bind<PageReload>(PageReload).toConstantValue(new LocationReload(win));
    bind<TagManagerLoader>(TagManagerLoader).toConstantValue(new GtmScriptLoader(win));
    bind(Shell.ScannerSlotStore).toConstantValue(new ScannerSlotStore());
    bind(Shell.FirstSyncViewModel)
      .toDynamicValue((ctx) => new FirstSyncViewModel(ctx.get<ConfigApi>(ConfigApi)))
      .inSingletonScope();
    bind(Shell.SideMenuViewModel)
      .toDynamicValue(
        (ctx) =>
          new SideMenuViewModel({
            config: ctx.get<Stores.AppConfigStore>(Stores.AppConfigStore),
            session: ctx.get<Stores.SessionStore>(Stores.SessionStore),
            store: ctx.get<KeyValueStore>(KeyValueStore),
            viewport: ctx.get<ViewportSize>(ViewportSize),
            auth: ctx.get<AuthApi>(AuthApi),
            configApi: ctx.get<ConfigApi>(ConfigApi),
            tokens: ctx.get<Stores.TokenSession>(Stores.TokenSession),
            page: ctx.get<PageReload>(PageReload),
            snackbar: ctx.get<SnackbarStore>(Shell.SnackbarStore),
            live: ctx.get<LiveUpdates>(LiveUpdates, { optional: true }),
            buildInfo: __BUILD_INFO__,
            product: 'sklad',
            menuEntries: MENU_ENTRIES,
            links: {
              userSettings: env.VITE_AUTH_SETTINGS_URL ?? '/api/auth/settings/',
              orgNote: env.VITE_ORG_NOTE_URL ?? '/organisation-note',
            },
          }),
      )
      .inSingletonScope();
  });
}
