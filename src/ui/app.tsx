import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AppLoadingView } from './app-loading/app-loading.view';
import { ContainerProvider, type ServiceResolver } from './di/container-context';
import { GlobalOverlays } from './global/global-overlays';
import { LoginView } from './login/login.view';
import { OfflinePage } from './pages/offline.page';
import { useGuardedLocation } from './shell/guarded-location';
import { preloadSignedInIcons } from './shell/icon-loader';
import { RouteGuard } from './shell/route-guard';
import { ScrollToTop } from './shell/scroll-to-top';

// The one-time set-password page is opened once per organisation: kept out of the entry chunk.
const SetPasswordView = lazy(() => import('./login/set-password.view').then((m) => ({ default: m.SetPasswordView })));
let frame: Promise<{ default: ComponentType }> | undefined;
/**
 * The signed-in frame, its routes and the whole container (every area's services) load beside the sign-in
 * screen, not before it (bench/bundle/RESULTS.md); main.tsx starts this once the first screen is drawn, so
 * signing in does not wait for it.
 */
export function loadSignedIn(container: () => Promise<ServiceResolver>): Promise<{ default: ComponentType }> {
  return (frame ??= Promise.all([import('./shell/signed-in'), container(), preloadSignedInIcons()]).then(
    ([{ default: Frame }, services]) => ({
      default: () => (
        <ContainerProvider container={services}>
          <Frame />
        </ContainerProvider>
      ),
    }),
  ));
}

/** The application: every navigation passes the guard (SPEC 4); the shell frames the signed-in routes. */
export function App({ signedIn }: { signedIn: () => Promise<ServiceResolver> }) {
  const [SignedIn] = useState(() => lazy(() => loadSignedIn(signedIn)));
  return (
    <Router hook={useGuardedLocation}>
      <RouteGuard />
      <ScrollToTop />
      <Switch>
        <Route path="/login">
          <LoginView />
        </Route>
        <Route path="/nastavit-heslo">
          <Suspense fallback={null}>
            <SetPasswordView />
          </Suspense>
        </Route>
        <Route path="/appLoading">
          <AppLoadingView />
        </Route>
        <Route path="/offline">
          <OfflinePage />
        </Route>
        <Route>
          <Suspense fallback={null}>
            <SignedIn />
          </Suspense>
        </Route>
      </Switch>
      <GlobalOverlays />
    </Router>
  );
}
