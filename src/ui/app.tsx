import { Route, Router, Switch } from 'wouter';
import { AppLoadingView } from './app-loading/app-loading.view';
import { GlobalOverlays } from './global/global-overlays';
import { LoginView } from './login/login.view';
import { OfflinePage } from './pages/offline.page';
import { AppRoutes } from './routes/app-routes';
import { AppShell } from './shell/app-shell';
import { useGuardedLocation } from './shell/guarded-location';
import { RouteGuard } from './shell/route-guard';
import { ScrollToTop } from './shell/scroll-to-top';

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
        <Route path="/appLoading">
          <AppLoadingView />
        </Route>
        <Route path="/offline">
          <OfflinePage />
        </Route>
        <Route>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </Route>
      </Switch>
      <GlobalOverlays />
    </Router>
  );
}
