import { useCallback } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useService } from '../di/container-context';
import { NavigationGuardViewModel } from './shell-tokens';

type NavigateOptions = { replace?: boolean; state?: unknown };

/**
 * wouter's location hook with SPEC 4's guard in front of navigate(): every <Link>, <Redirect> and
 * screen navigation passes the guard (and the leave dialog) before the address changes.
 */
export function useGuardedLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const [path, navigate] = useBrowserLocation();
  const guard = useService<NavigationGuardViewModel>(NavigationGuardViewModel);
  const guarded = useCallback(
    (to: string, options?: NavigateOptions) => {
      const from = window.location.pathname + window.location.search;
      guard.navigate(
        from,
        to,
        (target, opts) => navigate(target, { replace: opts?.replace ?? options?.replace ?? false }),
        options,
      );
    },
    [guard, navigate],
  );
  return [path, guarded];
}
