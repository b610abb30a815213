import type { Container } from 'inversify';
import { AuthApi } from '../../application/ports/auth-api.port';
import { Clock } from '../../application/ports/clock.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { TokenSession } from '../../application/session/token-session';
import { ConnectivityMonitor, TabCloseWarning } from '../../application/shell/browser-ports.port';
import { RichTextSanitizerLoader, type RichTextSanitizer } from '../../application/shell/rich-text-sanitizer.port';
import { ServiceWorkerUpdates } from '../../application/shell/service-worker-updates.port';
import { apiBaseUrls, devIpsFrom, isDevHost } from '../../infrastructure/http/api-hosts';
import { FetchAuthApi } from '../../infrastructure/http/fetch-auth-api';
import { FetchConfigApi } from '../../infrastructure/http/fetch-config-api';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { BeforeUnloadWarning, NavigatorConnectivity } from '../../infrastructure/browser/window-adapters';
import { NavigatorServiceWorkerUpdates } from '../../infrastructure/service-worker/navigator-service-worker-updates';
import { LocalStorageStore } from '../../infrastructure/storage/local-storage-store';
import { CryptoIdGenerator, SystemClock } from '../../infrastructure/system/system-clock';
import type { ServiceResolver } from '../di/container-context';
import type { AppEnvironment, SignInServices } from './app-environment';
import * as Stores from '../di/tokens';
import { ConfirmDialogStore } from '../global/confirm-dialog.store';
import { ConnectivityViewModel } from '../global/connectivity.view-model';
import { FormDialogStore } from '../global/form-dialog.store';
import { OfflineSubmitsLoader } from '../global/offline-submits-loader';
import { PreventLeaveService } from '../global/prevent-leave.service';
import { ScanSpinnerStore } from '../global/scan-spinner.store';
import { SnackbarStore } from '../global/snackbar.store';
import { UpdatePromptViewModel } from '../global/update-prompt.view-model';
import { SCREENS } from '../routes/screen-table';
import { AppConfigStore } from '../stores/app-config.store';
import { SessionStore } from '../stores/session.store';
import { NavigationGuardViewModel } from '../shell/navigation-guard.view-model';
import * as Shell from '../shell/shell-tokens';

export interface SignInComposition {
  /** What the screens before sign-in resolve (sign-in, loading, offline page, guard, global overlays). */
  services: ServiceResolver;
  /** The whole container with every area, made once; its code is a chunk of its own (composition-root.ts). */
  signedIn(): Promise<Container>;
}

/**
 * The first half of the one composition root: only what the sign-in screen and the guard stand on, wired by
 * hand so that neither inversify nor any area's adapters are in the first load (issue #29: first-load JS on a
 * phone). composition-root.ts makes the inversify container with these same instances and everything else.
 */
export function composeSignIn(environment: AppEnvironment): SignInComposition {
  const win = environment.window;
  const services = new Map<symbol, unknown>();
  const put = <T>(token: symbol, value: T): T => (services.set(token, value), value);

  const transport: Stores.TransportMode = isDevHost(environment.hostname, devIpsFrom(environment.env))
    ? 'bearer'
    : 'cookie';
  put(Stores.TransportMode, transport);
  const store = put<KeyValueStore>(KeyValueStore, new LocalStorageStore(environment.storage));
  const clock = put<Clock>(Clock, new SystemClock());
  put<IdGenerator>(IdGenerator, new CryptoIdGenerator());
  const tokens = put(Stores.TokenSession, new TokenSession(store));
  let auth: AuthApi | undefined;
  const http = put<HttpClient>(
    HttpClient,
    new FetchHttpClient({
      baseUrls: apiBaseUrls(environment.env),
      transport,
      session: tokens,
      clock,
      // The one refresh call, FetchAuthApi.refresh (the adapter its Pact exercises), over this transport.
      tokenRefresh: { refresh: (pair) => auth!.refresh(pair) },
      fetch: environment.fetch,
    }),
  );
  auth = put<AuthApi>(AuthApi, new FetchAuthApi(http));
  const configApi = put<ConfigApi>(ConfigApi, new FetchConfigApi(http));
  const session = put(Stores.SessionStore, new SessionStore(auth, tokens, transport));
  const config = put(Stores.AppConfigStore, new AppConfigStore(auth, configApi));

  const connectivity = put<ConnectivityMonitor>(ConnectivityMonitor, new NavigatorConnectivity(win));
  const tabClose = put<TabCloseWarning>(TabCloseWarning, new BeforeUnloadWarning(win));
  const updates = put<ServiceWorkerUpdates>(ServiceWorkerUpdates, new NavigatorServiceWorkerUpdates(win));
  // DOMPurify loads with the first rich text shown (a confirm dialog can show one), not with the first screen.
  let sanitizer: Promise<RichTextSanitizer> | undefined;
  put<RichTextSanitizerLoader>(
    RichTextSanitizerLoader,
    () =>
      (sanitizer ??= import('../../infrastructure/sanitizer/dompurify-sanitizer').then(
        (m) => new m.DomPurifySanitizer(win),
      )),
  );
  const snackbar = put(Shell.SnackbarStore, new SnackbarStore());
  put(Shell.ConfirmDialogStore, new ConfirmDialogStore());
  put(Shell.FormDialogStore, new FormDialogStore());
  put(Shell.ScanSpinnerStore, new ScanSpinnerStore());
  const preventLeave = put(Shell.PreventLeaveService, new PreventLeaveService(tabClose));
  const connectivityVm = put(Shell.ConnectivityViewModel, new ConnectivityViewModel(connectivity, snackbar));
  put(Shell.UpdatePromptViewModel, new UpdatePromptViewModel(updates));
  put(
    Shell.NavigationGuardViewModel,
    new NavigationGuardViewModel({ session, config, connectivity: connectivityVm, preventLeave, routes: SCREENS }),
  );

  let container: Promise<Container> | undefined;
  const signedIn = (): Promise<Container> =>
    (container ??= import('./composition-root').then((m) => m.createContainer(environment, services)));
  // The offline page lists the submits stored on this device: their store comes with the signed-in container,
  // which binds the loader itself (so it is not one of the services handed over).
  const offlineSubmits: OfflineSubmitsLoader = () =>
    signedIn().then((c) => c.get<OfflineSubmitsLoader>(OfflineSubmitsLoader)());
  const resolver = resolverOf(new Map([...services, [OfflineSubmitsLoader, offlineSubmits]]));

  return { services: resolver, signedIn };
}

function resolverOf(services: SignInServices): ServiceResolver {
  function get<T>(id: unknown, options?: { optional?: boolean }): T | undefined {
    if (typeof id === 'symbol' && services.has(id)) return services.get(id) as T;
    if (options?.optional) return undefined;
    throw new Error(`${String(id)} is not part of the sign-in services (it comes with the signed-in container)`);
  }
  return { get } as ServiceResolver;
}
