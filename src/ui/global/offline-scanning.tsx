import { observer } from 'mobx-react-lite';
import { useContext, useEffect } from 'react';
import { ContainerContext } from '../di/container-context';
import { ConnectivityViewModel } from '../shell/shell-tokens';
import { OfflineSubmitsStoreToken, type OfflineSubmitsStore } from './offline-submits.store';
import { OfflineSubmitsPanel } from './offline-submits.view';

/**
 * The one element a scanning screen (and the offline page) adds for offline scanning: it keeps the
 * device's copy of the catalogue fresh while online and lists the submits stored on this device.
 * Without offline scanning bound (screen tests) it renders nothing.
 */
export const OfflineScanning = observer(function OfflineScanning() {
  const container = useContext(ContainerContext);
  const store = container?.get<OfflineSubmitsStore>(OfflineSubmitsStoreToken, { optional: true });
  const connectivity = container?.get<ConnectivityViewModel>(ConnectivityViewModel, { optional: true });
  useEffect(() => {
    void store?.catalogueWanted();
  }, [store]);
  if (!store) return null;
  return <OfflineSubmitsPanel store={store} online={connectivity?.online ?? true} />;
});
