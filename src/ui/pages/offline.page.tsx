import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../di/container-context';
import { ConnectivityViewModel, NavigationGuardViewModel } from '../shell/shell-tokens';

// Submits waiting on this device. Fetched as soon as this module runs (online, at start) but kept out of the first
// screen's bundle; a fetch that fails (the app started offline) shows no list rather than a blank page.
const loadOfflineScanning = () =>
  import('../global/offline-scanning').then((m) => ({ default: m.OfflineScanning as ComponentType }));
const prefetched = loadOfflineScanning();
prefetched.catch(() => undefined);
const NoList: ComponentType = () => null;
const OfflineScanning = lazy((): Promise<{ default: ComponentType }> =>
  prefetched.catch(loadOfflineScanning).catch(() => ({ default: NoList })),
);

/** /offline (R-NAV-01): waits for the connection and offers to try the wanted page again. */
export const OfflinePage = observer(function OfflinePage() {
  const connectivity = useService<ConnectivityViewModel>(ConnectivityViewModel);
  const guard = useService<NavigationGuardViewModel>(NavigationGuardViewModel);
  const [, navigate] = useLocation();
  return (
    <div className="centered-page" data-testid="offline-page">
      <NonIdealState
        icon="offline"
        title={connectivity.online ? 'Připojení je zpět' : 'Jste offline'}
        description={
          connectivity.online
            ? 'Můžete pokračovat tam, kde jste byli.'
            : 'Zkontrolujte připojení k internetu. Jakmile bude zpět, můžete pokračovat.'
        }
        action={
          <Button
            intent={Intent.PRIMARY}
            icon="refresh"
            text={connectivity.online ? 'Pokračovat' : 'Zkusit znovu'}
            disabled={!connectivity.online}
            onClick={() => navigate(guard.lastWanted)}
            data-testid="offline-retry"
          />
        }
      />
      <Suspense fallback={null}>
        <OfflineScanning />
      </Suspense>
    </div>
  );
});
