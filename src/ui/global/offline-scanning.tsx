import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { SubmitsSeen } from '../../application/offline/queued-notice';
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
export const OfflineScanning = observer(function OfflineScanning({
  onSeen,
}: {
  /** Told the stored submits and the connection whenever they change (a screen's notice follows its submit). */
  onSeen?: (seen: SubmitsSeen) => void;
}) {
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
  useEffect(() => {
    if (!store || !onSeen) return;
    return reaction(
      (): SubmitsSeen => ({
        online: connectivity?.online ?? true,
        replaying: store.replaying,
        states: new Map(store.submits.map((s) => [s.key, s.state])),
      }),
      onSeen,
      { fireImmediately: true },
    );
  }, [store, onSeen, connectivity]);
  if (!store) return null;
  return <OfflineSubmitsPanel store={store} online={connectivity?.online ?? true} />;
});
