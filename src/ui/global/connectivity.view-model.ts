import { action, makeObservable, observable } from 'mobx';
import type { ConnectivityMonitor } from '../../application/shell/browser-ports.port';
import type { SnackbarStore } from './snackbar.store';

export const OFFLINE_MESSAGE = 'Jste offline. Zkontrolujte připojení';
export const ONLINE_AGAIN_MESSAGE = 'Jste zpět online';

/** Online or not, and the snackbars of R-UI-06 when it changes. */
export class ConnectivityViewModel {
  online: boolean;

  constructor(
    monitor: ConnectivityMonitor,
    private readonly snackbar: SnackbarStore,
  ) {
    this.online = monitor.isOnline();
    makeObservable(this, { online: observable, changed: action });
    monitor.onChange((online) => this.changed(online));
  }

  changed(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    if (online) this.snackbar.info(ONLINE_AGAIN_MESSAGE);
    else this.snackbar.error(OFFLINE_MESSAGE);
  }
}
