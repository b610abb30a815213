import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useState } from 'react';
import { ContainerContext } from '../di/container-context';
import { ConnectivityViewModel } from './global-tokens';
import { OfflineSubmitsLoader } from './offline-submits-loader';
import type { OfflineSubmitsStore } from './offline-submits.store';
import { OfflineSubmitsPanel } from './offline-submits.view';

/**
 * The one element a scanning screen (and the offline page) adds for offline scanning: it keeps the
 * device's copy of the catalogue fresh while online and lists the submits stored on this device.
 * Without offline scanning bound (screen tests) it renders nothing.
 */
export const OfflineScanning = observer(function OfflineScanning() {
  const container = useContext(ContainerContext);
  const [store, setStore] = useState<OfflineSubmitsStore | null>(null);
  const connectivity = container?.get<ConnectivityViewModel>(ConnectivityViewModel, { optional: true });
  useEffect(() => {
    const load = container?.get<OfflineSubmitsLoader>(OfflineSubmitsLoader, { optional: true });
    let live = true;
    void load?.().then((loaded) => {
      if (!live) return;
      setStore(loaded);
      void loaded.catalogueWanted();
    });
    return () => {
      live = false;
    };
  }, [container]);
  if (!store) return null;
  return <OfflineSubmitsPanel store={store} online={connectivity?.online ?? true} />;
});
