import { ContainerModule } from 'inversify';
import { AuthApi } from '../../application/ports/auth-api.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { LiveUpdates } from '../../application/live/live-updates.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import {
  ConnectivityMonitor,
  PageReload,
  TabCloseWarning,
  ViewportSize,
} from '../../application/shell/browser-ports.port';
import { RichTextSanitizerLoader, type RichTextSanitizer } from '../../application/shell/rich-text-sanitizer.port';
import { ServiceWorkerUpdates } from '../../application/shell/service-worker-updates.port';
import { TagManagerLoader } from '../../application/shell/tag-manager.port';
import { GtmScriptLoader } from '../../infrastructure/browser/gtm-script-loader';
import {
  BeforeUnloadWarning,
  LocationReload,
  NavigatorConnectivity,
  WindowViewport,
} from '../../infrastructure/browser/window-adapters';
import { NavigatorServiceWorkerUpdates } from '../../infrastructure/service-worker/navigator-service-worker-updates';
import * as Stores from '../di/tokens';
import { ConfirmDialogStore } from '../global/confirm-dialog.store';
import { ConnectivityViewModel } from '../global/connectivity.view-model';
import { FirstSyncViewModel } from '../global/first-sync.view-model';
import { FormDialogStore } from '../global/form-dialog.store';
import { ScanSpinnerStore } from '../global/scan-spinner.store';
import { ScannerSlotStore } from '../global/scanner-slot.store';
import { SnackbarStore } from '../global/snackbar.store';
import { UpdatePromptViewModel } from '../global/update-prompt.view-model';
import { SideMenuViewModel } from '../menu/side-menu.view-model';
import { NavigationGuardViewModel } from '../shell/navigation-guard.view-model';
import { PreventLeaveService } from '../global/prevent-leave.service';
import * as Shell from '../shell/shell-tokens';

export interface ShellEnvironment {
  window: Window;
  env: Record<string, string | undefined>;
}

/** The application shell: browser adapters, global interface stores, guard and side menu. */
export function shellModule({ window: win, env }: ShellEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ConnectivityMonitor>(ConnectivityMonitor).toConstantValue(new NavigatorConnectivity(win));
    bind<ViewportSize>(ViewportSize).toConstantValue(new WindowViewport(win));
    bind<PageReload>(PageReload).toConstantValue(new LocationReload(win));
    bind<TabCloseWarning>(TabCloseWarning).toConstantValue(new BeforeUnloadWarning(win));
    bind<ServiceWorkerUpdates>(ServiceWorkerUpdates).toConstantValue(new NavigatorServiceWorkerUpdates(win));
    bind<TagManagerLoader>(TagManagerLoader).toConstantValue(new GtmScriptLoader(win));
    // DOMPurify loads with the first rich text shown, not with the first screen.
    let sanitizer: Promise<RichTextSanitizer> | undefined;
    bind<RichTextSanitizerLoader>(RichTextSanitizerLoader).toConstantValue(
      () =>
        (sanitizer ??= import('../../infrastructure/sanitizer/dompurify-sanitizer').then(
          (m) => new m.DomPurifySanitizer(win),
        )),
    );

    bind(Shell.SnackbarStore).toConstantValue(new SnackbarStore());
    bind(Shell.ConfirmDialogStore).toConstantValue(new ConfirmDialogStore());
    bind(Shell.FormDialogStore).toConstantValue(new FormDialogStore());
    bind(Shell.ScanSpinnerStore).toConstantValue(new ScanSpinnerStore());
    bind(Shell.ScannerSlotStore).toConstantValue(new ScannerSlotStore());
    bind(Shell.PreventLeaveService)
      .toDynamicValue((ctx) => new PreventLeaveService(ctx.get<TabCloseWarning>(TabCloseWarning)))
      .inSingletonScope();
    bind(Shell.ConnectivityViewModel)
      .toDynamicValue(
        (ctx) =>
          new ConnectivityViewModel(
            ctx.get<ConnectivityMonitor>(ConnectivityMonitor),
            ctx.get<SnackbarStore>(Shell.SnackbarStore),
          ),
      )
      .inSingletonScope();
    bind(Shell.UpdatePromptViewModel)
      .toDynamicValue((ctx) => new UpdatePromptViewModel(ctx.get<ServiceWorkerUpdates>(ServiceWorkerUpdates)))
      .inSingletonScope();
    bind(Shell.FirstSyncViewModel)
      .toDynamicValue((ctx) => new FirstSyncViewModel(ctx.get<ConfigApi>(ConfigApi)))
      .inSingletonScope();
    bind(Shell.NavigationGuardViewModel)
      .toDynamicValue(
        (ctx) =>
          new NavigationGuardViewModel({
            session: ctx.get<Stores.SessionStore>(Stores.SessionStore),
            config: ctx.get<Stores.AppConfigStore>(Stores.AppConfigStore),
            connectivity: ctx.get<ConnectivityViewModel>(Shell.ConnectivityViewModel),
            preventLeave: ctx.get<PreventLeaveService>(Shell.PreventLeaveService),
          }),
      )
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
            links: {
              userSettings: env.VITE_AUTH_SETTINGS_URL ?? '/api/auth/settings/',
              orgNote: env.VITE_ORG_NOTE_URL ?? '/organisation-note',
            },
          }),
      )
      .inSingletonScope();
  });
}
