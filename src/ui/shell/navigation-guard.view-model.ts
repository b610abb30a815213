import type { LoadedConfig } from '../../application/config/config-types';
import { isSuperadmin } from '../../application/config/organisation-eshops';
import { decideNavigation, isSameAddress, type NavigationDecision } from '../../domain/navigation/navigation-decision';
import type { AccessContext } from '../../domain/routing/route-access';
import type { RouteDef } from '../../domain/routing/route-table';
import type { ConnectivityViewModel } from '../global/connectivity.view-model';
import type { PreventLeaveService } from '../global/prevent-leave.service';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** What the guard reads: kept narrow so tests can hand in plain objects. */
export interface GuardSources {
  session: { signedIn: boolean };
  config: { config: LoadedConfig | null };
  connectivity: Pick<ConnectivityViewModel, 'online'>;
  preventLeave: PreventLeaveService;
  /** The app's route table (src/ui/routes/screen-table.ts), in match order. */
  routes: readonly RouteDef[];
}

export function accessContextOf(config: LoadedConfig | null): AccessContext | null {
  if (!config) return null;
  return { role: config.role, activeAddonIds: config.addons.map((a) => a.id), isSuperadmin: isSuperadmin(config) };
}

/** SPEC 4's guard in front of every navigation the app itself starts (links, redirects, screens). */
export class NavigationGuardViewModel {
  /** The address a redirect to /offline interrupted, so the offline page can try it again. */
  lastWanted = '/';

  constructor(private readonly s: GuardSources) {}

  decide(to: string, options: { ignoreUnsaved?: boolean } = {}): NavigationDecision {
    return decideNavigation(this.s.routes, to, {
      online: this.s.connectivity.online,
      signedIn: this.s.session.signedIn,
      access: accessContextOf(this.s.config.config),
      unsavedChanges: this.s.preventLeave.enabled && !options.ignoreUnsaved,
    });
  }

  /** Runs the guard, then either navigates, redirects or opens the leave dialog. */
  navigate(from: string, to: string, navigate: Navigate, options?: { replace?: boolean }): void {
    const decision = isSameAddress(from, to) && to === from ? { kind: 'allow' as const } : this.decide(to);
    switch (decision.kind) {
      case 'allow':
        navigate(to, options);
        return;
      case 'redirect':
        if (decision.to === '/offline') this.lastWanted = to;
        navigate(decision.to, options);
        return;
      case 'confirmLeave':
        this.s.preventLeave.requestLeave(() => this.navigate(from, to, navigate, options));
        return;
    }
  }

  /**
   * For an address reached without navigate() (first load, back button, sign-out): the redirect the
   * guard wants, or null. Unsaved changes cannot stop those, so they are not asked about here.
   */
  redirectFor(current: string): string | null {
    const decision = this.decide(current, { ignoreUnsaved: true });
    if (decision.kind !== 'redirect' || isSameAddress(decision.to, current)) return null;
    if (decision.to === '/offline') this.lastWanted = current;
    return decision.to;
  }
}
