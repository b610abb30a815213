import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AppLoadingView } from './app-loading/app-loading.view';
import { GlobalOverlays } from './global/global-overlays';
import { LoginView } from './login/login.view';
import { OfflinePage } from './pages/offline.page';
import { useGuardedLocation } from './shell/guarded-location';
import { preloadSignedInIcons } from './shell/icon-loader';
import { RouteGuard } from './shell/route-guard';
import { ScrollToTop } from './shell/scroll-to-top';

// The signed-in frame and its routes load beside the sign-in screen, not before it (bench/bundle/RESULTS.md).
const loadSignedIn = () =>
  Promise.all([import('./shell/signed-in'), preloadSignedInIcons()]).then(([signedIn]) => signedIn);
const SignedIn = lazy(loadSignedIn);
// The one-time set-password page is opened once per organisation: kept out of the entry chunk.
const SetPasswordView = lazy(() => import('./login/set-password.view').then((m) => ({ default: m.SetPasswordView })));
/** Starts fetching the signed-in frame once the first screen is drawn, so signing in does not wait for it. */
export const prefetchSignedIn = (): void => void loadSignedIn();

/** The application: every navigation passes the guard (SPEC 4); the shell frames the signed-in routes. */
export function App() {
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
