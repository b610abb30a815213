import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate as rawNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { useService } from '../di/container-context';
import { AppConfigStore, SessionStore } from '../di/tokens';
import { NavigationGuardViewModel } from './shell-tokens';

/**
 * The guard for addresses that arrive without navigate(): the first load, back/forward, and a
 * sign-out or config reset while on a page. Its redirects replace the history entry.
 */
export const RouteGuard = observer(function RouteGuard() {
  const guard = useService<NavigationGuardViewModel>(NavigationGuardViewModel);
  const session = useService<SessionStore>(SessionStore);
  const config = useService<AppConfigStore>(AppConfigStore);
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
