import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppLoadingView } from './app-loading/app-loading.view';
import { useService } from './di/container-context';
import { AppConfigStoreToken, SessionStoreToken } from './di/tokens';
import { LoginView } from './login/login.view';
import type { AppConfigStore } from './stores/app-config.store';
import type { SessionStore } from './stores/session.store';

// Placeholder frame until the application shell (routes, guard, menu) replaces it.
export const App = observer(function App() {
  const session = useService<SessionStore>(SessionStoreToken);
  const config = useService<AppConfigStore>(AppConfigStoreToken);
  const [location] = useLocation();
  return (
    <Switch>
      <Route path="/login"><LoginView /></Route>
      <Route path="/appLoading"><AppLoadingView /></Route>
      <Route>
        {!session.signedIn ? <Redirect to={`/login?nextUrl=${encodeURIComponent(location)}`} />
          : !config.loaded ? <Redirect to={`/appLoading?nextUrl=${encodeURIComponent(location)}`} />
            : (
              <div className="centered-page" data-testid="home">
                <h2>{config.config?.app.org_name}</h2>
                <p>{config.config?.client.client_name} · {config.config?.eshop.eshop_name}</p>
                <Button text="Odhlásit se" onClick={() => void session.signOut()} />
              </div>
            )}
      </Route>
    </Switch>
  );
});
