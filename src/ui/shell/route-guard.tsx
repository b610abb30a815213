import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate as rawNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { useService } from '../di/container-context';
import { AppConfigStoreToken, SessionStoreToken } from '../di/tokens';
import type { AppConfigStore } from '../stores/app-config.store';
import type { SessionStore } from '../stores/session.store';
import type { NavigationGuardViewModel } from './navigation-guard.view-model';
import { NavigationGuardToken } from './shell-tokens';

/**
 * The guard for addresses that arrive without navigate(): the first load, back/forward, and a
 * sign-out or config reset while on a page. Its redirects replace the history entry.
 */
export const RouteGuard = observer(function RouteGuard() {
  const guard = useService<NavigationGuardViewModel>(NavigationGuardToken);
  const session = useService<SessionStore>(SessionStoreToken);
  const config = useService<AppConfigStore>(AppConfigStoreToken);
  const [path] = useBrowserLocation();
  const search = useSearch();
  const signedIn = session.signedIn;
  const loaded = config.loaded;

  useEffect(() => {
    const current = path + (search ? `?${search}` : '');
    const to = guard.redirectFor(current);
    if (to) rawNavigate(to, { replace: true });
  }, [guard, path, search, signedIn, loaded]);
  return null;
});
