import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { useService } from '../di/container-context';
import { OfflineScanning } from '../global/offline-scanning';
import { ConnectivityViewModel, NavigationGuardViewModel } from '../shell/shell-tokens';

/** /offline (R-NAV-01): waits for the connection and offers to try the wanted page again. */
export const OfflinePage = observer(function OfflinePage() {
  const connectivity = useService<ConnectivityViewModel>(ConnectivityViewModel);
  const guard = useService<NavigationGuardViewModel>(NavigationGuardViewModel);
  const [, navigate] = useLocation();
  return (
    <div className="centered-page" data-testid="offline-page">
      <NonIdealState
        icon="offline"
        title="Jste offline"
        description={
          connectivity.online
            ? 'Připojení je zpět.'
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
      <OfflineScanning />
    </div>
  );
});
export default OfflinePage;
